// Issue 28 (3): every import points down the layers of docs/architecture.md ("Layers and import
// directions"), and no module reaches itself again through its imports. The sources are read as
// text (import.meta.glob) and their imports listed by TypeScript's own pre-processor, which sees
// `import`, `import type`, `export … from` and `import()` alike, and never a word in a comment.
import ts from "typescript";
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(["../../src/**/*.{ts,tsx}", "../../generated/*.ts", "!**/*.d.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const files = new Map(Object.entries(sources).map(([key, text]) => [key.replace(/^(\.\.\/)+/, ""), text]));

/** "src/client/api/auth.ts" + "../lib/offline" → "src/client/lib/offline". */
function join(from: string, specifier: string) {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("?")[0].split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

interface Edge {
  to: string;
  typeOnly: boolean;
}

/** Whether the statement that names the module at `pos` is `import type …` / `export type …`. */
function typeOnly(text: string, pos: number) {
  const keywords = [...text.slice(0, pos).matchAll(/\b(?:import|export)\b/g)];
  const start = keywords.at(-1)?.index ?? 0;
  return /^(?:import|export)\s+type\b/.test(text.slice(start));
}

/** The source files a file imports (relative imports; packages and assets are not ours to order). */
function importsOf(file: string, text: string): Edge[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ fileName }) => fileName.startsWith("."))
    .flatMap(({ fileName, pos }) => {
      const base = join(file, fileName);
      const to = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((path) => files.has(path));
      return to ? [{ to, typeOnly: typeOnly(text, pos) }] : [];
    });
}

const graph = new Map([...files].map(([file, text]) => [file, importsOf(file, text)]));

// The generated files sit with the code that imports them: the route tree is the client's entry's,
// the prerendered layout the mail code's.
const GENERATED_LAYER: Record<string, string> = { "generated/routeTree.gen.ts": "client", "generated/layout.generated.ts": "email" };

/** The layer a file sits in: a client folder, or a top folder of src/. */
function layerOf(file: string) {
  if (file in GENERATED_LAYER) return GENERATED_LAYER[file];
  const [, top, sub] = file.split("/");
  if (top !== "client") return top;
  return ["api", "lib", "components", "routes"].includes(sub) ? `client/${sub}` : "client";
}

// What each layer may import besides itself. Listed from the bottom up; a layer never imports one
// listed after it. The client's entry files (main.tsx, the route tree) may import any client layer.
const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: [],
  email: ["shared"],
  worker: ["email", "shared"],
  sw: ["shared"],
  "client/api": ["shared", "worker"],
  "client/lib": ["client/api", "shared"],
  "client/components": ["client/lib", "client/api", "shared", "email"],
  "client/routes": ["client/components", "client/lib", "client/api", "shared"],
  client: ["client/routes", "client/components", "client/lib", "client/api", "shared"],
};

describe("imports", () => {
  it("are read from every source file", () => {
    expect(files.size).toBeGreaterThan(200);
    expect(graph.get("src/client/api/auth.ts")?.map((e) => e.to)).toContain("src/client/api/offline.ts");
    expect(graph.get("src/client/components/toaster.tsx")?.map((e) => e.to)).toContain("src/client/components/toast-region.tsx");
    expect(graph.get("src/client/api/client.ts")).toContainEqual({ to: "src/worker/app.ts", typeOnly: true });
    expect(graph.get("src/client/main.tsx")?.map((e) => e.to)).toContain("generated/routeTree.gen.ts");
  });

  it("point down the layers (client: api ← lib ← components ← routes; shared below everything)", () => {
    const upward = [...graph].flatMap(([file, edges]) =>
      edges
        .filter(({ to }) => layerOf(to) !== layerOf(file) && !MAY_IMPORT[layerOf(file)]?.includes(layerOf(to)))
        .map(({ to }) => `${file} → ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it("reach the Worker from the client as types only (no Worker code in the bundle)", () => {
    const values = [...graph]
      .filter(([file]) => file.startsWith("src/client/"))
      .flatMap(([file, edges]) => edges.filter((e) => e.to.startsWith("src/worker/") && !e.typeOnly).map((e) => `${file} → ${e.to}`));
    expect(values).toEqual([]);
  });

  it("form no loop: no module imports itself again, directly or through others (lazy imports count)", () => {
    expect(cycles(new Map([...graph].map(([file, edges]) => [file, edges.map((e) => e.to)])))).toEqual([]);
    // The check itself finds a loop when there is one.
    const loop = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["d"]],
      ["e", ["a"]],
    ]);
    expect(cycles(loop)).toEqual([
      ["a", "b", "c"],
      ["d", "d"],
    ]);
  });
});

/** Every strongly connected set of files with a loop in it (Tarjan), each as one path round it. */
function cycles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push(component.sort());
    else if (edges.get(node)?.includes(node)) found.push([node, node]);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}
