import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeUser, PASSWORD, startAccountsApi, uniqueEmail, type AccountsApi } from "../auth/test-api.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { databaseKinds, forwardedFor, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  const limits = {
    loginPerAccount: { limit: 3 },
    loginPerIp: { limit: 6 },
    register: { limit: 2 },
    forgot: { limit: 2 },
    reset: { limit: 2 },
  };
  const suite = useTestApi(kind, (database) => startAccountsApi(database, { limits }));
  let second: AccountsApi;
  let secondDb: Database | undefined;

  beforeAll(async () => {
    // A second API instance: on PostgreSQL a separate connection pool, as another process would have.
    secondDb = suite.testDb.url ? await openDatabase({ databaseUrl: suite.testDb.url, maxConnections: 10 }) : undefined;
    second = await startAccountsApi(secondDb ?? suite.database, {
      limits: { loginPerAccount: { limit: 10 }, loginPerIp: { limit: 1000 } },
    });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it("answers 429 with Retry-After and a translated message after the login limit per IP and email", async () => {
    const email = uniqueEmail("locked");
    const ip = "203.0.113.10";
    for (let i = 0; i < 3; i++)
      expect(
        (await suite.api.post("/login", { form: { email, password: "wrong-pass" }, headers: forwardedFor(ip) })).status,
      ).toBe(401);
    const blocked = await suite.api.post("/login?lang=en", {
      form: { email, password: "wrong-pass" },
      headers: forwardedFor(ip),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: "error", code: "rate_limited" });
    expect(blocked.body.message).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const id = await suite.api.post("/login", { form: { email, password: "wrong-pass" }, headers: forwardedFor(ip) });
    expect(id.body.message).toMatch(/^Terlalu banyak percobaan, coba lagi dalam \d+ menit$/);
    // Another address for the same account, or another account from the address, is counted apart.
    expect(
      (
        await suite.api.post("/login", {
          form: { email, password: "wrong-pass" },
          headers: forwardedFor("203.0.113.11"),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await suite.api.post("/login", {
          form: { email: uniqueEmail("other"), password: "wrong-pass" },
          headers: forwardedFor(ip),
        })
      ).status,
    ).toBe(401);
  });

  it("limits login per IP across accounts", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await suite.api.post("/login", {
            form: { email: uniqueEmail("spray"), password: "wrong-pass" },
            headers: forwardedFor(ip),
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it("limits register per IP, forgot-password per IP and email, reset per IP", async () => {
    const ip = "192.0.2.20";
    const register = (n: number) =>
      suite.api.post("/register", {
        form: { name: "R", email: uniqueEmail(`r${n}`), phone: "81234567890", password: "secret1" },
        headers: forwardedFor(ip),
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expect((await register(3)).status).toBe(429);

    const { email } = await activeUser(suite.api, suite.database);
    for (let i = 0; i < 2; i++)
      expect((await suite.api.post("/forgot-password", { form: { email }, headers: forwardedFor(ip) })).status).toBe(
        200,
      );
    expect((await suite.api.post("/forgot-password", { form: { email }, headers: forwardedFor(ip) })).status).toBe(429);

    const guessReset = async () =>
      (
        await suite.api.post("/reset-password", {
          form: { token: "guess", password: "secret1" },
          headers: forwardedFor(ip),
        })
      ).status;
    for (let i = 0; i < 2; i++) expect(await guessReset()).toBe(400);
    expect(await guessReset()).toBe(429);
  });

  it("limits forgot-password per email from any address, per address over any email, and globally", async () => {
    const limited = await startAccountsApi(suite.database, {
      limits: {
        forgot: { limit: 100 },
        forgotPerEmail: { limit: 2 },
        forgotPerIp: { limit: 3 },
        forgotGlobal: { name: "forgot-all-probe", limit: 8 },
      },
    });
    try {
      const forgot = (email: string, ip: string) =>
        limited.post("/forgot-password", { form: { email }, headers: forwardedFor(ip) }).then((r) => r.status);
      const { email } = await activeUser(suite.api, suite.database);
      // One inbox from three addresses: the third is refused.
      expect([
        await forgot(email, "198.51.100.31"),
        await forgot(email, "198.51.100.32"),
        await forgot(email, "198.51.100.33"),
      ]).toEqual([200, 200, 429]);
      // One address over four unknown emails: the fourth is refused (an unknown email counts like a known one).
      const spray = [];
      for (let i = 0; i < 4; i++) spray.push(await forgot(uniqueEmail(`spray${i}`), "198.51.100.40"));
      expect(spray).toEqual([200, 200, 200, 429]);
      // Everyone together: 8 an hour, whatever the address and the email (3 + 4 counted above, one left).
      expect(await forgot(uniqueEmail("g1"), "198.51.100.51")).toBe(200);
      expect(await forgot(uniqueEmail("g2"), "198.51.100.52")).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("trusts X-Forwarded-For only from loopback: the address a limit counts is the proxy's client", async () => {
    // Requests come from 127.0.0.1 (trusted), so the header decides; two addresses, two counters.
    const email = uniqueEmail("xff");
    for (let i = 0; i < 3; i++)
      await suite.api.post("/login", { form: { email, password: "x-wrong" }, headers: forwardedFor("192.0.2.1") });
    expect(
      (await suite.api.post("/login", { form: { email, password: "x-wrong" }, headers: forwardedFor("192.0.2.1") }))
        .status,
    ).toBe(429);
    expect(
      (await suite.api.post("/login", { form: { email, password: "x-wrong" }, headers: forwardedFor("192.0.2.2") }))
        .status,
    ).toBe(401);
  });

  it("shares counters between two API instances on one database, under concurrency", async () => {
    const email = uniqueEmail("shared");
    const ip = "203.0.113.99";
    // The second instance allows 10 per account, the first 3: the stored count is one.
    const attempts = await Promise.all(
      Array.from({ length: 16 }, () =>
        second
          .post("/login", { form: { email, password: "wrong-pass" }, headers: forwardedFor(ip) })
          .then((r) => r.status),
      ),
    );
    expect(attempts.filter((s) => s === 401)).toHaveLength(10);
    expect(attempts.filter((s) => s === 429)).toHaveLength(6);
    // The first instance sees the count the second one made.
    expect(
      (await suite.api.post("/login", { form: { email, password: "wrong-pass" }, headers: forwardedFor(ip) })).status,
    ).toBe(429);
  });
});

// Issue 21: credential stuffing spreads one account's guesses over many addresses.
describe.each(databaseKinds)("failed logins per account on %s", (kind) => {
  const suite = useTestApi(kind, (database) =>
    startAccountsApi(database, { limits: { loginFailuresPerAccount: { limit: 4 } } }),
  );

  it("blocks an account after its failed logins from many addresses, for known and unknown emails alike (issue 21)", async () => {
    const user = await activeUser(suite.api, suite.database);
    const unknown = uniqueEmail("nobody");
    for (const email of [user.email, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await suite.api.post("/login", {
              form: { email, password: "wrong-pass" },
              headers: forwardedFor(`203.0.113.${40 + i}`),
            })
          ).status,
        );
      expect(statuses, email).toEqual([401, 401, 401, 401, 429, 429]);
    }
    // Even the right password waits until the window ends (at most 15 minutes), told in the caller's language.
    const owner = await suite.api.post("/login?lang=en", {
      form: { email: user.email, password: PASSWORD },
      headers: forwardedFor("198.51.100.99"),
    });
    expect(owner.status).toBe(429);
    expect(owner.body.message).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    expect(Number(owner.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    // A successful login does not count: another account is not touched.
    const other = await activeUser(suite.api, suite.database);
    expect(
      (
        await suite.api.post("/login", {
          form: { email: other.email, password: PASSWORD },
          headers: forwardedFor("203.0.113.40"),
        })
      ).status,
    ).toBe(200);
  });
});
