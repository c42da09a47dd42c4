import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser bundle only, i18next and react-i18next are replaced by the small versions in
 * app/i18n/lite (same lookup rules, the calls this app makes): the server keeps the real ones.
 * See docs/decisions/010-browser-i18n.md.
 */
function browserI18nLite(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve("app/i18n/lite/i18next-lite.ts"),
    "react-i18next": path.resolve("app/i18n/lite/react-i18next-lite.tsx"),
  };
  return {
    name: "browser-i18n-lite",
    enforce: "pre",
    resolveId(source, _importer, options) {
      const target = lite[source];
      if (!target) return null;
      const ssr = options?.ssr ?? this.environment?.config.consumer === "server";
      return ssr ? null : target;
    },
  };
}

/**
 * React, React DOM and React Router as one file in the browser: every page loads all of them, and
 * one gzip stream of the whole is several KB smaller than the eight chunks rolldown makes by itself.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [browserI18nLite(), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
      },
    },
  },
  server: { hmr: process.env.CI ? false : undefined },
});
