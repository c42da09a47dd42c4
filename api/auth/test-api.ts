// Test helpers for the account suites: the /v1 router with account options (limits, Google keys,
// SMTP or outbox) on an ephemeral port, behind `trust proxy: loopback` as server.ts runs it, and a
// request helper for any method. Not a test file itself.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { listen, mountTestApi, send, testApp, type Answer, type RequestOptions } from "../test/harness.ts";
import { DEFAULT_LIMITS, type AccountsOptions, type LimitName } from "./options.ts";

export interface AccountsApi {
  url: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  get(path: string, options?: RequestOptions): Promise<Answer>;
  post(path: string, options?: RequestOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** Limits so high that a suite never meets them, unless it overrides one. */
export const RELAXED_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((name) => [name, { limit: 1_000_000 }]),
) as Record<LimitName, { limit: number }>;

export async function startAccountsApi(database: Database, accounts: AccountsOptions = {}): Promise<AccountsApi> {
  const { app, logger } = testApp();
  mountTestApi(app, logger, database, {
    accounts: { ...accounts, limits: { ...RELAXED_LIMITS, ...accounts.limits } },
  });
  const { origin, close } = await listen(app);
  const url = `${origin}/v1`;
  const request = (method: string, path: string, options?: RequestOptions) => send(method, url + path, options);
  return {
    url,
    request,
    get: (path, options) => request("GET", path, options),
    post: (path, options) => request("POST", path, options),
    close,
  };
}

let counter = 0;
/** A fresh, pattern-valid email. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The newest mail to `to` in the outbox. */
export async function lastMailTo(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The `token` query parameter of the first link in a mail's text. */
export function tokenFromMail(text: string): string {
  const link = /https?:\/\/\S+token=([\w%-]+)/.exec(text);
  if (!link) throw new Error(`no token link in mail:\n${text}`);
  return decodeURIComponent(link[1]!);
}

export const PASSWORD = "secret123";

/** Registers, activates through the mailed link, logs in: the user and a bearer token. */
export async function activeUser(api: AccountsApi, database: Database, overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const form = {
    name: "Budi Santoso",
    email,
    phone: "81234567890",
    code: "+62",
    password: PASSWORD,
    repeatPassword: PASSWORD,
    ...overrides,
  };
  const registered = await api.post("/register", { form });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await lastMailTo(database, email);
  const activated = await api.post("/activate", { form: { token: tokenFromMail(mail!.text) } });
  if (activated.status !== 200) throw new Error(`activate failed: ${JSON.stringify(activated.body)}`);
  const login = await api.post("/login", { form: { email, password: form.password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    user: login.body.data.user as { id: number; email: string; name: string },
    token: login.body.data.token as string,
  };
}
