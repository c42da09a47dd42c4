// The mail outbox: a mail is a row written in the same transaction as the change that causes it
// (a registration, a reset request), so a rolled-back change sends nothing and a committed one
// is never lost. The worker (worker.ts) sends pending rows; with no SMTP they stay here and the
// development mailbox (mailbox.ts) shows them.
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Lang } from "../http/messages.ts";
import type { MailContent } from "./templates.ts";

export interface OutgoingMail extends MailContent {
  to: string;
  lang: Lang;
  /** activation | reset | eticket | review | ... */
  kind: string;
  /** Enqueue at most once per key (`eticket:{reservationId}`): a second enqueue is a no-op. */
  dedupeKey?: string;
  /** A reference the worker turns into an attachment when it sends (`voucher:{reservationId}`). */
  attachment?: string;
  /** Demo mailbox only: the browser this mail belongs to (mailbox-key.ts); null shows it to nobody. */
  mailboxKey?: string | null;
}

/**
 * `db` may be a transaction: pass the one that makes the causing change. Answers the new row's id,
 * or undefined when a mail with the same dedupeKey was already enqueued (nothing written).
 */
export async function enqueueMail(db: Pick<Db, "insert">, mail: OutgoingMail): Promise<number | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      lang: mail.lang,
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      attachment: mail.attachment ?? null,
      mailboxKey: mail.mailboxKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id;
}
