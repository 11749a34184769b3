// The audit log's before → after in words (issue 14), free of React.
import type { AuditEntry } from "../api/admin";
import { FIELD_LABELS, showValue } from "./members-import";

export function auditChangeText(changes: AuditEntry["changes"]): string {
  if (!changes) return "";
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${FIELD_LABELS[field] ?? field}: ${showValue(before)} → ${showValue(after)}`)
    .join("; ");
}
