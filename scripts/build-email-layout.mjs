// `npm run email:layout`: renders src/email/layout/Layout.tsx once and writes the HTML to
// generated/layout.generated.ts, which the Worker uses (react-email is slow at Worker start).
// Node cannot load JSX, so esbuild compiles the renderer first; packages stay external and are
// resolved from node_modules, hence the output inside node_modules.
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const compiled = `${root}node_modules/.cache/email-layout/prerender.mjs`;

await build({
  entryPoints: [`${root}src/email/layout/prerender.tsx`],
  outfile: compiled,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  jsx: "automatic",
  logLevel: "warning",
});
const GENERATED_PATH = "generated/layout.generated.ts";
const { generatedLayoutSource } = await import(`${pathToFileURL(compiled).href}?t=${Date.now()}`);
writeFileSync(`${root}${GENERATED_PATH}`, await generatedLayoutSource());
console.log(`Wrote ${GENERATED_PATH}`);
