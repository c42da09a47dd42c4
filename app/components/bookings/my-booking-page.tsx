// /my-booking's page (tabs, cards): its own chunk with the bookings, top-up and account catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { PayNowLink, StatusBadge } from "#app/components/bookings/booking-parts.tsx";
import type { DailyItem, LongStayItem, TopUpHistory } from "#app/components/bookings/booking-types.ts";
import { isTopUpStatus, TOP_UP_TYPES } from "#core/rules/top-up.ts";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { TabStrip } from "#app/components/ui/tab-strip.tsx";
import { TokenCopy } from "#app/components/top-up/token-copy.tsx";
import { TopUpStatusBadge } from "#app/components/top-up/status-badge.tsx";
import { LongStayStateBadge, useLongStayLength } from "#app/components/bookings/long-stay-parts.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { dailySection, longStaySection } from "#core/booking-status.ts";
import { formatLongDate, formatShortDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";
import type { Route } from "../../routes/+types/my-booking";
import { MY_BOOKING_TABS as TABS } from "./my-booking-tabs.ts";

type MyBookingPageProps = Pick<Route.ComponentProps, "loaderData">;

export function MyBookingPage({ loaderData }: MyBookingPageProps) {
  const { t } = useTranslation("bookings");
  const { tab, error } = loaderData;
  return (
    <AccountLayout title={t("myBookings")}>
      {"keptAt" in loaderData && loaderData.keptAt ? (
        <OfflineNotice keptAt={loaderData.keptAt} label={`${t("myBookings")} · ${t(`tabs.${tab}`)}`} />
      ) : null}
      <TabStrip
        label={t("myBookings")}
        tabs={TABS.map((name) => ({
          key: name,
          to: `/my-booking?tab=${name}`,
          label: t(`tabs.${name}`),
          current: tab === name,
        }))}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error === "nointernet" || error === "loadFailed" ? t(error) : error}
        </p>
      ) : "daily" in loaderData && loaderData.daily ? (
        <DailyTab items={loaderData.daily} />
      ) : "longStays" in loaderData && loaderData.longStays ? (
        <LongStayTab items={loaderData.longStays} />
      ) : "topUps" in loaderData && loaderData.topUps ? (
        <TopUpTab history={loaderData.topUps} />
      ) : null}
    </AccountLayout>
  );
}

