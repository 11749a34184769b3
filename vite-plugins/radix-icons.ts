import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@radix-ui\/react-icons["'];?/g;

/**
 * @radix-ui/react-icons is one module of 300+ icons, and a bundler never splits a module: every icon
 * used anywhere (the admin's too) would land in one shared chunk on the member's first load. This
 * gives each icon its own instance of the module (`?icon=Name`), tree-shaken to that one icon, so
 * each chunk carries only the icons it renders. The source keeps ordinary named imports.
 */
export function radixIconsPerIcon(): Plugin {
  return {
    name: "radix-icons-per-icon",
    apply: "build",
    transform: {
      filter: { id: /\/src\/client\/.*\.tsx?$/, code: "@radix-ui/react-icons" },
      handler(code) {
        return code.replace(IMPORT, (_, names: string) =>
          names
            .split(",")
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => {
              const [imported, local = imported] = name.split(/\s+as\s+/);
              return `import { ${imported} as ${local} } from "@radix-ui/react-icons?icon=${imported}";`;
            })
            .join("\n"),
        );
      },
    },
  };
}
