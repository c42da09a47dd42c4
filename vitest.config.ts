import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const UNIT = ["core/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "api/**/*.unit.test.ts"];

// Unit files share one module graph per worker (isolate: false): importing React, the router and the
// catalogues once instead of once per file took the unit run from 2.5 min to under half a minute on
// the 2-core machine (decision 064). A file that mocks a module or stubs a global would leak that into
// the files after it, so those run isolated; the split is read from the files, not kept by hand.
const MOCKS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const mocking = globSync(UNIT, { exclude: ["node_modules/**"] }).filter((file) =>
  MOCKS.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one free): the API files, each with its own database, run
    // two at a time beside the types and the build (decision 072).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT,
          exclude: ["node_modules/**", ...mocking],
          environment: "node",
          isolate: false,
        },
      },
      {
        test: {
          name: "unit-isolated",
          include: mocking,
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["api/**/*.api.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["api/test/global-setup.ts"],
        },
      },
    ],
  },
});
