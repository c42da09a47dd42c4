// `npm test`: every test layer — lint; unit and API (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set) with types and the production build beside them; end-to-end in Chromium — then one
// summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM, HEADLESS_SHELL } from "./e2e-browser.ts";
import {
  addCounts,
  type Counts,
  type PlaywrightReport,
  playwrightCounts,
  type VitestReport,
  vitestCounts,
} from "./test-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const reports = path.join(root, ".data-test/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const minutes: string[] = [];

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  minutes.push(`${title} ${((performance.now() - started) / 60_000).toFixed(1)}`);
  return result.status === 0;
}

/** `run`, with this process free to tend the steps beside it meanwhile. */
function runInForeground(title: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
  return new Promise((resolve) =>
    child.on("close", (code) => {
      minutes.push(`${title} ${((performance.now() - started) / 60_000).toFixed(1)}`);
      resolve(code === 0);
    }),
  );
}

/**
 * `run` beside the step in the foreground: its output is kept and printed when it is awaited, so
 * the two steps' lines do not interleave.
 */
function runBeside(title: string, command: string, args: string[]): Promise<{ ok: boolean; print: () => void }> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: process.env });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      const took = ((performance.now() - started) / 60_000).toFixed(1);
      resolve({
        ok: code === 0,
        print: () => {
          console.log(`\n=== ${title} (beside the tests)`);
          process.stdout.write(Buffer.concat(output));
          minutes.push(`${title} ${took} (beside)`);
        },
      });
    }),
  );
}

/** Debian's Chromium and its headless shell (the browser the end-to-end tests drive), installed when missing. */
function ensureChromium(): void {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return;
    console.error(`CHROMIUM_PATH names no file: ${process.env.CHROMIUM_PATH}`);
    process.exit(1);
  }
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL)) return;
  if (process.getuid?.() !== 0) {
    if (existsSync(CHROMIUM)) {
      console.log(
        `${HEADLESS_SHELL} is missing: the end-to-end tests drive ${CHROMIUM}, about half as fast ('sudo apt-get install -y chromium-headless-shell').`,
      );
      return;
    }
    console.error(
      `Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium and its headless shell for the end-to-end tests...");
  const ok =
    run("apt-get update", "apt-get", ["update", "-qq"]) &&
    run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium", "chromium-headless-shell"], {
      DEBIAN_FRONTEND: "noninteractive",
    });
  if (!ok) process.exit(1);
}

let counts: Counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const failures: string[] = [];

function readReport<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

function countVitest(file: string) {
  const report = readReport<VitestReport>(file);
  if (report) counts = addCounts(counts, vitestCounts(report));
}

function countPlaywright(file: string) {
  const report = readReport<PlaywrightReport>(file);
  if (report) counts = addCounts(counts, playwrightCounts(report));
}

function step(title: string, ok: boolean) {
  if (!ok) failures.push(title);
}

ensureChromium();
step("lint", run("Lint (biome)", "npm", ["run", "--silent", "lint"]));
// Types and the production build use the second core while vitest's API suites (one file at a
// time) use the first: about a minute less on the 2-core machine.
const typesAndBuild = (async () => {
  const typegen = await runBeside("Types (typegen)", bin("react-router"), ["typegen"]);
  const tsc = typegen.ok ? await runBeside("Types (tsc)", bin("tsc"), []) : undefined;
  const build = await runBeside("Production build", bin("react-router"), ["build"]);
  return { typegen, tsc, build };
})();
// Awaited, not spawnSync: the steps beside it need this process's event loop to go on.
step(
  "unit and API tests",
  await runInForeground("Unit and API tests (vitest)", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(reports, "vitest.json")}`,
  ]),
);
countVitest(path.join(reports, "vitest.json"));
const { typegen, tsc, build } = await typesAndBuild;
for (const done of [typegen, tsc, build]) done?.print();
step("typecheck", typegen.ok && tsc?.ok === true);
const built = build.ok;
step("build", built);
if (built) {
  step(
    "end-to-end tests",
    run("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json"),
    }),
  );
  countPlaywright(path.join(reports, "playwright.json"));
}

console.log("");
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "PostgreSQL suites: NOT RUN (TEST_DATABASE_URL is unset; the API suites ran on PGlite only, without the two-process races)",
  );
} else {
  console.log("PostgreSQL suites: run (TEST_DATABASE_URL)");
}
if (counts.flaky.length > 0) {
  console.log(`Flaky (failed, then passed on retry; not counted as passed): ${counts.flaky.length}`);
  for (const title of counts.flaky) console.log(`  flaky: ${title}`);
}
// Where the minutes went, step by step.
console.log(`Minutes: ${minutes.join("; ")}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
// A step that fails without failing a test (types, build) still fails the run.
const failed = failures.length > 0 && counts.failed === 0 ? failures.length : counts.failed;
console.log(`${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
