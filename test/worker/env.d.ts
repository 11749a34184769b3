import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the local server that answers like Resend and Postmark (test/support/). */
    mailProviderUrl: string;
  }
}