function Section({
  id,
  title,
  empty,
  children,
  count,
}: {
  id: string;
  title: string;
  empty: string;
  children: React.ReactNode;
  count: number;
}) {
  return (
    <section aria-labelledby={id} className="mb-8" data-section={id}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {count === 0 ? (
        <p className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-600">{empty}</p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
    </section>
  );
}

/** The seed's two lists (active, then history), or one empty text when there is nothing at all. */
function ActiveAndHistory<T>({
  items,
  emptyText,
  isActive,
  render,
}: {
  items: T[];
  emptyText: string;
  isActive: (item: T) => boolean;
  render: (item: T) => React.ReactNode;
}) {
  const { t } = useTranslation("bookings");
  if (items.length === 0) return <p className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-600">{emptyText}</p>;
  const active = items.filter(isActive);
  const history = items.filter((item) => !isActive(item));
  return (
    <>
      <Section id="active" title={t("active")} empty={t("noactbook")} count={active.length}>
        {active.map(render)}
      </Section>
      <Section id="history" title={t("history")} empty={t("nobookhist")} count={history.length}>
        {history.map(render)}
      </Section>
    </>
  );
}

function DailyTab({ items }: { items: DailyItem[] }) {
  const { t } = useTranslation("bookings");
  return (
    <ActiveAndHistory
      items={items}
      emptyText={t("nobookfound")}
      isActive={(b) => dailySection(b) === "active"}
      render={(b) => <DailyCard key={b.reservationId} booking={b} />}
    />
  );
}

function DailyCard({ booking: b }: { booking: DailyItem }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  return (
    <li className="flex gap-3 rounded-xl border border-neutral-200 p-3" data-booking={b.order_id}>
      {b.image ? (
        <StoredImage
          src={b.image}
          width={96}
          height={72}
          alt=""
          loading="lazy"
          decoding="auto"
          className="h-18 w-24 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">{b.villaName}</p>
          <StatusBadge booking={b} />
        </div>
        <p className="text-sm text-neutral-600">{b.villaCity}</p>
        <p className="mt-1 text-sm">
          {formatShortDate(b.checkIn, lang)} – {formatShortDate(b.checkOut, lang)} · {t("nights", { count: b.nights })}
        </p>
        <CardFooter
          orderId={b.order_id}
          total={b.total}
          detailHref={`/detail-booking?id=${b.reservationId}`}
          payUrl={b.payment_url}
        />
      </div>
    </li>
  );
}

function LongStayTab({ items }: { items: LongStayItem[] }) {
  const { t } = useTranslation("bookings");
  return (
    <ActiveAndHistory
      items={items}
      emptyText={t("hotelNotFound")}
      isActive={(b) => longStaySection(b.transaction.status) === "active"}
      render={(b) => <LongStayCard key={b.id} booking={b} />}
    />
  );
}

function LongStayCard({ booking: b }: { booking: LongStayItem }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const length = useLongStayLength();
  return (
    <li className="rounded-xl border border-neutral-200 p-3" data-booking={b.order_id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{b.property_name}</p>
        <LongStayStateBadge state={b.state} dueBy={b.balance?.due_by} />
      </div>
      <p className="text-sm text-neutral-600">
        {b.room_name} · {t(`longStayType.${b.reservation_type}`, { defaultValue: b.reservation_type })} ·{" "}
        {length(b.reservation_type, b.duration)}
      </p>
      <p className="mt-1 text-sm">
        {formatLongDate(b.check_in, lang)} – {formatLongDate(b.check_out, lang)}
      </p>
      <CardFooter
        orderId={b.order_id}
        total={b.total_full}
        detailHref={`/detail-booking?id=${b.id}&isMonthly=true`}
        payUrl={b.payment_url}
      />
    </li>
  );
}

function TopUpTab({ history }: { history: TopUpHistory }) {
  const { t } = useTranslation(["bookings", "topup"]);
  const lang = useLang();
  const total = TOP_UP_TYPES.reduce((n, k) => n + (history[k]?.length ?? 0), 0);
  if (total === 0) return <p className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-600">{t("notopup")}</p>;
  return (
    <>
      {TOP_UP_TYPES.filter((k) => history[k]?.length).map((k) => (
        <section key={k} aria-labelledby={`topup-${k}`} className="mb-6">
          <h2 id={`topup-${k}`} className="mb-2 text-lg font-bold">
            {t(`topUpType.${k}`)}
          </h2>
          <ul className="grid gap-2">
            {history[k].map((x) => (
              <li
                key={x.id}
                className="rounded-xl border border-neutral-200 p-3 text-sm"
                data-topup={x.ref_id}
                data-topup-status={x.status}
              >
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{x.product_name}</span>
                  <TopUpStatusBadge status={x.status} />
                </div>
                {isTopUpStatus(x.status) ? (
                  <p className="text-xs text-neutral-600">{t(`topup:expected.${x.status}`)}</p>
                ) : null}
                <p className="text-neutral-600">
                  {t("refId")}: <span className="font-mono">{x.ref_id}</span> ·{" "}
                  {formatShortDate(String(x.date).slice(0, 10), lang)}
                </p>
                {x.phone_number || x.pln_number ? (
                  <p>
                    {t("number")}: {x.phone_number ?? x.pln_number}
                    {x.provider ? ` (${x.provider})` : ""}
                  </p>
                ) : null}
                {x.pln_token ? (
                  <div className="mt-1">
                    <p className="text-xs font-semibold text-neutral-600">{t("token")}</p>
                    <TokenCopy token={x.pln_token} size="sm" />
                  </div>
                ) : x.serial_number ? (
                  <p>
                    {t("topup:result.serial")}: <span className="font-mono break-all">{x.serial_number}</span>
                  </p>
                ) : null}
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{formatMoney(x.total, lang)}</span>
                  <Link
                    to={`/top-up/result?order_id=${encodeURIComponent(x.ref_id)}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline"
                  >
                    {t("viewDetail")} <span className="sr-only">{x.ref_id}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A booking card's order id, amount, its detail link and 'Pay now' while its payment is open. */
function CardFooter({
  orderId,
  total,
  detailHref,
  payUrl,
}: {
  orderId: string;
  total: number;
  detailHref: string;
  payUrl: string | null;
}) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  return (
    <>
      <p className="text-sm text-neutral-600">
        {t("orderId")}: <span className="font-mono">{orderId}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{formatMoney(total, lang)}</span>
        <span className="flex flex-wrap items-center gap-3">
          <Link to={detailHref} className="inline-block py-1 text-sm font-semibold text-brand-dark hover:underline">
            {t("viewDetail")} <span className="sr-only">{orderId}</span>
          </Link>
          {payUrl ? <PayNowLink url={payUrl} orderId={orderId} className="btn-primary px-3 py-1.5 text-sm" /> : null}
        </span>
      </div>
    </>
  );
}
