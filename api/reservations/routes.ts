import { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { reservations } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";

const orderIdParams = z.object({ orderId: z.string().trim().min(1, { message: "required" }).max(64, { message: "tooLong" }) });

export function reservationRoutes(db: Db): Router {
  const router = Router();

  /**
   * The payment gateway returns with an order id; the web app needs the booking id to open its
   * detail. Only the id is answered (seed: select=id); the detail itself needs the owner's token.
   */
  router.get(
    "/reservations/check-by-order-id/:orderId",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { orderId } = parseInput(orderIdParams, req.params, lang);
      const [row] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.orderId, orderId)).limit(1);
      if (!row) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: { id: row.id } });
    }),
  );

  return router;
}
