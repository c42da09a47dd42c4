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
  /** activation | reset | ... */
  kind: string;
}

/** `db` may be a transaction: pass the one that makes the causing change. */
export async function enqueueMail(db: Pick<Db, "insert">, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, lang: mail.lang, kind: mail.kind })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
