// Builds the service worker (app/offline/service-worker.ts) into build/client/sw.js beside the
// client's assets: one classic script (a module worker is not supported everywhere), minified, with
// nothing shared with the page's chunks. The server stamps its build's version into it when it
// serves /sw.js (api/http/service-worker.ts). Decision 058.
import path from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";

export const SERVICE_WORKER_SOURCE = path.resolve("app/offline/service-worker.ts");

export function serviceWorkerBuild(): Plugin {
  return {
    name: "inap-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      await build({
        input: SERVICE_WORKER_SOURCE,
        platform: "browser",
        logLevel: "warn",
        output: { file: path.join(options.dir, "sw.js"), format: "iife", minify: true },
      });
    },
  };
}
