import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

/**
 * i18next and react-i18next are replaced by the small versions in app/i18n/lite (same lookup
 * rules, the calls this app makes): in the browser for its size (docs/decisions/010-browser-i18n.md),
 * on the server for its CPU per request (docs/decisions/034-ssr-cpu.md).
 */
function i18nLite(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve("app/i18n/lite/i18next-lite.ts"),
    "react-i18next": path.resolve("app/i18n/lite/react-i18next-lite.tsx"),
  };
  return {
    name: "i18n-lite",
    enforce: "pre",
    // Else the dev server's SSR keeps these bare imports external and Node loads the real ones.
    config: () => ({ ssr: { noExternal: Object.keys(lite) } }),
    resolveId(source) {
      return lite[source] ?? null;
    },
  };
}

/**
 * Every page loads React, React DOM, React Router, the client entry, root and the shell with their
 * static imports. As one file they are one gzip stream, several KB smaller than the twenty-odd
 * chunks rolldown makes by itself (each compressed alone), and one request. Pages' own code and
 * everything loaded by import() keep their own chunks. docs/decisions/032-first-load-js.md.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const EVERY_PAGE = ["app/entry.client.tsx", "app/root.tsx", "app/routes/shell.tsx"].map((file) => path.resolve(file));

function everyPageChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let reached: Set<string> | null = null;
  return (id, ctx) => {
    if (!reached) {
      reached = new Set();
      const queue = [...EVERY_PAGE];
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return FRAMEWORK.test(id) || reached.has(id) ? "framework" : null;
  };
}

export default defineConfig({
  plugins: [i18nLite(), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: everyPageChunk() }] } } },
      },
    },
  },
  server: { hmr: process.env.CI ? false : undefined },
});
