// /reservation-check (seed 001 sections 2.4, 4, 5, 8): order id and email, both required ('Order
// ID required', 'Email required'); the summary with its payment state ('Failed' when there is no
// payment relation, 'Waiting Payment' while waiting); a wrong pair says only 'reservation not
// found'. The form posts (the email stays out of URLs and history); the e-ticket mail's link for a
// guest booking carries ?order_id&email and is checked by the loader. Works without JavaScript.
// /v1 rate limits the check per visitor; its 429 message is shown as it comes.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import { askCancellationLink, checkReservation } from "#app/server/bookings/bookings.server.ts";
import type { CheckOutcome as Outcome } from "#app/components/bookings/reservation-check-page.tsx";
import { reservationCheckSchema } from "#app/components/bookings/reservation-check-schema.ts";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import type { Route } from "./+types/reservation-check";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { RouterContextProvider } from "react-router";
import { keepOffline, voucherPath } from "#app/lib/offline.server.ts";
import { keepUntilAfter } from "#core/offline/protocol.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";

// The page's texts travel with its chunk (checkPage): the document embeds only the shell's.
export const handle = { i18n: [] } satisfies I18nHandle;

/** Title, form and answer: plain HTML first, hydrated from a chunk that carries the bookings catalogue. */
const checkPage = deferred(
  () => import("#app/components/bookings/reservation-check-page.tsx").then((m) => m.ReservationCheckPage),
  { i18n: ["bookings"] },
);

/**
 * The form works as plain HTML (a post the action checks), so its form kit and zod stay out of the
 * first-load JavaScript: the server renders it in place and it hydrates from its own chunk
 * (app/components/ui/deferred.tsx, docs/decisions/032-first-load-js.md).
 */
const checkForm = deferred(
  () => import("#app/components/bookings/reservation-check-form.tsx").then((m) => m.ReservationCheckForm),
  { i18n: ["bookings"] },
);

/** A found booking's summary (the long-stay bill, the voucher, the cancel link): its own chunk too. */
const found = deferred(
  () => import("#app/components/bookings/reservation-check-summary.tsx").then((m) => m.CheckSummary),
  { i18n: ["bookings"] },
);

/** A client-side navigation or post here loads the parts' chunks beside the data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [checkPage, checkForm, found, bookingTrip]);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withDeferredParts(serverAction, [checkPage, found, bookingTrip]);

/** Add to calendar and Share (issue 24): plain HTML first, hydrated from its own chunk. */
const bookingTrip = deferred(() => import("#app/components/bookings/booking-trip.tsx").then((m) => m.BookingTrip), {
  i18n: ["bookings"],
});

/** The check of one order id and email (a form post, or the e-ticket mail's link). */
async function check(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lang: Language,
  payload: FormData | URLSearchParams,
  linkSent: "sent" | "failed" | null = null,
) {
  const submission = parseWithZod(payload, { schema: reservationCheckSchema });
  await Promise.all([checkPage.preload(), checkForm.preload()]);
  const answer = (outcome: Outcome, status: number) =>
    data({ outcome, result: submission.reply(), linkSent }, { status });
  if (submission.status !== "success") return answer({ kind: "invalid" }, 400);
  const { order_id: orderId, email } = submission.value;
  const result = await checkReservation(request, orderId, email, lang);
  if (result.kind === "found") {
    // The guest's phone keeps the booking (this check as a link, and its voucher) until 30 days
    // after the stay (decision 058).
    const page = `/reservation-check?${new URLSearchParams({ order_id: orderId, email: email.toLowerCase() }).toString()}`;
    const voucher = result.summary.voucher_download && result.summary.guest_booking;
    keepOffline(context, keepUntilAfter(result.summary.departure.slice(0, 10)), [
      page,
      ...(voucher ? [voucherPath(orderId, email)] : []),
    ]);
    await Promise.all([bookingTrip.preload(), found.preload()]);
    return answer({ kind: "found", summary: result.summary, email, keptAt: Date.now() }, 200);
  }
  if (result.kind === "notFound") return answer({ kind: "notFound" }, 404);
  if (result.kind === "limited") return answer({ kind: "limited", message: result.message }, 429);
  return answer({ kind: "failed", message: result.message }, 502);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const params = new URL(request.url).searchParams;
  await Promise.all([checkPage.preload(), checkForm.preload()]);
  if (!params.has("order_id") && !params.has("email")) return { outcome: { kind: "idle" } as Outcome, result: null };
  // The payment popup's link for a guest: the order id filled in, the email still to type.
  if (!params.has("email"))
    return { outcome: { kind: "idle" } as Outcome, result: null, orderId: params.get("order_id")!.trim().slice(0, 64) };
  return check(request, context, lang, params);
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  // 'Cancel this booking' on a found booking: the link goes to the booking's email (decision 055).
  if (form.get("intent") === "cancel-link") {
    const sent = await askCancellationLink(
      request,
      lang,
      String(form.get("order_id") ?? ""),
      String(form.get("email") ?? ""),
    );
    return check(request, context, lang, form, sent ? "sent" : "failed");
  }
  return check(request, context, lang, form);
}

export default function ReservationCheck({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData ?? loaderData;
  return (
    <checkPage.Component
      outcome={answer.outcome}
      lastResult={answer.result}
      prefilled={loaderData && "orderId" in loaderData ? loaderData.orderId : undefined}
      busy={navigation.state === "submitting"}
      linkSent={"linkSent" in answer ? (answer.linkSent ?? null) : null}
      parts={{ Form: checkForm.Component, Found: found.Component, Trip: bookingTrip.Component }}
    />
  );
}
