// /voucher-event/{eventType} (seed 002 sections 2 and 4; decision 028): for a signed-in member the
// loader claims the event's voucher on opening (GET /v1/voucher-claim/random/{userId}/{email},
// idempotent per member: opening again shows the same code) and the page shows the event's
// animation, 'Selamat anda mendapatkan voucher' and the code. Logged out: home with the login
// modal, then back here. The event over or every voucher claimed: a page that says so; an unknown
// event: not found. The floating event icon hides itself on this page.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { VoucherClaim } from "#core/contract/index.ts";
import { formatLongDate, todayInJakarta } from "#core/dates.ts";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { clearSession, requireAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/voucher-event";

export const shouldRevalidate = skipRevalidationForUiParams;

type State = { state: "claimed"; claim: VoucherClaim } | { state: "over" } | { state: "full" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const eventType = params.eventType.trim();
  if (eventType === "" || eventType.length > 60) throw data(null, { status: 404 });
  const auth = await requireAuth(request);
  const call = apiCall(request, { lang, token: auth.token, signal: request.signal });
  let result: State;
  try {
    const answer = await api.voucherClaim({ params: { userId: String(auth.user.id), email: auth.user.email }, query: { event: eventType } }, call);
    result = { state: "claimed", claim: answer.data };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 410) result = { state: "over" };
    else if (error.status === 409) result = { state: "full" };
    // A token /v1 no longer accepts: the session is over; sign in again and come back.
    else if (error.status === 401 || error.status === 403) {
      throw redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await clearSession(request) } });
    } else throw error;
  }
  return { lang, ...result };
}

export default function VoucherEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["vouchers", "common"]);
  const title = <title>{`${t("event.title")} · ${t("common:brand")}`}</title>;
  if (loaderData.state !== "claimed") {
    const key = loaderData.state === "over" ? "over" : "full";
    return (
      <main id="main" className="mx-auto w-full max-w-xl px-4 py-12 text-center" data-voucher-event={loaderData.state}>
        {title}
        <h1 className="text-2xl font-bold">{t(`event.${key}Title`)}</h1>
        <p className="mt-3 text-neutral-700">{t(`event.${key}Body`)}</p>
        <Link to="/" className="btn-primary mt-6 inline-block">
          {t("event.backHome")}
        </Link>
      </main>
    );
  }
  const { claim, lang } = loaderData;
  const expires = claim.detail.expires_at ? formatLongDate(todayInJakarta(new Date(claim.detail.expires_at)), lang) : "";
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-8 text-center sm:py-12" data-voucher-event="claimed">
      {title}
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">{t("event.title")}</p>
      <img
        src={claim.detail.gif_url}
        alt={t("event.animationAlt")}
        width={320}
        height={320}
        className="mx-auto mt-4 aspect-square w-full max-w-[280px] rounded-2xl object-cover"
        data-voucher-gif=""
      />
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t("event.congrats")}</h1>
      {claim.already_claimed ? (
        <p className="mt-2 text-neutral-700" data-voucher-again="">
          {t("event.alreadyClaimed")}
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl border-2 border-dashed border-brand-dark/60 bg-white px-4 py-5">
        <p className="text-sm text-neutral-700">{t("event.codeLabel")}</p>
        <p className="mt-1 break-all font-mono text-2xl font-bold tracking-wider select-all sm:text-3xl" data-voucher-code="">
          {claim.voucher_code}
        </p>
        <p className="mt-2 font-semibold text-brand-dark">{t("event.percentOff", { value: claim.detail.value })}</p>
        {expires ? <p className="mt-1 text-sm text-neutral-700">{t("event.validUntil", { date: expires })}</p> : null}
        <CopyButton code={claim.voucher_code} />
      </div>
      <p className="mt-4 text-sm text-neutral-700">{t("event.howTo")}</p>
      <Link to="/villas" className="btn-primary mt-6 inline-block">
        {t("event.bookNow")}
      </Link>
    </main>
  );
}

/** Copies the code (a progressive extra: rendered only once JavaScript runs; the code is selectable anyway). */
function CopyButton({ code }: { code: string }) {
  const { t } = useTranslation("vouchers");
  const [copied, setCopied] = useState(false);
  if (!useHydrated()) return null;
  return (
    <button
      type="button"
      className="btn-secondary mt-4 min-h-11"
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? t("event.copied") : t("event.copy")}</span>
    </button>
  );
}
