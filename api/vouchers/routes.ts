// Voucher lists and the voucher-event claim of seed 002 section 7 (decision 028). See docs/api.md.
// Mounted before promoRoutes: /voucher/active/{id} must match before /voucher/{code}/{userId}.
import { Router } from "express";
import { type AnswerOf, vouchers as contract, VOUCHER_OTHERS_MAX } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { authLocals, requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { imageUrl } from "../http/images.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";
import { activeVoucher, activeVouchers, claimVoucher } from "./service.ts";

export function voucherRoutes(db: Db): Router {
  const router = Router();

  router.get(
    contract.all.path,
    handle(async (_req, res) => {
      const data = await activeVouchers(db, locals(res).lang);
      res.json({ status: "success", data } satisfies AnswerOf<typeof contract.all>);
    }),
  );

  router.get(
    contract.others.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { except } = parseInput(contract.others.query, req.query, lang);
      const data = await activeVouchers(db, lang, { except, limit: VOUCHER_OTHERS_MAX });
      res.json({ status: "success", data } satisfies AnswerOf<typeof contract.others>);
    }),
  );

  router.get(
    contract.active.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const params = contract.active.params.safeParse(req.params);
      const voucher = params.success ? await activeVoucher(db, lang, params.data.id) : undefined;
      if (!voucher) throw new ApiError(404, translate(lang, "voucherNotFound"), { code: "voucher_not_found" });
      res.json({ status: "success", data: voucher } satisfies AnswerOf<typeof contract.active>);
    }),
  );

  router.get(
    contract.claim.path,
    requireUser(db),
    requireSameUser((req) => req.params.userId ?? ""),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { user } = authLocals(res);
      const params = parseInput(contract.claim.params, req.params, lang);
      if (params.email.trim().toLowerCase() !== user.email.toLowerCase())
        throw new ApiError(403, translate(lang, "forbidden"), { code: "forbidden" });
      const { event } = parseInput(contract.claim.query, req.query, lang);
      const outcome = await claimVoucher(db, user.id, event?.trim() || undefined);
      if (outcome.kind === "not_found")
        throw new ApiError(404, translate(lang, "eventNotFound"), { code: "event_not_found" });
      if (outcome.kind === "over") throw new ApiError(410, translate(lang, "eventOver"), { code: "event_over" });
      if (outcome.kind === "exhausted")
        throw new ApiError(409, translate(lang, "eventQuotaExhausted"), { code: "event_quota_exhausted" });
      res.setHeader("Cache-Control", "no-store");
      res.status(outcome.kind === "claimed" ? 201 : 200).json({
        status: "success",
        data: {
          voucher_code: outcome.voucher.code,
          already_claimed: outcome.kind === "existing",
          detail: {
            gif_url: imageUrl("icon", outcome.event.gif),
            event_id: outcome.event.id,
            event_type: outcome.event.eventType,
            value: outcome.voucher.value,
            expires_at: outcome.voucher.expiresAt?.toISOString() ?? null,
          },
        },
      } satisfies AnswerOf<typeof contract.claim>);
    }),
  );

  return router;
}
