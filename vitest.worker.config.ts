import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd with the bindings of wrangler.jsonc (all local; no AI binding there).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
          },
        },
      }),
    ],
    test: {
      include: ["test/worker/**/*.test.ts"],
      setupFiles: ["./test/worker/setup.ts"],
      // Runs in Node: a local server that answers like the HTTP mail providers.
      globalSetup: ["./test/support/mail-provider-server.ts"],
      // Shared, noisy machines: a slow run must not look like a failure. No test asserts timing.
      testTimeout: 30_000,
    },
  };
});
