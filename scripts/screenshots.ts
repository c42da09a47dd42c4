// `npm run screenshots`: a PNG of every built screen (tests/e2e/support/screens.ts) at 360x740
// and 1280x800, in id and en, for a person to look at. Serves the production build (built by the
// npm script) on its own port and data directory, drives Debian's Chromium with Playwright, and
// writes screenshots/<viewport>/<lang>/<screen>.png (git ignores the folder).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { chromium, request } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
import { demoLongStay, logInDemo, SCREENS, screenRefs, screenUrl } from "../tests/e2e/support/screens.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.SCREENSHOT_PORT ?? 3290);
const baseURL = `http://127.0.0.1:${port}`;
const outDir = path.join(root, "screenshots");
const VIEWPORTS = [
  { name: "360", width: 360, height: 740 },
  { name: "1280", width: 1280, height: 800 },
] as const;
const LANGS = ["id", "en"] as const;

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready in 120 s");
}

const server = spawn(process.execPath, [path.join(root, "scripts/e2e-server.ts")], {
  cwd: root,
  // Without a maps key: the screens show the drawn map (issue 22), whatever the shell has set.
  env: {
    ...process.env,
    E2E_PORT: String(port),
    DATA_DIR: path.join(root, ".data-test/screenshots"),
    GOOGLE_MAPS_API_KEY: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer(server);
  await rm(outDir, { recursive: true, force: true });
  const api = await request.newContext({ baseURL });
  const refs = await screenRefs(api);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const payer = await browser.newContext({ baseURL });
  refs.longStay = await demoLongStay(await payer.newPage(), api);
  await payer.close();
  let count = 0;
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile: viewport.width < 600,
      hasTouch: viewport.width < 600,
    });
    const page = await context.newPage();
    for (const member of [false, true]) {
      if (member) await logInDemo(page);
      for (const lang of LANGS) {
        const dir = path.join(outDir, viewport.name, lang);
        await mkdir(dir, { recursive: true });
        for (const screen of SCREENS.filter((s) => Boolean(s.member) === member)) {
          await page.goto(screenUrl(screen, lang, refs), { waitUntil: "load" });
          await page.screenshot({ path: path.join(dir, `${screen.name}.png`), fullPage: true });
          count += 1;
        }
      }
    }
    await context.close();
  }
  await browser.close();
  await api.dispose();
  console.log(`${count} screenshots in ${path.relative(root, outDir)}/`);
} finally {
  server.kill();
}
