import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
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

export default defineConfig({
  plugins: [i18nLite(), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  server: { hmr: process.env.CI ? false : undefined },
});
