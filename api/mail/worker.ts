// Sends the outbox. One row per transaction on PostgreSQL: the row is claimed with
// `FOR UPDATE SKIP LOCKED` (so several processes never send the same mail), handed to SMTP, and
// marked sent in that same transaction once the server accepted it. A failure (server down,
// refused, timed out) leaves the row pending with an exponential backoff; after `maxAttempts` it
// is marked failed. PGlite is one connection in one process: a transaction held open during an
// SMTP exchange would stall every request, so there the row is read, sent, then marked, and an
// in-process flag keeps ticks from overlapping. In a fleet only the leader polls
// (../jobs/fleet-leader.ts); a process that queued a mail still sends it at once (wake).
import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database, Db } from "../db/client.ts";
import { queryRows } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Logger } from "../http/logger.ts";
import { type FleetLeader, SOLE_PROCESS } from "../jobs/fleet-leader.ts";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Builds the attachments of a row's `attachment` reference at send time (e.g. the voucher PDF). */
export type AttachmentResolver = (reference: string) => Promise<MailAttachment[]>;

/** What the worker needs of a nodemailer transporter (tests may pass their own). */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Fail fast and retry later rather than hold a row (and a connection) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export interface MailWorkerOptions {
  database: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** Poll interval; a wake() after an enqueue skips the wait. Default 2 s. */
  pollMs?: number;
  /** Delay before retry n is base × 2^(n-1), at most `backoffMaxMs`. Default 30 s and 1 h. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Attempts before a mail is marked failed. Default 10. */
  maxAttempts?: number;
  /** Mails per tick at most. Default 20. */
  batchSize?: number;
  /** Turns a row's attachment reference into files; a row with a reference and no resolver fails. */
  resolveAttachment?: AttachmentResolver;
}

export interface MailWorker {
  /** Polls the outbox while `leader` leads (without one, always). */
  start(leader?: FleetLeader): void;
  /** Run a tick soon (after an enqueue in this process). */
  wake(): void;
  /** One tick now: sends what is due; answers how many rows it handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface DueRow extends Record<string, unknown> {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachment: string | null;
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { database, transport, from, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const baseMs = options.backoffBaseMs ?? 30_000;
  const maxMs = options.backoffMaxMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const batchSize = options.batchSize ?? 20;
  const log = logger.child({ component: "mail-worker" });

  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<number> = Promise.resolve(0);
  let started = false;
  let leader = SOLE_PROCESS;

  const dueQuery = (lock: boolean) =>
    sql`select id, "to", subject, text, html, attempts, attachment from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id limit 1 ${lock ? sql`for update skip locked` : sql``}`;

  /** Sends one row and records the outcome through `db` (the claiming transaction on PostgreSQL). */
  async function deliver(db: Db, row: DueRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      let attachments: MailAttachment[] | undefined;
      if (row.attachment) {
        if (!options.resolveAttachment) throw new Error(`no resolver for attachment ${row.attachment}`);
        attachments = await options.resolveAttachment(row.attachment);
      }
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(attachments && { attachments }),
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", attempts, sentAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
      log.info("mail sent", { id: row.id, attempts });
    } catch (error) {
      const failed = attempts >= maxAttempts;
      const delay = backoffMs(attempts, baseMs, maxMs);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(mailOutbox.id, row.id));
      log.warn(failed ? "mail failed, giving up" : "mail delivery failed, will retry", {
        id: row.id,
        attempts,
        retryInMs: failed ? undefined : delay,
        error: message,
      });
    }
  }

  async function processOne(): Promise<boolean> {
    if (database.kind === "postgres") {
      return database.db.transaction(async (tx) => {
        const [row] = await queryRows<DueRow>(tx as unknown as Db, dueQuery(true));
        if (!row) return false;
        await deliver(tx as unknown as Db, row);
        return true;
      });
    }
    const [row] = await queryRows<DueRow>(database.db, dueQuery(false));
    if (!row) return false;
    await deliver(database.db, row);
    return true;
  }

  async function tick(): Promise<number> {
    let handled = 0;
    while (handled < batchSize && (await processOne())) handled++;
    return handled;
  }

  function runOnce(): Promise<number> {
    // Never two ticks at once in one process; a caller arriving mid-tick waits for it and then runs.
    const next = chain.then(tick);
    chain = next.catch(() => 0);
    return next;
  }

  /** The next tick after `delay`; a poll (not woken) runs only while this process leads. */
  function schedule(delay: number, woken = false) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!woken && !leader.leading) return schedule(pollMs);
      runOnce()
        .catch((error: unknown) => log.error("mail worker tick failed", { error }))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start(fleetLeader = SOLE_PROCESS) {
      if (started) return;
      started = true;
      leader = fleetLeader;
      schedule(0);
    },
    wake() {
      schedule(0, true);
    },
    runOnce,
    async stop() {
      started = false;
      clearTimeout(timer);
      await chain;
      transport.close?.();
    },
  };
}
