// Which biller fulfils top-ups. With DIGIFLAZZ_USERNAME and DIGIFLAZZ_API_KEY set, Digiflazz
// (DIGIFLAZZ_URL, default its production API; DIGIFLAZZ_WEBHOOK_SECRET for the callbacks;
// DIGIFLAZZ_TESTING=true for its development mode) and the simulator does not exist; without
// them, the embedded simulator on this process's /v1/dev/biller, through the same adapter.
import { z } from "zod";
import { topUp } from "#core/contract/index.ts";
import type { Biller } from "./biller.ts";
import { digiflazzBiller } from "./digiflazz.ts";
import { SIMULATOR_PATH, simulatorCredentials } from "./simulator.ts";

const envSchema = z.object({
  DIGIFLAZZ_USERNAME: z.string().min(1).optional().catch(undefined),
  DIGIFLAZZ_API_KEY: z.string().min(1).optional().catch(undefined),
  DIGIFLAZZ_URL: z.string().url().default("https://api.digiflazz.com/v1"),
  DIGIFLAZZ_WEBHOOK_SECRET: z.string().default(""),
  DIGIFLAZZ_TESTING: z.enum(["true", "false"]).default("false"),
});

export function isBillerSimulated(env: NodeJS.ProcessEnv = process.env): boolean {
  return !(env.DIGIFLAZZ_USERNAME && env.DIGIFLAZZ_API_KEY);
}

/** The biller for this process; `apiBaseUrl` is where this process's /v1 is reached (callbacks, simulator). */
export function billerFor(env: NodeJS.ProcessEnv, options: { appKey: string; apiBaseUrl: string }): Biller {
  const v1 = options.apiBaseUrl.replace(/\/+$/, "");
  const callbackUrl = `${v1}${topUp.billerCallback.path}`;
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (parsed.DIGIFLAZZ_USERNAME && parsed.DIGIFLAZZ_API_KEY) {
    return digiflazzBiller({
      username: parsed.DIGIFLAZZ_USERNAME,
      apiKey: parsed.DIGIFLAZZ_API_KEY,
      baseUrl: parsed.DIGIFLAZZ_URL,
      webhookSecret: parsed.DIGIFLAZZ_WEBHOOK_SECRET,
      callbackUrl,
      testing: parsed.DIGIFLAZZ_TESTING === "true",
    });
  }
  const credentials = simulatorCredentials(options.appKey);
  return digiflazzBiller({ ...credentials, baseUrl: `${v1}${SIMULATOR_PATH}`, callbackUrl }, "simulator");
}
