import { defineConfig } from "vitest/config";

// `npm run eval:extraction` (scripts/eval-extraction.mjs): the corpora through the extractor, in Node.
export default defineConfig({
  test: {
    include: ["test/corpus/eval-extraction.eval.ts"],
    environment: "node",
    // Workers AI over the network takes seconds a reply; 119 replies one after another.
    testTimeout: 60 * 60 * 1000,
    hookTimeout: 120_000,
  },
});
