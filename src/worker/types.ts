import type { AuditEntry } from "./audit/log";
import type { Db } from "./db/client";

export type SessionUser =
  | { type: "member"; id: number; email: string; isAdmin: false }
  | { type: "admin"; id: number; username: string; email: null; isAdmin: true };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    user: SessionUser | null;
    sessionId: string | null;
    /** What an admin request changed, for the audit log (middleware/audit.ts). */
    audit: { entries: AuditEntry[]; handled: boolean };
    /** The members data version, read with the user in one batch (signed-in requests only). */
    dataVersion: string | null;
  };
};
