// /detail-booking's page (a booking's detail, its voucher, the balance payment): its own chunk with the bookings and account catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { BackLink } from "#app/components/ui/back-link.tsx";
import {
  CancelBookingLink,
  PayNowLink,
  ProgressTrio,
  StatusBadge,
  VoucherDownload,
} from "#app/components/bookings/booking-parts.tsx";
import { LongStayBill, LongStayStateBadge, useLongStayLength } from "#app/components/bookings/long-stay-parts.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { bookingStatusView, isLongStayActive } from "#core/booking-status.ts";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";
import { BookingTrip } from "#app/components/bookings/booking-trip.tsx";
import type { DailyDetail, LongStayItem } from "#app/components/bookings/booking-types.ts";
import type { Route } from "../../routes/+types/detail-booking";

type DetailBookingPageProps = Pick<Route.ComponentProps, "loaderData">;

export function DetailBookingPage({ loaderData }: DetailBookingPageProps) {
  const { t } = useTranslation("bookings");
  if (loaderData.kind === "notFound") {
    return (
      <AccountLayout title={t("detail.notFound")}>
        <p className="text-neutral-700" data-not-found="">
          {t("detail.notFoundBody")}
        </p>
        <Link to="/my-booking" className="btn-secondary mt-4 inline-block">
          {t("detail.back")}
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t("detail.title")}>
      <OfflineNotice
        keptAt={loaderData.keptAt}
        label={`${loaderData.kind === "daily" ? loaderData.booking.villaName : loaderData.booking.property_name} · ${loaderData.kind === "daily" ? loaderData.booking.noPesanan : loaderData.booking.order_id}`}
      />
      <div className="mb-4">
        <BackLink to={loaderData.kind === "longStay" ? "/my-booking?tab=longstay" : "/my-booking"}>
          {t("detail.back")}
        </BackLink>
      </div>
      {loaderData.kind === "daily" ? (
        <DailyDetailView b={loaderData.booking} />
      ) : (
        <LongStayDetailView b={loaderData.booking} />
      )}
    </AccountLayout>
  );
}

