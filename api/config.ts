import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";

/** The development app key: documented in the README, refused in production. */
export const DEVELOPMENT_APP_KEY = "dev-app-key-change-me";

/** The web app's development session secret (app/lib/session.server.ts), public like the app key. */
export const DEVELOPMENT_SESSION_SECRET = "dev-session-secret-change-me";

/** `FOO=` in an env file means "not configured", not an invalid value. */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  APP_KEY: z.string().min(8).default(DEVELOPMENT_APP_KEY),
  SESSION_SECRET: blankIsUnset(z.string().min(16).optional()),
  API_BASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** smtp://user:pass@host:587 or smtps://...; unset: mail stays in the outbox (see /v1/dev/mailbox). */
  SMTP_URL: blankIsUnset(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Inap <no-reply@localhost>"),
  /** OAuth client id of Google Identity Services; unset: Google sign-in is off. */
  GOOGLE_CLIENT_ID: blankIsUnset(z.string().min(1).optional()),
  /** Midtrans Snap; unset: the embedded sandbox gateway serves payments (demo mode). */
  MIDTRANS_SERVER_KEY: blankIsUnset(z.string().min(8).optional()),
  MIDTRANS_CLIENT_KEY: blankIsUnset(z.string().min(8).optional()),
  MIDTRANS_IS_PRODUCTION: z.enum(["true", "false"]).default("false"),
  /** Minutes an unpaid reservation holds its units (and the gateway keeps the payment open). */
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** "off" lifts the caps on unpaid holds (HOLD_LIMITS): for the end-to-end server, whose browsers all share 127.0.0.1. */
  HOLD_LIMITS: z.enum(["on", "off"]).default("on"),
  /** Which proxies' X-Forwarded-For is believed: off, a hop count, or addresses/CIDRs (api/http/trust-proxy.ts). */
  TRUST_PROXY: z.string().optional(),
  /** "true" runs the demo parts on purpose beside real ones (a staging site on PostgreSQL, the bench). */
  DEMO_MODE: z.enum(["true", "false"]).optional(),
  /** Digiflazz, the real biller (api/topup/biller/mode.ts): read here only to know which parts are real. */
  DIGIFLAZZ_USERNAME: blankIsUnset(z.string().optional()),
  DIGIFLAZZ_API_KEY: blankIsUnset(z.string().optional()),
  DIGIFLAZZ_WEBHOOK_SECRET: blankIsUnset(z.string().optional()),
  /** Bearer token Prometheus sends for GET /metrics (api/telemetry/metrics-route.ts); unset: there is no /metrics. */
  METRICS_TOKEN: blankIsUnset(
    z
      .string()
      .min(16, "must be at least 16 characters (e.g. `openssl rand -hex 32`)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** How long an identical dated search may reuse an answer; 0 turns the cache off. */
  searchCacheMs: number;
  appKey: string;
  /** Where the web app's loaders reach /v1; by default this same process. */
  apiBaseUrl: string;
  logLevel: Env["LOG_LEVEL"];
  seedDemo: boolean;
  /** True while APP_KEY is the published development default: start-up warns about it. */
  usesDevelopmentAppKey: boolean;
  /** Origin of the web app, for links in mail (activation, password reset). */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  /** Set when MIDTRANS_SERVER_KEY is: then the sandbox gateway does not exist. */
  midtrans: { serverKey: string; clientKey: string | undefined; isProduction: boolean } | undefined;
  paymentExpiryMinutes: number;
  /**
   * The demo parts (sandbox gateway, simulated biller, /dev/mailbox, dev check-out) may run: no
   * real part is configured, or DEMO_MODE=true names it. The demo account is seeded then.
   */
  demoMode: boolean;
  /** The environment names of the real parts configured (DATABASE_URL, SMTP_URL...). */
  realParts: string[];
  /** Express's `trust proxy` (TRUST_PROXY). */
  trustProxy: TrustProxy;
  holdLimits: boolean;
  /** METRICS_TOKEN: GET /metrics answers only with it; undefined, /metrics does not exist. */
  metricsToken: string | undefined;
}

/** The real parts and what configures each; without any of them the app runs on its embedded defaults. */
const REAL_PARTS = [
  { part: "database", names: ["DATABASE_URL"] },
  { part: "payments", names: ["MIDTRANS_SERVER_KEY"] },
  { part: "mail", names: ["SMTP_URL"] },
  { part: "top-up biller", names: ["DIGIFLAZZ_USERNAME", "DIGIFLAZZ_API_KEY"] },
] as const;

function isConfigured(env: Env, names: readonly (keyof Env)[]): boolean {
  return names.every((name) => env[name] !== undefined);
}

/** The environment names of the real parts that are configured, e.g. ["DATABASE_URL"]. */
function configuredParts(env: Env): string[] {
  return REAL_PARTS.filter(({ names }) => names.some((name) => env[name] !== undefined)).flatMap(({ names }) =>
    names.filter((name) => env[name] !== undefined),
  );
}

/**
 * A deployment with any real part serves real people, so every demo part must be replaced: the
 * sandbox gateway would let anyone mark a booking paid, the simulated biller would "deliver"
 * top-ups, the dev mailbox would show mail. A half-real configuration refuses to start, saying
 * what is missing, unless DEMO_MODE=true runs the demo parts on purpose (a staging site, the bench).
 */
function refuseHalfRealDeployment(env: Env): void {
  if (env.DEMO_MODE === "true") return;
  const configured = configuredParts(env);
  if (configured.length === 0 && env.DEMO_MODE !== "false") return;
  const missing = REAL_PARTS.filter(({ names }) => !isConfigured(env, names));
  if (missing.length === 0) return;
  const because =
    configured.length > 0 ? `${configured.join(", ")} ${configured.length > 1 ? "are" : "is"} set` : "DEMO_MODE=false";
  const wanted = missing.map(({ part, names }) => `${part} (${names.join(" and ")})`).join(", ");
  throw new Error(
    `${because}, so this is a real deployment, but ${wanted} ${missing.length > 1 ? "are" : "is"} not configured: set ${missing.length > 1 ? "them" : "it"}, or set DEMO_MODE=true to run the demo parts (sandbox gateway, simulated biller, /dev/mailbox) on purpose.`,
  );
}

/** The real biller's callbacks are signed with a secret of its own: without it anyone could post a "failed" callback. */
function refuseUnsignedBillerCallbacks(env: Env): void {
  if (isConfigured(env, ["DIGIFLAZZ_USERNAME", "DIGIFLAZZ_API_KEY"]) && env.DIGIFLAZZ_WEBHOOK_SECRET === undefined) {
    throw new Error(
      "DIGIFLAZZ_USERNAME is set but DIGIFLAZZ_WEBHOOK_SECRET is not: set the secret of the biller's callback (its webhook settings), or anyone could post a callback.",
    );
  }
}

/**
 * A deployment with any real part (its own database, mail or payments) serves real people: it
 * must not run on the published development APP_KEY or SESSION_SECRET, with which anyone could
 * call /v1 as the web app or forge a session cookie. The demo start (no real part) keeps working
 * with no set-up at all.
 */
function refusePublicSecrets(env: Env): void {
  const realParts = configuredParts(env);
  if (realParts.length === 0) return;
  const publicSecrets = [
    ...(env.APP_KEY === DEVELOPMENT_APP_KEY ? ["APP_KEY"] : []),
    ...(env.SESSION_SECRET === undefined || env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET
      ? ["SESSION_SECRET"]
      : []),
  ];
  if (publicSecrets.length > 0) {
    throw new Error(
      `${realParts.join(", ")} ${realParts.length > 1 ? "are" : "is"} set, so this is a real deployment: set ${publicSecrets.join(" and ")} to your own secret value (e.g. \`openssl rand -hex 32\`); the public development values are refused.`,
    );
  }
}

/** PUBLIC_URL, else this server on its own port: started with another PORT, links and the payment return still reach it. */
export function publicUrlFrom(env: { PUBLIC_URL?: string; PORT?: string | number }): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  refusePublicSecrets(env);
  refuseHalfRealDeployment(env);
  refuseUnsignedBillerCallbacks(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    imagesDir: path.join(dataDir, "images"),
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    searchCacheMs: env.SEARCH_CACHE_MS,
    appKey: env.APP_KEY,
    apiBaseUrl: env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/v1`,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === "true",
    usesDevelopmentAppKey: env.APP_KEY === DEVELOPMENT_APP_KEY,
    publicUrl: publicUrlFrom(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleClientId: env.GOOGLE_CLIENT_ID,
    midtrans: env.MIDTRANS_SERVER_KEY
      ? {
          serverKey: env.MIDTRANS_SERVER_KEY,
          clientKey: env.MIDTRANS_CLIENT_KEY,
          isProduction: env.MIDTRANS_IS_PRODUCTION === "true",
        }
      : undefined,
    paymentExpiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
    holdLimits: env.HOLD_LIMITS === "on",
    demoMode: env.DEMO_MODE === "true" || (env.DEMO_MODE !== "false" && configuredParts(env).length === 0),
    realParts: configuredParts(env),
    trustProxy,
    metricsToken: env.METRICS_TOKEN,
  };
}
