// /stay-weekly|monthly|yearly/checkout/reservation-form (seed 002 sections 2 to 5 and 7): the
// guest, the special request, the room, the payment option and the summary; on reserve the server
// checks the form with the page's schema, sends the seed's payload to POST /v1/stay-monthly/reservation
// (which recomputes every amount with core/long-stay.ts) and sends the browser to the payment link
// (app/server/long-stay/checkout-action.server.ts).
// The stay is URL state (decision 022), so the page works without JavaScript.
import { data } from "react-router";
import { loadCheckout } from "#app/server/long-stay/checkout.server.ts";
import { reserveFromCheckout } from "#app/server/long-stay/checkout-action.server.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { checkoutKey } from "#app/components/long-stay/stay-query.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import type { Route } from "./+types/stay-checkout";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { StayLoadFailed } from "#app/components/long-stay/stay-load-failed.tsx";

export const handle = { i18n: ["longstay"] } satisfies I18nHandle;

/**
 * The form works as plain HTML (a post the action checks), so the checkout with its form kit and
 * zod stays out of the first-load JavaScript: the server renders it in place and it hydrates from
 * its own chunk.
 */
const checkoutView = deferred(() => import("#app/components/long-stay/checkout-view.tsx").then((m) => m.CheckoutView), {
  i18n: ["reservation"],
});

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

export async function action(args: Route.ActionArgs) {
  await checkoutView.preload();
  return reserveFromCheckout(args);
}

export default function StayCheckout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "failed")
    return <StayLoadFailed type={loaderData.type} notFound={loaderData.notFound} offline={loaderData.offline} />;
  return <checkoutView.Component d={loaderData.d} reply={actionData?.reply} />;
}
