// /stay-*/checkout/reservation-form's action: the form checked with the page's schema, the seed's
// payload to POST /v1/stay-monthly/reservation, the browser sent to the payment link (or the form
// again with /v1's messages on its fields).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { API_FIELD_TO_CHECKOUT, checkoutSchema } from "#app/components/long-stay/checkout-schema.ts";
import { checkoutKey } from "#app/components/long-stay/stay-query.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { longStayCheckOut } from "#core/long-stay.ts";
import { loadCheckout, reserveLongStay } from "./checkout.server.ts";

export async function reserveFromCheckout({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  const t = getI18n(context).getFixedT("longstay");
  const form = await request.formData();
  const page = await loadCheckout(request, lang, checkoutKey(String(form.get("uniqueKey") ?? "")));
  if (!page.ok) throw redirect(`/stay-${page.type}`);
  const submission = parseWithZod(form, { schema: checkoutSchema({ roomAvailable: page.room !== null }) });
  if (submission.status !== "success" || page.room === null)
    return data({ reply: submission.reply() }, { status: 400 });

  const values = submission.value;
  const { stay, room, type } = page;
  const m = room.room.stayMonthly;
  const outcome = await reserveLongStay(
    {
      guest: {
        name: values.guestName,
        phoneNumber: values.guestNoTelp,
        area: values.areaCode,
        count: stay.guest,
        user_id: page.auth?.user.id ?? 0,
        email: values.guestEmail,
      },
      reservation: {
        specialRequest: values.specialRequest,
        roomId: room.room.id,
        checkIn: stay.checkIn,
        checkOut: longStayCheckOut(stay.checkIn, type, stay.length),
        lang,
        duration: stay.length,
        reservation_type: type,
      },
      // The seed's transaction fields; the API recomputes them all (and draws the unique code).
      transaction: {
        subTotal: room.price.subTotal,
        total: room.price.total,
        dp: room.price.dp,
        dp_percent: m.dp_percent,
        roomPrice: m.price,
        total_full: room.price.totalFull,
        payment_option: values.payment,
        unique_code: page.uniqueCode,
        unique_key: page.uniqueKey,
        per: m.per,
        promo_name: m.promo_name ?? "",
        promo_idr: room.price.promo,
      },
    },
    page.call,
    page.auth?.token,
  );
  // The gateway page is not a route of this app: a full document load, also with JavaScript.
  if (outcome.kind === "gateway") throw redirectDocument(outcome.target);
  if (outcome.kind === "invalid") {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [field, messages] of Object.entries(outcome.errors)) {
      const name = API_FIELD_TO_CHECKOUT[field];
      if (name) fieldErrors[name] = messages;
      else formErrors.push(...messages);
    }
    if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(outcome.message);
    return data({ reply: submission.reply({ formErrors, fieldErrors }) }, { status: 422 });
  }
  const message = outcome.kind === "network" ? t("errors.connection") : outcome.message || t("errors.failed");
  return data(
    { reply: submission.reply({ formErrors: [message] }) },
    { status: outcome.kind === "network" ? 503 : 409 },
  );
}
