// Demo mode only (the sandbox gateway and the demo mailbox, no SMTP): POST /dev/check-out ends one
// paid nightly stay now, as the check-out sweep does at the departure's noon: status 4 and the
// review mail, in the mailbox of the browser that made the booking. Only that browser may ask
// (its mailbox key), so a demo visitor can try the review link without waiting for the departure.
import { Router } from "express";
import { sql } from "drizzle-orm";
import { reviews, type AnswerOf } from "#core/contract/index.ts";
import { enqueueReviewMail } from "../bookings/mails.ts";
import { loadReservationReceipt } from "../reservations/receipt.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";
import { mailboxKeyOf } from "../mail/mailbox-key.ts";

export function demoCheckOutRoutes(db: Db): Router {
  const router = Router();
  router.post(
    reviews.demoCheckOut.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { order_id } = parseInput(reviews.demoCheckOut.body, req.body, lang);
      const key = mailboxKeyOf(req);
      const done = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`update reservations set status = 4, status_text = 'checked_out', updated_at = now()
              where order_id = ${order_id} and mailbox_key = ${key ?? null} and released_at is null
                and (status in (1, 7) or (status = 2 and status_pay in (1, 2)))
              returning id`,
        );
        if (row) await enqueueReviewMail(tx, await loadReservationReceipt(tx, Number(row.id)));
        return Boolean(row);
      });
      if (!key || !done) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: { order_id } } satisfies AnswerOf<typeof reviews.demoCheckOut>);
    }),
  );
  return router;
}
