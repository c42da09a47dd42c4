import { once } from "node:events";
import net from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { lastMailTo, PASSWORD, startAccountsApi, uniqueEmail } from "../auth/test-api.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { createLogger } from "../http/logger.ts";
import { databaseKinds, TEST_APP_KEY, useTestDatabase } from "../test/harness.ts";
import { enqueueMail } from "./outbox.ts";
import { activationMail } from "./templates.ts";
import { createMailWorker, smtpTransport, type MailWorker } from "./worker.ts";

/** The header the web app sets from a browser's mailbox cookie. */
const mailbox = (name: string) => ({ "x-inap-mailbox": `${name}-${"x".repeat(16)}` });

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server (the smtp-server package) on `port` (0: any), keeping what it accepts. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address() as net.AddressInfo;
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Quoted-printable body as text (long links are folded with soft line breaks). */
function decodeQp(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const logger = createLogger("silent");

describe.each(databaseKinds)("mail on %s", (kind) => {
  const suite = useTestDatabase(kind);
  const cleanups: Array<() => Promise<unknown>> = [];

  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("sends the activation mail to a real SMTP server; its link activates the account", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const worker = createMailWorker({
      database: suite.database,
      transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "Inap <no-reply@inap.test>",
      logger,
      pollMs: 100,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    const api = await startAccountsApi(suite.database, {
      smtpConfigured: true,
      onMailQueued: () => worker.wake(),
      publicUrl: "https://inap.example",
    });
    cleanups.push(api.close);

    const email = uniqueEmail("smtp");
    expect(
      (
        await api.post("/register?lang=en", {
          form: { name: "Mail Test", email, phone: "81234567890", password: PASSWORD },
        })
      ).status,
    ).toBe(201);
    await until(() => smtp.received.some((m) => m.to.includes(email)));
    const message = smtp.received.find((m) => m.to.includes(email))!;
    expect(message.raw).toMatch(/^Subject: Activate your Inap account$/m);
    expect(message.raw).toMatch(/^From: Inap <no-reply@inap\.test>$/m);
    const body = decodeQp(message.raw);
    expect(body).toContain("#FA5900");
    const link = /https:\/\/inap\.example\/activate\?token=([\w-]+)/.exec(body);
    expect(link).not.toBeNull();
    expect((await api.post("/activate", { form: { token: link![1]! } })).status).toBe(200);
    expect((await api.post("/login", { form: { email, password: PASSWORD } })).status).toBe(200);

    const row = await lastMailTo(suite.database, email);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // With SMTP configured the development mailbox does not exist.
    expect((await api.get("/dev/mailbox")).status).toBe(404);
  });

  it("retries while the SMTP port refuses, then delivers exactly once when it accepts", async () => {
    const port = await freePort();
    const workers: MailWorker[] = [];
    const extraDbs: Database[] = [];
    // On PostgreSQL two workers on two pools (as two processes would run): still one delivery.
    const databases = [suite.database];
    if (suite.testDb.url) {
      const other = await openDatabase({ databaseUrl: suite.testDb.url, maxConnections: 4 });
      extraDbs.push(other);
      databases.push(other);
    }
    for (const database of databases) {
      workers.push(
        createMailWorker({
          database,
          transport: smtpTransport(`smtp://127.0.0.1:${port}`),
          from: "no-reply@inap.test",
          logger,
          pollMs: 50,
          backoffBaseMs: 300,
          backoffMaxMs: 600,
        }),
      );
    }
    cleanups.push(async () => {
      for (const w of workers) await w.stop();
      for (const d of extraDbs) await d.close();
    });

    const email = uniqueEmail("retry");
    await enqueueMail(suite.database.db, {
      ...activationMail({ lang: "id", name: "Retry", link: "https://inap.example/activate?token=abc" }),
      to: email,
      lang: "id",
      kind: "activation",
    });
    expect(await workers[0]!.runOnce()).toBe(1);
    const failed = await lastMailTo(suite.database, email);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    for (const w of workers) w.start();
    await new Promise((r) => setTimeout(r, 700)); // at least one more refused attempt
    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await until(async () => (await lastMailTo(suite.database, email))!.status === "sent");
    await new Promise((r) => setTimeout(r, 1000)); // room for a duplicate to show up, if there were one
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    const sent = await lastMailTo(suite.database, email);
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    const port = await freePort();
    const worker = createMailWorker({
      database: suite.database,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: "no-reply@inap.test",
      logger,
      backoffBaseMs: 0,
      maxAttempts: 3,
    });
    cleanups.push(() => worker.stop());
    const email = uniqueEmail("gives-up");
    await enqueueMail(suite.database.db, {
      subject: "s",
      text: "t",
      html: "<p>t</p>",
      to: email,
      lang: "en",
      kind: "test",
    });
    for (let i = 0; i < 5; i++) await worker.runOnce();
    const row = await lastMailTo(suite.database, email);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("keeps mail in the outbox without SMTP, and the mailbox lists and shows it with its links", async () => {
    const api = await startAccountsApi(suite.database, { publicUrl: "https://inap.example" });
    cleanups.push(api.close);
    const email = uniqueEmail("outbox");
    const mine = { headers: mailbox("outbox-browser") };
    await api.post("/register", {
      form: { name: "Outbox <b>Only</b>", email, phone: "81234567890", password: PASSWORD },
      ...mine,
    });

    const list = await api.get("/dev/mailbox", mine);
    expect(list.status).toBe(200);
    expect(list.body.data.mode).toBe("outbox");
    const entry = list.body.data.messages.find((m: { to: string }) => m.to === email);
    expect(entry).toMatchObject({
      subject: "Aktivasi akun Inap Anda",
      kind: "activation",
      lang: "id",
      status: "pending",
    });
    expect(list.body.data.messages[0].id).toBeGreaterThanOrEqual(entry.id);

    const shown = await api.get(`/dev/mailbox/${entry.id}`, mine);
    expect(shown.status).toBe(200);
    expect(shown.body.data.text).toContain("Halo Outbox <b>Only</b>,");
    expect(shown.body.data.html).toContain("Halo Outbox &lt;b&gt;Only&lt;/b&gt;,");
    expect(shown.body.data.links).toHaveLength(1);
    expect(shown.body.data.links[0]).toMatch(/^https:\/\/inap\.example\/activate\?token=[\w-]{43}$/);

    expect((await api.get("/dev/mailbox/999999999", mine)).status).toBe(404);
    expect((await api.get("/dev/mailbox/abc", mine)).status).toBe(404);
    expect((await fetch(`${api.url}/dev/mailbox`)).status).toBe(401);
    expect(
      (await fetch(`${api.url}/dev/mailbox`, { headers: { "app-key": TEST_APP_KEY, ...mine.headers } })).status,
    ).toBe(200);
    const [row] = await suite.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, entry.id));
    expect(row!.status).toBe("pending");
  });

  it("shows each browser only its own mail: another browser's reset request lands in the owner's mailbox", async () => {
    const api = await startAccountsApi(suite.database, { publicUrl: "https://inap.example" });
    cleanups.push(api.close);
    const owner = { headers: mailbox("owner-browser") };
    const attacker = { headers: mailbox("attacker-browser") };
    const email = uniqueEmail("owned");
    expect(
      (
        await api.post("/register", {
          form: { name: "Owner", email, phone: "81234567890", password: PASSWORD },
          ...owner,
        })
      ).status,
    ).toBe(201);
    const activation = (await api.get("/dev/mailbox", owner)).body.data.messages.find(
      (m: { to: string }) => m.to === email,
    );
    expect(activation).toMatchObject({ kind: "activation" });

    // Another browser sees nothing of it: not in its list, its id answers 404; no key, no mail.
    expect(
      (await api.get("/dev/mailbox", attacker)).body.data.messages.some((m: { to: string }) => m.to === email),
    ).toBe(false);
    expect((await api.get(`/dev/mailbox/${activation.id}`, attacker)).status).toBe(404);
    expect((await api.get("/dev/mailbox")).body.data.messages).toEqual([]);
    expect((await api.get(`/dev/mailbox/${activation.id}`)).status).toBe(404);

    // The attacker asks for the owner's reset: the link goes to the owner's mailbox, not the asker's.
    expect((await api.post("/forgot-password", { form: { email }, ...attacker })).status).toBe(200);
    const attackerSees = (await api.get("/dev/mailbox", attacker)).body.data.messages;
    expect(attackerSees.some((m: { to: string }) => m.to === email)).toBe(false);
    const ownerSees = (await api.get("/dev/mailbox", owner)).body.data.messages.filter(
      (m: { to: string }) => m.to === email,
    );
    expect(ownerSees.map((m: { kind: string }) => m.kind)).toEqual(["reset", "activation"]);
    expect((await api.get(`/dev/mailbox/${ownerSees[0].id}`, attacker)).status).toBe(404);
    expect((await api.get(`/dev/mailbox/${ownerSees[0].id}`, owner)).body.data.links[0]).toMatch(
      /reset-password&token=/,
    );
  });
});
