// /stay-weekly|monthly|yearly/checkout/reservation-form (seed 002 sections 2 to 5 and 7): the
// guest, the special request, the room, the payment option and the summary; on reserve the server
// checks the form with the page's schema, sends the seed's payload to POST /v1/stay-monthly/reservation
// (which recomputes every amount with core/long-stay.ts) and sends the browser to the payment link.
// The stay is URL state (decision 022), so the page works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument } from "react-router";
import { API_FIELD_TO_CHECKOUT, checkoutSchema } from "#app/components/long-stay/checkout-schema.ts";
import { loadCheckout, reserveLongStay } from "#app/server/long-stay/checkout.server.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { checkoutKey } from "#app/components/long-stay/stay-query.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { longStayCheckOut } from "#core/long-stay.ts";
import type { Route } from "./+types/stay-checkout";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { StayLoadFailed } from "#app/components/long-stay/stay-load-failed.tsx";

export const handle = { i18n: ["longstay", "reservation"] } satisfies I18nHandle;

/**
 * The form works as plain HTML (a post the action checks), so the checkout with its form kit and
 * zod stays out of the first-load JavaScript: the server renders it in place and it hydrates from
 * its own chunk.
 */
const checkoutView = deferred(() => import("#app/components/long-stay/checkout-view.tsx").then((m) => m.CheckoutView));

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [checkoutView]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  await checkoutView.preload();
  const page = await loadCheckout(request, lang, checkoutKey(new URL(request.url).searchParams.get("key")));
  if (!page.ok) {
    const f = page.failure;
    return data(
      {
        kind: "failed" as const,
        lang,
        type: page.type,
        notFound: f.kind === "notFound",
        offline: f.kind === "network",
      },
      { status: f.kind === "notFound" ? 404 : f.kind === "network" ? 503 : 502 },
    );
  }
  const user = page.auth?.user;
  return {
    kind: "ok" as const,
    d: {
      lang,
      type: page.type,
      propertyId: page.propertyId,
      propertyName: page.property.name,
      stay: page.stay,
      offers: page.offers,
      roomId: page.room?.room.id ?? null,
      uniqueKey: page.uniqueKey,
      uniqueCode: page.uniqueCode,
      payment: page.payment,
      user: user ? { name: user.name, email: user.email, phone: user.phone, code: user.code } : null,
      modal: new URL(request.url).searchParams.get("modal") === "payment-info" ? "payment-info" : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  const t = getI18n(context).getFixedT("longstay");
  await checkoutView.preload();
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

export default function StayCheckout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "failed")
    return <StayLoadFailed type={loaderData.type} notFound={loaderData.notFound} offline={loaderData.offline} />;
  return <checkoutView.Component d={loaderData.d} reply={actionData?.reply} />;
}
