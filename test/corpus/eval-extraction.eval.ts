// `npm run eval:extraction`: both corpora end to end through the extractor, printed as the same table as
// `npm test`. Locally the built-in parser reads them (the Worker's path without an AI binding); with
// `--remote` (EVAL_REMOTE=1) Workers AI does, with the production model (src/worker/onboarding/extract.ts),
// through wrangler's platform proxy: it needs a Cloudflare account and `wrangler login`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReply } from "../../src/email/extract/parser";
import { AI_MODEL, type AiRunner, extractProfile } from "../../src/worker/onboarding/extract";
import {
  type Extractor,
  loadIssue10,
  loadUnseen,
  type Outcome,
  parserExtractor,
  readCorpora,
  scoreCorpora,
  scoreDetails,
} from "./unseen-score";

const remote = process.env.EVAL_REMOTE === "1";
const unseen = loadUnseen();
const issue10 = loadIssue10();
let outcomes = new Map<string, Outcome>();
let extractor: Extractor = parserExtractor;
let dispose: (() => Promise<void>) | undefined;
const fallbacks: string[] = [];

beforeAll(async () => {
  if (!remote) return;
  // The production environment's AI binding (wrangler.jsonc env.production): Workers AI always runs
  // remotely, so this calls Cloudflare with the account `wrangler login` chose. D1/KV/R2 stay local.
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{ AI?: AiRunner }>({ configPath: "wrangler.jsonc", environment: "production", persist: false });
  dispose = proxy.dispose;
  const ai = proxy.env.AI;
  if (!ai) throw new Error("No AI binding in wrangler.jsonc env.production");
  const env = { AI: ai };
  extractor = async (reply, quoted, now) => {
    const result = await extractProfile(env, reply, { quoted, now });
    if (result.fallbackReason) fallbacks.push(result.fallbackReason);
    // The Worker cross-checks the AI's numbers with the parser's: the gate sees both here too.
    return { fields: result.fields, parserFields: result.parserFields ?? parseReply(reply, now, { quoted }) };
  };
});

afterAll(async () => {
  await dispose?.();
  if (outcomes.size === 0) return;
  const { tuning, held, table } = scoreCorpora(unseen, issue10, outcomes);
  console.log(
    [
      `extraction eval: ${remote ? `Workers AI (${AI_MODEL}), remote` : "built-in parser, local"}; ${unseen.length} unseen + ${issue10.length} issue-10 replies, end to end as the Worker reads them`,
      table,
      ...(fallbacks.length ? [`  ${fallbacks.length} replies fell back to the parser: ${fallbacks[0]}`] : []),
      ...scoreDetails("tuning", tuning),
      ...(remote ? scoreDetails("held-out", held) : []),
    ].join("\n"),
  );
});

describe(`extraction eval (${remote ? "Workers AI" : "parser"})`, () => {
  it("reads every reply of both corpora", async () => {
    outcomes = await readCorpora(unseen, issue10, extractor);
    expect(outcomes.size).toBe(unseen.length + issue10.length);
  });
});
