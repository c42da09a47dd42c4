// The account's bookings on /v1 (seed 001 section 7), the voucher PDF and the reservation check.
//   GET /list-mybooking?user_Id                      bearer; another user's id → 403
//   GET /detail-mybooking?reservationId&userId[&isMonthly=true]
//                                                    bearer; a booking not the caller's → 404
//   GET /stay-monthly/my-booking-list/:id            bearer; :id is the user id or email
//   GET /top-up/mine/:userId                         bearer; another user's id → 403
//   GET /download?order_id[&email]                   the owner's bearer, or (a booking made
//                                                    without an account) the email that made it
//   GET /reservations/:orderId/:email                reservation check, rate limited per IP
// Nobody learns whether someone else's booking exists: a booking that is not the caller's
// answers exactly what a missing one answers (404, the same message).
import { Router, type Request, type Response } from "express";
import { and, desc, eq, sql } from "drizzle-orm";
import { bookings as contract, TOP_UP_TYPES, type AnswerOf, type DailyItem, type TopUpHistory, type TopUpItem } from "#core/contract/index.ts";
import { longStayBalanceDueDate, longStayBalanceOwed } from "#core/long-stay.ts";
import type { UserRow } from "../auth/user-view.ts";
import { queryRows, type Db } from "../db/client.ts";
import { longStayReservations, rooms, properties, topUpProducts, topUpTransactions, topUpProviders } from "../db/schema.ts";
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
import { PAID_STATUSES } from "../payments/state.ts";
import { reservationReceipt } from "../reservations/receipt.ts";
import { canDownloadVoucher, cityLabel, dailyDetailView, loadBooking, paymentStatusOf, resumablePaymentUrl, type FullBooking } from "./load.ts";
import { bookingText } from "./text.ts";

export interface BookingRoutesOptions {
  /** Reservation checks per IP per 15 minutes (default 10). */
  checkLimit?: number;
  /** Voucher downloads by order id and email (no account) per IP per 15 minutes (default 20). */
  guestDownloadLimit?: number;
}

const WINDOW = 15 * 60;

const notFound = (lang: Lang) => new ApiError(404, bookingText(lang, "api.bookingNotFound"), { code: "not_found" });
const userOf = (res: Response) => (res.locals as { user?: UserRow }).user;

export function bookingRoutes(db: Db, options: BookingRoutesOptions = {}): Router {
  const router = Router();
  const auth = requireUser(db);

  router.get(
    "/list-mybooking",
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
              { status: Number(r.status), statusText: (r.status_text as string | null) ?? null, paymentOption: Number(r.payment_option) },
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
    "/detail-mybooking",
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
    "/stay-monthly/my-booking-list/:id",
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
    "/top-up/mine/:userId",
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

  router.get(
    "/download",
    optionalUser(db),
    // Guests (order id + email) are rate limited like the reservation check; owners are not.
    rateLimit({
      db,
      name: "voucher-guest-ip",
      limit: options.guestDownloadLimit ?? 20,
      windowSeconds: WINDOW,
      key: (req) => (req.get("authorization") ? undefined : clientIp(req)),
    }),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { order_id, email } = parseInput(contract.voucherPdf.query, req.query, lang);
      const user = userOf(res);
      const booking = await loadBooking(db, { orderId: order_id });
      if (!booking) {
        const pdf = await longStayVoucher(db, order_id, user, email);
        if (pdf === "not_found") throw notFound(lang);
        if (pdf === "not_paid") throw new ApiError(409, bookingText(lang, "api.voucherNotAvailable"), { code: "voucher_not_available" });
        res.setHeader("Cache-Control", "private, no-store");
        res.json({ status: "success", data: pdf } satisfies AnswerOf<typeof contract.voucherPdf>);
        return;
      }
      if (!mayDownload(booking, user, email)) throw notFound(lang);
      if (!canDownloadVoucher(booking.reservation)) throw new ApiError(409, bookingText(lang, "api.voucherNotAvailable"), { code: "voucher_not_available" });
      const pdf = await renderVoucherPdf(reservationReceipt(booking));
      res.setHeader("Cache-Control", "private, no-store");
      res.json({ status: "success", data: { base64: pdf.toString("base64"), pdfName: voucherFileName(booking.reservation.orderId) } } satisfies AnswerOf<
        typeof contract.voucherPdf
      >);
    }),
  );

  router.get(
    "/reservations/:orderId/:email",
    rateLimit({ db, name: "reservation-check-ip", limit: options.checkLimit ?? 10, windowSeconds: WINDOW, key: clientIp }),
    handle(async (req, res) => checkReservation(db, req, res)),
  );

  return router;
}