function Row({ label, children, name }: { label: string; children: React.ReactNode; name?: string }) {
  return (
    <div className="grid gap-1 border-b border-neutral-100 py-2 sm:grid-cols-[12rem_1fr]" data-row={name}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** A titled part of the booking, labelled by its heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Money({
  label,
  amount,
  minus,
  strong,
  name,
}: {
  label: string;
  amount: number;
  minus?: boolean;
  strong?: boolean;
  name?: string;
}) {
  const lang = useLang();
  return (
    <div className={`flex justify-between gap-3 py-1 ${strong ? "text-base font-bold" : "text-sm"}`} data-amount={name}>
      <dt>{label}</dt>
      <dd>
        {minus ? "- " : ""}
        {formatMoney(amount, lang)}
      </dd>
    </div>
  );
}

function DailyDetailView({ b }: { b: DailyDetail }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const view = bookingStatusView(b);
  const kredivoPending = b.status === 2 && b.payment_method.startsWith("kredivo") && b.payment_deeplink_url;
  const dates = Object.keys(b.transactionDetails).sort();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6" data-order-id={b.noPesanan}>
      <div className="rounded-xl border border-neutral-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-neutral-600">
            {t("orderId")}: <span className="font-mono font-semibold text-ink">{b.noPesanan}</span>
          </p>
          <StatusBadge booking={b} />
        </div>
        <div className="mt-4">
          <ProgressTrio booking={b} />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {b.payment_url ? <PayNowLink url={b.payment_url} orderId={b.noPesanan} /> : null}
          {kredivoPending ? (
            <a
              href={b.payment_deeplink_url!}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary"
              data-continue-payment=""
            >
              {t("detail.continuePayment")} <span className="sr-only">{t("detail.newTab")}</span>
            </a>
          ) : null}
          {b.voucher_download ? <VoucherDownload orderId={b.noPesanan} /> : null}
          {view.active || b.cancelled_by_guest ? (
            <CancelBookingLink orderId={b.noPesanan} cancelled={b.cancelled_by_guest} />
          ) : null}
          {view.active && view.label === "paid" ? (
            <Link
              to={`/change-booking?order_id=${encodeURIComponent(b.noPesanan)}`}
              className="btn-secondary"
              data-change-link=""
            >
              {t("change.detailLink")}
            </Link>
          ) : null}
        </div>
        {view.voucherDownload ? (
          <div className="mt-4">
            <BookingTrip
              orderId={b.noPesanan}
              property={{ name: b.villaName, address: `${b.address}, ${b.villaCity}`, lat: b.lat, lng: b.long }}
              checkIn={b.checkIn}
              checkOut={b.checkOut}
            />
          </div>
        ) : null}
      </div>

      <DetailSection id="d-property" title={t("detail.property")}>
        <dl>
          <Row label={t("detail.property")} name="property">
            {b.villaName}
            <span className="block text-sm font-normal text-neutral-600">
              {b.address}, {b.villaCity}
            </span>
          </Row>
          <Row label={t("checkIn")} name="checkIn">
            {formatLongDate(b.checkIn, lang)}
          </Row>
          <Row label={t("checkOut")} name="checkOut">
            {formatLongDate(b.checkOut, lang)}
          </Row>
          <Row label={t("duration")}>{t("nights", { count: b.night })}</Row>
          <Row label={t("room")}>{b.room}</Row>
        </dl>
      </DetailSection>

      <DetailSection id="d-guest" title={t("detail.guest")}>
        <dl>
          <Row label={t("detail.guestName")} name="guestName">
            {b.guestName}
          </Row>
          <Row label={t("detail.email")}>{b.email}</Row>
          <Row label={t("detail.phone")}>
            {b.code} {b.phone}
          </Row>
          <Row label={t("detail.totalGuest")}>{b.totalGuest}</Row>
          <Row label={t("detail.hourArrival")}>{b.hour_arrival}</Row>
          {b.specialRequest ? <Row label={t("detail.specialRequest")}>{b.specialRequest}</Row> : null}
        </dl>
      </DetailSection>

      <DetailSection id="d-rooms" title={t("detail.roomsPerDate")}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-left text-neutral-600">
                <th scope="col" className="py-2 pe-3 font-medium">
                  {t("date")}
                </th>
                <th scope="col" className="py-2 pe-3 font-medium">
                  {t("room")}
                </th>
                <th scope="col" className="py-2 pe-3 text-right font-medium">
                  {t("detail.qty")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("detail.price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {dates.flatMap((date) =>
                b.transactionDetails[date]!.map((line) => (
                  <tr key={`${date}-${line.room_id}`} className="border-b border-neutral-100" data-night={date}>
                    <td className="py-2 pe-3">{formatLongDate(date, lang)}</td>
                    <td className="py-2 pe-3">{line.room_name}</td>
                    <td className="py-2 pe-3 text-right">{line.qty}</td>
                    <td className="py-2 text-right">{formatMoney(line.price_rp * line.qty, lang)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </DetailSection>

      <DetailSection id="d-price" title={t("detail.priceDetail")}>
        <dl className="rounded-xl bg-neutral-50 p-4">
          <Money label={t("detail.subTotal")} amount={b.subTotal} name="subTotal" />
          {b.promo_idr > 0 ? (
            <Money label={t("detail.promo", { percent: b.promo_percent })} amount={b.promo_idr} minus name="promo" />
          ) : null}
          {b.voucher_idr > 0 ? (
            <Money label={t("detail.voucher", { code: b.codeVoucher })} amount={b.voucher_idr} minus name="voucher" />
          ) : null}
          {b.referral_idr > 0 ? <Money label={t("detail.referral")} amount={b.referral_idr} minus /> : null}
          {b.referrer_promo_idr > 0 ? (
            <Money label={t("detail.referrerPromo")} amount={b.referrer_promo_idr} minus />
          ) : null}
          {b.point > 0 ? <Money label={t("detail.points")} amount={b.point} minus /> : null}
          <Money label={t("detail.uniqueCode")} amount={b.unique_code} name="uniqueCode" />
          <Money label={t("total")} amount={b.total} strong name="total" />
          {b.statusPay === 2 ? <Money label={t("detail.dp")} amount={b.dp} name="dp" /> : null}
          {view.payableOnArrival !== "none" ? (
            <Money label={t("detail.payableOnArrival")} amount={b.debt} strong name="debt" />
          ) : null}
        </dl>
        <dl className="mt-3">
          <Row label={t("detail.paymentMethod")}>
            {t(`paymentOption.${b.payment_option}`, { defaultValue: b.payment_method })}
          </Row>
          <Row label={t("detail.paymentStatus")} name="paymentStatus">
            {view.label === "payAtProperty"
              ? t("detail.dueOnArrival")
              : t(`paymentStatus.${b.paymentStatus}`, { defaultValue: b.paymentStatus })}
          </Row>
        </dl>
      </DetailSection>
    </div>
  );
}

function LongStayDetailView({ b }: { b: LongStayItem }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const length = useLongStayLength();
  return (
    <div className="grid gap-4 rounded-xl border border-neutral-200 p-4" data-order-id={b.order_id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-600">
          {t("orderId")}: <span className="font-mono font-semibold text-ink">{b.order_id}</span>
        </p>
        <LongStayStateBadge state={b.state} dueBy={b.balance?.due_by} />
      </div>
      <dl>
        <Row label={t("detail.property")}>{b.property_name}</Row>
        <Row label={t("room")}>
          {b.room_name} · {t(`longStayType.${b.reservation_type}`, { defaultValue: b.reservation_type })} ·{" "}
          {length(b.reservation_type, b.duration)}
        </Row>
        <Row label={t("checkIn")}>{formatLongDate(b.check_in, lang)}</Row>
        <Row label={t("checkOut")}>{formatLongDate(b.check_out, lang)}</Row>
        <Row label={t("detail.guestName")}>{b.name}</Row>
        <Row label={t("detail.email")}>{b.email}</Row>
        <Row label={t("detail.phone")}>
          {b.country_code} {b.phone}
        </Row>
        <Row label={t("detail.totalGuest")}>{b.total_guest}</Row>
        {b.special_request ? <Row label={t("detail.specialRequest")}>{b.special_request}</Row> : null}
      </dl>
      <h2 className="text-lg font-bold">{t("longStayBill.label")}</h2>
      <LongStayBill lines={b.bill} dpPercent={b.dp_percent} promoName={b.promo_name} dueBy={b.balance?.due_by} />
      {b.payment_url ? (
        <PayNowLink url={b.payment_url} orderId={b.order_id} />
      ) : b.balance ? (
        <PayBalanceForm stayId={b.id} />
      ) : null}
      {/* The voucher once a payment of the stay is paid (decision 043: a DP stay's says the balance is due). */}
      {b.voucher_download || isLongStayActive(b.state) ? (
        <div className="flex flex-wrap gap-2">
          {b.voucher_download ? <VoucherDownload orderId={b.order_id} /> : null}
          {isLongStayActive(b.state) || b.cancelled_by_guest ? (
            <CancelBookingLink orderId={b.order_id} cancelled={b.cancelled_by_guest} />
          ) : null}
        </div>
      ) : null}
      {b.voucher_download && !b.cancelled_by_guest ? (
        <BookingTrip
          orderId={b.order_id}
          property={{ name: b.property_name }}
          checkIn={b.check_in}
          checkOut={b.check_out}
        />
      ) : null}
    </div>
  );
}

function PayBalanceForm({ stayId }: { stayId: number }) {
  const { t } = useTranslation("bookings");
  const failed = useActionData<Route.ComponentProps["actionData"]>()?.balanceFailed === true;
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="id" value={stayId} />
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t("detail.balanceFailed")}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="pay-balance"
        className="btn-primary justify-self-start"
        disabled={busy}
        data-pay-balance=""
      >
        {t("detail.payBalance")}
      </button>
    </Form>
  );
}
