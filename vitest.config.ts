import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "api/**/*.unit.test.ts"],
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
          fileParallelism: false,
          globalSetup: ["api/test/global-setup.ts"],
        },
      },
    ],
  },
});
