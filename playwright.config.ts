import { defineConfig, devices } from "@playwright/test";
import { e2eBrowserPath } from "./scripts/e2e-browser.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// End-to-end journeys in Debian's Chromium against the production build on a private data dir.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: e2eBrowserPath(), args: chromiumArgs },
    // A trace is recorded on the retry of a failed test (in CI, where a failure is retried once to
    // tell flaky from broken): recording one in every test cost 20-30 % of the run (decision 072).
    trace: "on-first-retry",
    // The service worker (decision 058) only where a spec is about it (offline.spec.ts allows it):
    // elsewhere page.route would not see the requests it answers.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  // A test tagged @desktop or @phone runs in that project only (tests/e2e/support/matrix.ts).
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "phone",
      grepInvert: /@desktop\b/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
