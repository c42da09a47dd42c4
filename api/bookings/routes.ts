// The account's bookings on /v1 (seed 001 section 7), the voucher PDF and the reservation check.
//   GET /list-mybooking?user_Id                      bearer; another user's id → 403
//   GET /detail-mybooking?reservationId&userId[&isMonthly=true]
//                                                    bearer; a booking not the caller's → 404
//   GET /stay-monthly/my-booking-list/:id            bearer; :id is the user id or email
//   GET /top-up/mine/:userId                         bearer; another user's id → 403
//   GET /download?order_id[&email]                   the owner's bearer, or (a booking made
//                                                    without an account) the email that made it
//   GET /calendar?order_id[&email]                   the stay as an .ics file, with the voucher's access
//   GET /reservations/:orderId/:email                reservation check, rate limited per IP
// Nobody learns whether someone else's booking exists: a booking that is not the caller's
// answers exactly what a missing one answers (404, the same message).
import { Router, type Request, type Response } from "express";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  bookings as contract,
  TOP_UP_TYPES,
  type AnswerOf,
  type DailyItem,
  type PaymentRelation,
  type ReservationSummary,
  type TopUpHistory,
  type TopUpItem,
} from "#core/contract/index.ts";
import { nightsBetween } from "#core/dates.ts";
import type { UserRow } from "../auth/user-view.ts";
import { queryRows, type Db } from "../db/client.ts";
import { longStayReservations, topUpProducts, topUpTransactions, topUpProviders } from "../db/schema.ts";
import { requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { parseInput } from "../http/validate.ts";
import { optionalUser } from "../reservations/optional-user.ts";
import { renderVoucherPdf, voucherFileName } from "../pdf/voucher.ts";
import { longStayPurchase } from "../long-stays/purchase.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { findOrder } from "../payments/order-lookup.ts";
import { reservationReceipt } from "../reservations/receipt.ts";
import {
  canDownloadVoucher,
  cityLabel,
  dailyDetailView,
  loadBooking,
  paymentStatusOf,
  resumablePaymentUrl,
  type FullBooking,
} from "./load.ts";
import { longStayItem, longStayItems } from "./long-stay-items.ts";
import { bookingText } from "./text.ts";
import { receiptCalendar } from "./calendar.ts";
import { publicUrl } from "./mails.ts";
import type { Receipt } from "../payments/receipt.ts";

export interface BookingRoutesOptions {
  /** Reservation checks per IP per 15 minutes (default 10). */
  checkLimit?: number;
  /** Voucher downloads by order id and email (no account) per IP per 15 minutes (default 20). */
  guestDownloadLimit?: number;
}

const WINDOW = 15 * 60;

const notFound = (lang: Lang) => new ApiError(404, bookingText(lang, "api.bookingNotFound"), { code: "not_found" });
const userOf = (res: Response) => (res.locals as { user?: UserRow }).user;

export function bookingRoutes(db: Db, kinds: PurchaseKinds, options: BookingRoutesOptions = {}): Router {
  const router = Router();
  const auth = requireUser(db);

  router.get(
    contract.daily.path,
    auth,
    requireSameUser((req) => req.query.user_Id ?? req.query.userId),
    handle(async (req, res) => {
      parseInput(contract.daily.query, req.query, locals(res).lang);
      const user = userOf(res)!;
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select r.id, r.order_id, r.status, r.status_text, r.status_pay, to_char(r.arrival, 'YYYY-MM-DD') as arrival,
                   to_char(r.departure, 'YYYY-MM-DD') as departure, r.nights, r.total, r.guest_count, r.created_at,
                   p.id as property_id, p.name as property_name, c.nama_kota, pay.transaction_status,
                   r.payment_option, pay.redirect_url, pay.expires_at as payment_expires_at,
                   (select file from property_images pi where pi.property_id = p.id order by pi.sort, pi.id limit 1) as image
            from reservations r
            join properties p on p.id = r.property_id
            join cities c on c.id = p.city_id
            left join payments pay on pay.id = (select max(p2.id) from payments p2 where p2.subject_type = 'reservation' and p2.subject_id = r.id)
            where r.user_id = ${user.id}
            order by r.created_at desc, r.id desc
            limit 200`,
      );
      res.json({
        status: "success",
        data: rows.map(
          (r): DailyItem => ({
            reservationId: Number(r.id),
            order_id: String(r.order_id),
            villaId: Number(r.property_id),
            villaName: String(r.property_name),
            villaCity: cityLabel(String(r.nama_kota)),
            status: Number(r.status),
            statusText: String(r.status_text ?? ""),
            statusPay: Number(r.status_pay),
            paymentStatus: paymentStatusOf(r.transaction_status as string | null),
            checkIn: String(r.arrival),
            checkOut: String(r.departure),
            nights: Number(r.nights),
            totalGuest: Number(r.guest_count),
            total: Number(r.total),
            image: r.image ? imageUrl("hotel", String(r.image)) : null,
            created_at: r.created_at as string | Date,
            payment_url: resumablePaymentUrl(
              {
                status: Number(r.status),
                statusText: (r.status_text as string | null) ?? null,
                paymentOption: Number(r.payment_option),
              },
              {
                transactionStatus: (r.transaction_status as string | null) ?? null,
                redirectUrl: (r.redirect_url as string | null) ?? null,
                expiresAt: (r.payment_expires_at as Date | string | null) ?? null,
              },
            ),
          }),
        ),
      } satisfies AnswerOf<typeof contract.daily>);
    }),
  );

  router.get(
    contract.detail.path,
    auth,
    requireSameUser((req) => req.query.userId ?? req.query.user_Id),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const user = userOf(res)!;
      const { reservationId, isMonthly } = parseInput(contract.detail.query, req.query, lang);
      if (isMonthly) {
        const [row] = await longStaysOf(db, user, eq(longStayReservations.id, reservationId));
        if (!row) throw notFound(lang);
        res.json({ status: "success", data: row } satisfies AnswerOf<typeof contract.detail>);
        return;
      }
      const booking = await loadBooking(db, { id: reservationId });
      if (!booking || booking.reservation.userId !== user.id) throw notFound(lang);
      res.json({ status: "success", data: dailyDetailView(booking) } satisfies AnswerOf<typeof contract.detail>);
    }),
  );

  router.get(
    contract.longStays.path,
    auth,
    handle(async (req, res) => {
      const user = userOf(res)!;
      const given = parseInput(contract.longStays.params, req.params, locals(res).lang).id.trim();
      // The seed's page passes the email; a user id works too. Either must be the caller's.
      const mine = given.includes("@") ? given.toLowerCase() === user.email.toLowerCase() : given === String(user.id);
      if (!mine) throw new ApiError(403, bookingText(locals(res).lang, "api.bookingNotFound"), { code: "forbidden" });
      res.json({ status: "success", data: await longStaysOf(db, user) } satisfies AnswerOf<typeof contract.longStays>);
    }),
  );

  router.get(
    contract.topUps.path,
    auth,
    requireSameUser((req) => req.params.userId),
    handle(async (_req, res) => {
      const user = userOf(res)!;
      const rows = await db
        .select({ t: topUpTransactions, productName: topUpProducts.productName, provider: topUpProviders.providerName })
        .from(topUpTransactions)
        .innerJoin(topUpProducts, eq(topUpProducts.id, topUpTransactions.productId))
        .leftJoin(topUpProviders, eq(topUpProviders.id, topUpProducts.providerId))
        .where(eq(topUpTransactions.userId, user.id))
        .orderBy(desc(topUpTransactions.createdAt), desc(topUpTransactions.id))
        .limit(500);
      const data = Object.fromEntries(TOP_UP_TYPES.map((k) => [k, []])) as unknown as TopUpHistory;
      for (const { t, productName, provider } of rows) {
        const list: TopUpItem[] | undefined = data[t.category as (typeof TOP_UP_TYPES)[number]];
        if (!list) continue;
        list.push({
          id: t.id,
          ref_id: t.refId,
          date: t.createdAt,
          product_name: productName,
          phone_number: t.phoneNumber,
          provider: provider ?? null,
          pln_number: t.plnNumber,
          pln_token: t.plnToken,
          serial_number: t.serialNumber,
          admin_fee: t.adminFee,
          status: t.status,
          total: t.total,
        });
      }
      res.json({ status: "success", data } satisfies AnswerOf<typeof contract.topUps>);
    }),
  );

  // Guests (order id + email) are rate limited like the reservation check; owners are not.
  const guestLimit = (name: string) =>
    rateLimit({
      db,
      name,
      limit: options.guestDownloadLimit ?? 20,
      windowSeconds: WINDOW,
      key: (req) => (req.get("authorization") ? undefined : clientIp(req)),
    });

  /** The booking the voucher and calendar downloads ask for (`order_id`, and `email` for a guest). */
  const receiptAsked = async (req: Request, res: Response) => {
    const lang = locals(res).lang;
    // Both take the same query (the contract's ownedOrderQuery).
    const { order_id, email } = parseInput(contract.voucherPdf.query, req.query, lang);
    return { lang, receipt: await voucherReceipt(db, order_id, userOf(res), email, lang) };
  };

  router.get(
    contract.voucherPdf.path,
    optionalUser(db),
    guestLimit("voucher-guest-ip"),
    handle(async (req, res) => {
      const { receipt } = await receiptAsked(req, res);
      res.setHeader("Cache-Control", "private, no-store");
      res.json({
        status: "success",
        data: {
          base64: (await renderVoucherPdf(receipt)).toString("base64"),
          pdfName: voucherFileName(receipt.orderId),
        },
      } satisfies AnswerOf<typeof contract.voucherPdf>);
    }),
  );

  router.get(
    contract.calendar.path,
    optionalUser(db),
    guestLimit("calendar-guest-ip"),
    handle(async (req, res) => {
      const { lang, receipt } = await receiptAsked(req, res);
      const file = receiptCalendar(receipt, lang, publicUrl());
      if (!file) throw notFound(lang);
      res.setHeader("Cache-Control", "private, no-store");
      res.json({ status: "success", data: file } satisfies AnswerOf<typeof contract.calendar>);
    }),
  );

  router.get(
    contract.check.path,
    rateLimit({
      db,
      name: "reservation-check-ip",
      limit: options.checkLimit ?? 10,
      windowSeconds: WINDOW,
      key: clientIp,
    }),
    handle(async (req, res) => checkReservation(db, kinds, req, res)),
  );

  return router;
}

/**
 * The receipt of a booking whose voucher (and calendar file) the caller may have: its owner
 * (bearer), or the email of one made without an account; paid (or confirmed) only. Anything else
 * throws what the voucher has always answered: 404 (not found or not the caller's), 409 (not yet).
 */
async function voucherReceipt(
  db: Db,
  orderId: string,
  user: UserRow | undefined,
  email: string | undefined,
  lang: Lang,
): Promise<Receipt> {
  const notPaid = () =>
    new ApiError(409, bookingText(lang, "api.voucherNotAvailable"), { code: "voucher_not_available" });
  const booking = await loadBooking(db, { orderId });
  if (booking) {
    if (!mayDownload(booking, user, email)) throw notFound(lang);
    if (!canDownloadVoucher(booking.reservation)) throw notPaid();
    return reservationReceipt(booking);
  }
  const [stay] = await db.select().from(longStayReservations).where(eq(longStayReservations.orderId, orderId));
  const mine =
    stay &&
    (user
      ? stay.userId === user.id
      : stay.userId === null && email !== undefined && email === stay.email.toLowerCase());
  if (!stay || !mine) throw notFound(lang);
  if (stay.status !== "Settlement" && stay.status !== "Check-Out" && !stay.cancelledAt) throw notPaid();
  const receipt = await longStayPurchase.receipt(db, stay.id);
  if (!receipt) throw notFound(lang);
  return receipt;
}

/** The owner (bearer), or a booking made without an account and the email that made it. */
function mayDownload(b: FullBooking, user: UserRow | undefined, email: string | undefined): boolean {
  const r = b.reservation;
  if (user && r.userId === user.id) return true;
  if (r.userId === null && email && email === r.guestEmail.toLowerCase()) return true;
  return false;
}

async function checkReservation(db: Db, kinds: PurchaseKinds, req: Request, res: Response) {
  const lang = locals(res).lang;
  const { orderId, email } = parseInput(contract.check.params, req.params, lang);
  // Any booking a guest can make, found by any of its order ids (a long stay's balance too).
  const found = await findOrder(db, kinds, orderId);
  const summary =
    found?.kind === "reservation"
      ? await nightlySummary(db, found.id, email)
      : found?.kind === "long_stay"
        ? await longStaySummary(db, found.id, email)
        : undefined;
  if (!summary) throw new ApiError(404, bookingText(lang, "api.reservationNotFound"), { code: "not_found" });
  res.json({ status: "success", data: summary } satisfies AnswerOf<typeof contract.check>);
}

async function nightlySummary(db: Db, id: number, email: string): Promise<ReservationSummary | undefined> {
  const booking = await loadBooking(db, { id });
  if (!booking || booking.reservation.guestEmail.toLowerCase() !== email) return undefined;
  const r = booking.reservation;
  return {
    kind: "reservation",
    order_id: r.orderId,
    email: r.guestEmail,
    name: r.guestName,
    phone: r.guestPhone,
    hotelName: booking.property.name,
    arrival: r.arrival,
    departure: r.departure,
    nights: r.nights,
    total: r.total,
    status: r.status,
    statusPay: r.statusPay,
    // The booking was made without an account: its voucher opens with order id and email.
    guest_booking: r.userId === null,
    voucher_download: canDownloadVoucher(r),
    Transaction: { payment_relation: paymentRelation(booking) },
    long_stay: null,
  };
}

/** A long stay's summary: its state and its whole bill; the seed's nightly status fields stay neutral. */
async function longStaySummary(db: Db, id: number, email: string): Promise<ReservationSummary | undefined> {
  const stay = await longStayItem(db, id);
  if (!stay || stay.email.toLowerCase() !== email) return undefined;
  const [owner] = await db
    .select({ userId: longStayReservations.userId })
    .from(longStayReservations)
    .where(eq(longStayReservations.id, id));
  const relation: Record<string, PaymentRelation> = {
    Pending: { status: "Waiting" },
    Settlement: { status: "Settlement" },
    "Check-Out": { status: "Checked-Out" },
  };
  return {
    kind: "long_stay",
    order_id: stay.order_id,
    email: stay.email,
    name: stay.name,
    phone: `${stay.country_code}-${stay.phone}`,
    hotelName: stay.property_name,
    arrival: stay.check_in,
    departure: stay.check_out,
    nights: nightsBetween(stay.check_in, stay.check_out),
    total: stay.total_full,
    status: 0,
    statusPay: 0,
    guest_booking: owner?.userId === null,
    voucher_download: stay.voucher_download,
    Transaction: { payment_relation: relation[stay.transaction.status] ?? null },
    long_stay: {
      reservation_type: stay.reservation_type,
      duration: stay.duration,
      room_name: stay.room_name,
      state: stay.state,
      bill: stay.bill,
      balance: stay.balance,
      payment_option: stay.payment_option,
      dp_percent: stay.dp_percent,
      promo_name: stay.promo_name,
    },
  };
}

/**
 * The seed's client shows 'Failed' when there is no payment relation and 'Waiting Payment' when its
 * status is 'Waiting'. A failed, denied or expired payment is no payment: null.
 */
function paymentRelation(b: FullBooking): { status: "Waiting" | "Settlement" | "Confirmed" | "Checked-Out" } | null {
  const r = b.reservation;
  if (r.status === 4) return { status: "Checked-Out" };
  const payment = paymentStatusOf(b.payment?.transactionStatus);
  if (!b.payment || payment === "failed" || payment === "expired" || r.status === 3 || r.status === 6) return null;
  if (payment === "settlement") return { status: "Settlement" };
  if (r.statusPay === 1) return { status: "Confirmed" };
  return { status: "Waiting" };
}

/** The seed's Long-stay booking fields, for the user (by account, or made with the account's email). */
function longStaysOf(db: Db, user: UserRow, extra?: SQL) {
  const mine = sql`(${longStayReservations.userId} = ${user.id} or lower(${longStayReservations.email}) = ${user.email.toLowerCase()})`;
  return longStayItems(db, extra ? and(mine, extra)! : mine);
}
