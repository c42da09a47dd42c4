// The voucher-event page's body (routes/voucher-event.tsx; decision 028): the event's animation,
// 'Selamat anda mendapatkan voucher' and the code, or the event over, or every voucher claimed.
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { VoucherClaim } from "#core/contract/index.ts";
import { formatLongDate, todayInJakarta } from "#core/dates.ts";

export type VoucherEventState = { lang: "id" | "en" } & (
  | { state: "claimed"; claim: VoucherClaim }
  | { state: "over" }
  | { state: "full" }
);

/** The page: the claimed voucher, or the event over, or every voucher claimed. */
export function VoucherEventView({ page: loaderData }: { page: VoucherEventState }) {
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
  const expires = claim.detail.expires_at
    ? formatLongDate(todayInJakarta(new Date(claim.detail.expires_at)), lang)
    : "";
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
        <p
          className="mt-1 break-all font-mono text-2xl font-bold tracking-wider select-all sm:text-3xl"
          data-voucher-code=""
        >
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
