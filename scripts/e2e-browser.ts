// The browser the end-to-end tests drive: Debian's Chromium headless shell (the package
// chromium-headless-shell, built from the same source and version as `chromium`), else Debian's
// Chromium itself. The shell has no browser window to draw: the same specs ran in 96 s against
// 172 s with the full browser on the 2-core machine (decision 064). CHROMIUM_PATH overrides both.
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = "/usr/bin/chromium";

export function e2eBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
