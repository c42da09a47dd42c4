// The demo mailbox's owner key (decision 018): with no SMTP, a mail is shown only to the browser it
// belongs to. The web app gives each browser a random id in a signed cookie and passes it to /v1 in
// this header (only the web server sets it: /v1 needs the app key). The outbox row keeps the key.
import type { Request } from "express";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export const MAILBOX_HEADER = "x-inap-mailbox";
const KEY = /^[\w-]{16,64}$/;

/** The caller's mailbox key, or undefined when the header is missing or malformed. */
export function mailboxKeyOf(req: Pick<Request, "get">): string | undefined {
  const value = req.get(MAILBOX_HEADER);
  return value && KEY.test(value) ? value : undefined;
}

/**
 * The mailbox that owns an account's address: the browser that registered it (its first activation
 * mail). A reset or a new activation link goes there, never to whoever asked for it, so asking for
 * another person's reset shows the asker nothing. Null when no browser owns it (a seeded account).
 */
export async function ownerMailboxKey(db: Pick<Db, "select">, email: string): Promise<string | null> {
  const [first] = await db
    .select({ key: mailOutbox.mailboxKey })
    .from(mailOutbox)
    .where(sql`${mailOutbox.kind} = 'activation' and lower(${mailOutbox.to}) = ${email.trim().toLowerCase()}`)
    .orderBy(asc(mailOutbox.id))
    .limit(1);
  return first?.key ?? null;
}

export const byMailbox = (key: string) => eq(mailOutbox.mailboxKey, key);
