// The development mailbox: with no SMTP configured, mail stays in the outbox and these two calls
// let the web app's /dev/mailbox page list and open it (with the links of each message, such as
// the activation link). createApi mounts them only while mail goes nowhere else. Each caller sees
// only the mail of its own mailbox key (mailbox-key.ts): no key, no mail; another's message is 404.
import { and, desc, eq } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { mail as contract } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { page } from "../http/query.ts";
import { parseInput } from "../http/validate.ts";
import { byMailbox, mailboxKeyOf } from "./mailbox-key.ts";
import { linksIn } from "./templates.ts";

const PAGE_SIZE = 50;

export function mailboxRoutes(db: Db): Router {
  const router = Router();

  router.get(
    contract.mailbox.path,
    handle(async (req, res) => {
      const { page: current } = parseInput(z.object({ page }), req.query, locals(res).lang);
      const key = mailboxKeyOf(req);
      if (!key) {
        res.json({ status: "success", data: { mode: "outbox", page: current, hasMore: false, messages: [] } });
        return;
      }
      const rows = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          kind: mailOutbox.kind,
          lang: mailOutbox.lang,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(byMailbox(key))
        .orderBy(desc(mailOutbox.id))
        .limit(PAGE_SIZE + 1)
        .offset((current - 1) * PAGE_SIZE);
      res.json({
        status: "success",
        data: {
          mode: "outbox",
          page: current,
          hasMore: rows.length > PAGE_SIZE,
          messages: rows.slice(0, PAGE_SIZE).map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            kind: m.kind,
            lang: m.lang,
            status: m.status,
            created_at: m.createdAt,
          })),
        },
      });
    }),
  );

  router.get(
    contract.message.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const id = Number(req.params.id);
      const key = mailboxKeyOf(req);
      if (!key || !Number.isSafeInteger(id) || id < 1 || id > 2147483647)
        throw new ApiError(404, translate(lang, "notFound"));
      const [m] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), byMailbox(key)));
      if (!m) throw new ApiError(404, translate(lang, "notFound"));
      res.json({
        status: "success",
        data: {
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          kind: m.kind,
          lang: m.lang,
          status: m.status,
          created_at: m.createdAt,
          links: linksIn(m.text),
          // The reference of the file the worker attaches at send time (e.g. voucher:{reservationId}).
          attachment: m.attachment,
        },
      });
    }),
  );

  return router;
}
