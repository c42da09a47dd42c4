// /v1 development mailbox (api/mail): with no SMTP configured, mail stays in the outbox and these
// two calls let the web app's /dev/mailbox page list and open it. Mounted only while mail goes
// nowhere else.
import { z } from "zod";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { page, positiveId } from "./fields.ts";

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  kind: string;
  lang: string;
  status: string;
  created_at: string | Date;
}

export interface MailboxPage {
  mode: "outbox";
  page: number;
  hasMore: boolean;
  /** Newest first, 50 a page. */
  messages: MailboxEntry[];
}

export interface MailMessage extends MailboxEntry {
  text: string;
  html: string | null;
  /** The links in the text, such as the activation link. */
  links: string[];
  /** The reference of the file the worker attaches at send time (e.g. voucher:{reservationId}). */
  attachment: string | null;
}

export const mail = {
  mailbox: endpoint<Success<MailboxPage>>()("GET /dev/mailbox", {
    access: "app-key",
    description: "The outbox, newest first. Only without SMTP (else 404).",
    query: z.object({ page }),
    answer: "Success<MailboxPage>",
  }),
  message: endpoint<Success<MailMessage>>()("GET /dev/mailbox/:id", {
    access: "app-key",
    description: "One message of the outbox with its links. Unknown: 404.",
    params: z.object({ id: positiveId }),
    answer: "Success<MailMessage>",
  }),
};