/** A paid long stay's voucher for its owner (bearer), or for the email of one made without an account. */
async function longStayVoucher(db: Db, orderId: string, user: UserRow | undefined, email: string | undefined) {
  const [stay] = await db.select().from(longStayReservations).where(eq(longStayReservations.orderId, orderId));
  if (!stay) return "not_found" as const;
  const mine = user ? stay.userId === user.id : stay.userId === null && email !== undefined && email === stay.email.toLowerCase();
  if (!mine) return "not_found" as const;
  if (stay.status !== "Settlement" && stay.status !== "Check-Out") return "not_paid" as const;
  const receipt = await longStayPurchase.receipt(db, stay.id);
  if (!receipt) return "not_found" as const;
  return { base64: (await renderVoucherPdf(receipt)).toString("base64"), pdfName: voucherFileName(stay.orderId) };
}

/** The owner (bearer), or a booking made without an account and the email that made it. */
function mayDownload(b: FullBooking, user: UserRow | undefined, email: string | undefined): boolean {
  const r = b.reservation;
  if (user && r.userId === user.id) return true;
  if (r.userId === null && email && email === r.guestEmail.toLowerCase()) return true;
  return false;
}

async function checkReservation(db: Db, req: Request, res: Response) {
  const lang = locals(res).lang;
  const { orderId, email } = parseInput(contract.check.params, req.params, lang);
  const booking = await loadBooking(db, { orderId });
  if (!booking || booking.reservation.guestEmail.toLowerCase() !== email) {
    throw new ApiError(404, bookingText(lang, "api.reservationNotFound"), { code: "not_found" });
  }
  const r = booking.reservation;
  res.json({
    status: "success",
    data: {
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
    },
  } satisfies AnswerOf<typeof contract.check>);
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
async function longStaysOf(db: Db, user: UserRow, extra?: ReturnType<typeof eq>) {
  const mine = sql`(${longStayReservations.userId} = ${user.id} or lower(${longStayReservations.email}) = ${user.email.toLowerCase()})`;
  const rows = await db
    .select({ l: longStayReservations, propertyName: properties.name, roomName: rooms.name })
    .from(longStayReservations)
    .innerJoin(properties, eq(properties.id, longStayReservations.propertyId))
    .innerJoin(rooms, eq(rooms.id, longStayReservations.roomId))
    .where(extra ? and(mine, extra) : mine)
    .orderBy(desc(longStayReservations.createdAt), desc(longStayReservations.id))
    .limit(200);
  const payments = await longStayPayments(
    db,
    rows.map((row) => row.l.id),
  );
  return rows.map(({ l, propertyName, roomName }) => {
    const mine = payments.get(l.id) ?? { paid: 0, openUrl: null };
    const owed = longStayBalanceOwed({ status: l.status, paymentOption: l.paymentOption, totalFull: l.totalFull, paid: mine.paid });
    return {
      id: l.id,
      name: l.name,
      email: l.email,
      check_in: l.checkIn,
      check_out: l.checkOut,
      duration: l.duration,
      country_code: l.countryCode,
      phone: l.phone,
      order_id: l.orderId,
      property_name: propertyName,
      room_name: roomName,
      total_guest: l.totalGuest,
      special_request: l.specialRequest,
      reservation_type: l.reservationType,
      sub_total: l.subTotal,
      dp: l.dp,
      dp_percent: l.dpPercent,
      // What the guest pays: everything with Transfer Full, the down payment part with Transfer.
      total: l.paymentOption === "Transfer Full" ? l.totalFull : l.total,
      payment_option: l.paymentOption,
      paid: mine.paid,
      balance: owed > 0 ? { amount: owed, due_by: longStayBalanceDueDate(l.checkIn) } : null,
      payment_url: mine.openUrl,
      transaction: { status: l.status },
    };
  });
}

/** Per long stay: what its payments have paid, and the page of an open payment that has not expired. */
async function longStayPayments(db: Db, stayIds: number[], now = new Date()): Promise<Map<number, { paid: number; openUrl: string | null }>> {
  const byStay = new Map<number, { paid: number; openUrl: string | null }>();
  if (stayIds.length === 0) return byStay;
  const rows = await queryRows<{ subject_id: number; gross_amount: number; transaction_status: string; redirect_url: string | null; expires_at: string | Date | null }>(
    db,
    sql`select subject_id, gross_amount, transaction_status, redirect_url, expires_at from payments
        where subject_type = 'long_stay' and subject_id in (${sql.join(
          stayIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
  for (const row of rows) {
    const stay = byStay.get(Number(row.subject_id)) ?? { paid: 0, openUrl: null };
    if (PAID_STATUSES.has(row.transaction_status)) stay.paid += Number(row.gross_amount);
    const open = row.transaction_status === "pending" && row.redirect_url && row.expires_at && new Date(row.expires_at).getTime() > now.getTime();
    if (open) stay.openUrl = row.redirect_url;
    byStay.set(Number(row.subject_id), stay);
  }
  return byStay;
}
