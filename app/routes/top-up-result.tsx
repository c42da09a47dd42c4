// /top-up/result?order_id= (the gateway's finish URL): one top-up's status with its expected time,
// the PLN token (grouped by 4, copy button) or serial number. While it is still moving the page
// refreshes itself every 5 s (a meta refresh: no JavaScript needed). A declined payment and an
// expired one read apart (their own status words). An unknown order, or another account's, says
// the seed's "Top up tidak ditemukan" here (404) with the ways on, instead of a silent redirect.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import { TopUpStatusBadge } from "#app/components/top-up/status-badge.tsx";
import { TokenCopy } from "#app/components/top-up/token-copy.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import { formatMoney } from "#core/money.ts";
import { isTopUpActive } from "#core/rules/top-up.ts";
import type { Route } from "./+types/top-up-result";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { keepOffline } from "#app/lib/offline.server.ts";
import { keepUntilAfter } from "#core/offline/protocol.ts";
import { todayInJakarta } from "#core/dates.ts";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";

export const handle = { i18n: ["bookings", "topup"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const refId = new URL(request.url).searchParams.get("order_id")?.trim().slice(0, 60) ?? "";
  const notFound = () => data({ result: null }, { status: 404 });
  if (!refId) return notFound();
  try {
    const result = (await api.topUpResult({ params: { refId } }, apiCall(request, { lang, token: auth.token }))).data;
    // The phone keeps the purchase (its token or serial number) 30 days after it (decision 058).
    const keptAt = Date.now();
    keepOffline(context, keepUntilAfter(todayInJakarta(new Date(result.date))));
    return data({ result, keptAt });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return notFound();
    throw error;
  }
}

function NotFound() {
  const { t } = useTranslation("topup");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <title>{t("result.notFound")}</title>
      <h1 className="mb-2 text-2xl font-bold">{t("result.notFound")}</h1>
      <p className="mb-4 text-neutral-700" data-topup-not-found>
        {t("result.notFoundText")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/top-up/credits" className="btn-primary">
          {t("result.store")}
        </Link>
        <Link to="/my-booking?tab=topup" className="btn-secondary">
          {t("result.history")}
        </Link>
      </div>
    </main>
  );
}

export default function TopUpResultPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["topup", "bookings"]);
  const lang = useLang();
  const r = loaderData.result;
  if (!r) return <NotFound />;
  const moving = isTopUpActive(r.status);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <title>{t("result.title")}</title>
      {moving ? <meta httpEquiv="refresh" content="5" /> : null}
      {"keptAt" in loaderData ? (
        <OfflineNotice keptAt={loaderData.keptAt} label={`${t("result.title")} · ${r.ref_id}`} />
      ) : null}
      <h1 className="mb-4 text-2xl font-bold">{t("result.title")}</h1>
      <section className="grid gap-3 rounded-2xl border border-neutral-200 p-4" data-topup-status={r.status}>
        <p>
          <TopUpStatusBadge status={r.status} />
        </p>
        <p className="text-sm text-neutral-600">{t(`expected.${r.status}`)}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t("result.refId")}</dt>
          {/* One token: never broken across lines (it fits 360 px whole). */}
          <dd className="min-w-0 font-mono whitespace-nowrap" data-ref-id>
            {r.ref_id}
          </dd>
          <dt className="font-semibold">{t(`tabs.${r.type}`)}</dt>
          <dd>{r.product_name}</dd>
          <dt className="font-semibold">{t("result.destination")}</dt>
          <dd className="min-w-0 break-words">
            {r.destination}
            {r.provider ? ` (${r.provider})` : ""}
          </dd>
          <dt className="font-semibold">{t("result.total")}</dt>
          <dd>{formatMoney(r.total, lang)}</dd>
        </dl>
        {r.pln_token ? (
          <div>
            <h2 className="mb-1 text-sm font-semibold">{t("result.token")}</h2>
            <TokenCopy token={r.pln_token} />
          </div>
        ) : r.serial_number ? (
          <p className="text-sm">
            {t("result.serial")}: <span className="font-mono">{r.serial_number}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {r.payment_url ? (
            <a href={r.payment_url} className="btn-primary">
              {t("result.pay")}
            </a>
          ) : null}
          {moving ? (
            <Link to={`/top-up/result?order_id=${encodeURIComponent(r.ref_id)}`} className="btn-secondary">
              {t("result.refresh")}
            </Link>
          ) : null}
          <Link to={`/top-up/credits?type=${r.type}`} className="btn-secondary">
            {t("result.again")}
          </Link>
          <Link to="/my-booking?tab=topup" className="btn-secondary">
            {t("result.history")}
          </Link>
        </div>
      </section>
    </main>
  );
}
