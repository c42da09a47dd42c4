// The Chromium the bench's page sections drive (the data saver's bytes, the slow network's loads):
// Debian's, never a downloaded one; BENCH_CHROMIUM names another.
import { existsSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM } from "../sections/lighthouse.ts";

/** A section's `applies`: true, or why it cannot run. */
export const chromiumApplies = (): true | string =>
  existsSync(CHROMIUM) ? true : `no Chromium at ${CHROMIUM} (set BENCH_CHROMIUM)`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}
