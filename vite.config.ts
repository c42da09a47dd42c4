import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { serviceWorkerBuild } from "./scripts/vite-service-worker.ts";

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
  plugins: [tailwindcss(), reactRouter(), serviceWorkerBuild()],
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
