import { defineConfig } from "vitest/config";

// Pure rules shared by the client and the Worker (src/shared, src/client/lib, src/email), tested in Node.
export default defineConfig({
  test: {
    include: ["test/rules/**/*.test.ts", "test/corpus/**/*.test.ts"],
    environment: "node",
  },
});
