// /v1 cancellations of nightly bookings and long stays (core/contract/cancellations.ts): the preview, the cancel,
// the mailed link for guests and the bank account of a bank transfer's refund. Who may: the
// booking's owner (bearer), or anyone holding the link mailed to the booking's email (email and
// token). Anything else answers exactly what a missing booking does (404, the same message).
// The cancel itself is cancel.ts (its kinds: nightlyBookings, long-stays' longStayBookings); its
// refunds are carried out here right after it commits.
import { Router, type Request, type RequestHandler, type Response } from "express";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { cancellations as contract, type AnswerOf, type CancellationView } from "#core/contract/index.ts";
import type { UserRow } from "../auth/user-view.ts";
import { cancelPath, isCancelToken } from "../bookings/cancel-token.ts";
import { enqueueCancelLinkMail } from "../bookings/mails.ts";
import { bookingText } from "../bookings/text.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import type { Lang } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { parseInput } from "../http/validate.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { giveBankAccount, performRequestedRefunds } from "../payments/refund.ts";
import { longStayBookings } from "../long-stays/cancel.ts";
import {
  cancelBooking,
  nightlyBookings,
  readCancellation,
  type CancellationState,
  type CancelSubject,
} from "./cancel.ts";
import { optionalUser } from "./optional-user.ts";

export interface CancelRoutesOptions {
  gateway: PaymentGateway;
  /** Cancellation links one IP may ask for per 15 minutes (default 5). */
  linkLimit?: number;
}

export interface Booking {
  subject: CancelSubject;
  id: number;
  orderId: string;
  userId: number | null;
  email: string;
  propertyName: string;
  arrival: string;
  departure: string;
  nights: number;
  lang: string;
}

export const notFound = (lang: Lang) =>
  new ApiError(404, bookingText(lang, "api.bookingNotFound"), { code: "not_found" });

/** The nightly booking or the long stay the order id names. */
async function findBooking(db: Db, orderId: string): Promise<Booking | undefined> {
  const [nightly] = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.order_id, r.user_id, r.guest_email as email, p.name as property_name, to_char(r.arrival, 'YYYY-MM-DD') as arrival,
               to_char(r.departure, 'YYYY-MM-DD') as departure, r.nights, r.lang
        from reservations r join properties p on p.id = r.property_id where r.order_id = ${orderId}`,
  );
  if (nightly) return bookingOf(nightly, nightlyBookings);
  const [stay] = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.order_id, l.user_id, l.email, p.name as property_name, to_char(l.check_in, 'YYYY-MM-DD') as arrival,
               to_char(l.check_out, 'YYYY-MM-DD') as departure, l.check_out - l.check_in as nights, l.lang
        from long_stay_reservations l join properties p on p.id = l.property_id where l.order_id = ${orderId}`,
  );
  return stay ? bookingOf(stay, longStayBookings) : undefined;
}

function bookingOf(row: Record<string, unknown>, subject: CancelSubject): Booking {
  return {
    subject,
    id: Number(row.id),
    orderId: String(row.order_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    email: String(row.email),
    propertyName: String(row.property_name),
    arrival: String(row.arrival),
    departure: String(row.departure),
    nights: Number(row.nights),
    lang: String(row.lang),
  };
}

/**
 * A member's booking: theirs by account; a long stay also when made with the account's email, as
 * the member's long-stay list and detail show it (api/bookings/routes.ts, longStaysOf).
 */
function isOwnedBy(booking: Booking, user: UserRow): boolean {
  if (booking.userId === user.id) return true;
  return booking.subject.kind === "long_stay" && booking.email.trim().toLowerCase() === user.email.toLowerCase();
}

type Link = { email?: string; token?: string };

/** The booking when the caller may act on it: its owner, or the mailed link's email and token. */
export async function allowedBooking(
  db: Db,
  res: Response,
  orderId: string,
  link: Link,
): Promise<{ booking: Booking; guest: boolean }> {
  const lang = locals(res).lang;
  const booking = await findBooking(db, orderId);
  if (!booking) throw notFound(lang);
  const user = (res.locals as { user?: UserRow }).user;
  if (user && isOwnedBy(booking, user)) return { booking, guest: false };
  const email = link.email ?? "";
  if (
    email === booking.email.trim().toLowerCase() &&
    isCancelToken(link.token, { orderId: booking.orderId, email: booking.email })
  )
    return { booking, guest: true };
  throw notFound(lang);
}

/** An endpoint on one booking: its order id in the path, the mailed link's fields in its query or body. */
type BookingEndpoint = { params: z.ZodType<{ orderId: string }> } & (
  | { query: z.ZodType<Link> }
  | { body: z.ZodType<Link> }
);
type InputOf<E> = E extends { query: z.ZodType<infer I> } ? I : E extends { body: z.ZodType<infer I> } ? I : never;

export interface BookingRequest<I> {
  lang: Lang;
  orderId: string;
  /** The endpoint's query or body, parsed. */
  input: I;
  booking: Booking;
  guest: boolean;
}

/**
 * The handler of an endpoint on one booking: parses its order id and input, finds the booking the
 * caller may act on (`allow`, allowedBooking unless narrowed), then `act`s on it.
 */
export function bookingHandler<E extends BookingEndpoint>(
  db: Db,
  endpoint: E,
  act: (request: BookingRequest<InputOf<E>>, res: Response, req: Request) => Promise<void>,
  allow: typeof allowedBooking = allowedBooking,
): RequestHandler {
  return handle(async (req, res) => {
    const lang = locals(res).lang;
    const { orderId } = parseInput(endpoint.params, req.params, lang);
    const input = (
      "query" in endpoint
        ? parseInput(endpoint.query, req.query, lang)
        : parseInput(endpoint.body, req.body ?? {}, lang)
    ) as InputOf<E>;
    const { booking, guest } = await allow(db, res, orderId, input as Link);
    await act({ lang, orderId, input, booking, guest }, res, req);
  });
}

/** Carries out requested refunds now; one that fails is logged and left to the sweep, which retries it. */
export async function refundNow(
  db: Db,
  gateway: PaymentGateway,
  paymentIds: number[],
  res: Response,
  what: string,
  orderId: string,
): Promise<void> {
  await performRequestedRefunds(db, gateway, { paymentIds }).catch((error: unknown) =>
    locals(res).log?.error(`${what} not carried out now (the sweep retries)`, { orderId, error }),
  );
}

export function cancellationView(booking: Booking, state: CancellationState, guest: boolean): CancellationView {
  const cancelled = state.cancelledAt !== null;
  const q = state.quote;
  return {
    kind: booking.subject.kind,
    order_id: booking.orderId,
    property_name: booking.propertyName,
    check_in: booking.arrival,
    check_out: booking.departure,
    nights: booking.nights,
    lang: booking.lang,
    state: cancelled ? "cancelled" : "open",
    cancellable: !cancelled && q.cancellable,
    refusal: cancelled ? null : q.refusal,
    days_before_arrival: q.daysBeforeArrival,
    policy: { day_cancel: state.policy.dayCancel, refund_percent: state.policy.refundPercent, last_day: q.lastDay },
    unpaid_hold:
      !cancelled && q.cancellable && q.paid === 0 && q.percent === 0 && q.refund === 0 && q.uniqueCodeKept === 0,
    refund: {
      paid: q.paid,
      unique_code_kept: q.uniqueCodeKept,
      refundable: q.refundable,
      percent: cancelled ? (state.appliedPercent ?? 0) : q.percent,
      amount: cancelled ? state.appliedRefund : q.refund,
    },
    given_back: { points: booking.userId !== null ? state.pointsUsed : 0, voucher_code: state.voucherCode },
    cancelled_at: state.cancelledAt ? state.cancelledAt.toISOString() : null,
    refunds: state.refunds.map((r) => ({ amount: r.amount, status: r.status, payment_type: r.paymentType })),
    guest,
  };
}

export function cancellationRoutes(db: Db, options: CancelRoutesOptions): Router {
  const router = Router();
  const user = optionalUser(db);

  async function view(booking: Booking, guest: boolean): Promise<CancellationView> {
    const state = await readCancellation(db, booking.subject, booking.id);
    if (!state) throw new Error(`${booking.subject.kind} ${booking.id} vanished`);
    return cancellationView(booking, state, guest);
  }

  router.get(
    contract.preview.path,
    user,
    bookingHandler(db, contract.preview, async ({ booking, guest }, res) => {
      res.json({ status: "success", data: await view(booking, guest) } satisfies AnswerOf<typeof contract.preview>);
    }),
  );

  router.post(
    contract.cancel.path,
    user,
    bookingHandler(db, contract.cancel, async ({ lang, orderId, booking, guest }, res) => {
      const outcome = await cancelBooking(db, booking.subject, booking.id);
      if (!outcome) throw notFound(lang);
      if (outcome.kind === "refused") {
        const reason = outcome.state.quote.refusal ?? "ended";
        throw new ApiError(409, bookingText(lang, `api.cancelRefused.${reason}`), { code: "not_cancellable" });
      }
      if (outcome.kind === "cancelled")
        await refundNow(db, options.gateway, outcome.refundPaymentIds, res, "cancellation refund", orderId);
      res.json({ status: "success", data: await view(booking, guest) } satisfies AnswerOf<typeof contract.cancel>);
    }),
  );

  router.post(
    contract.link.path,
    rateLimit({ db, name: "cancel-link-ip", limit: options.linkLimit ?? 5, windowSeconds: 15 * 60, key: clientIp }),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { orderId } = parseInput(contract.link.params, req.params, lang);
      const { email } = parseInput(contract.link.body, req.body ?? {}, lang);
      const booking = await findBooking(db, orderId);
      if (!booking || booking.email.trim().toLowerCase() !== email) throw notFound(lang);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const receipt = await booking.subject.receipt(tx, booking.id);
        if (receipt)
          await enqueueCancelLinkMail(tx, receipt, cancelPath({ orderId: booking.orderId, email: booking.email }));
      });
      res.json({
        status: "success",
        message: bookingText(lang, "api.cancelLinkSent"),
        data: { sent: true },
      } satisfies AnswerOf<typeof contract.link>);
    }),
  );

  router.post(
    contract.refundAccount.path,
    user,
    bookingHandler(db, contract.refundAccount, async ({ lang, orderId, input, booking, guest }, res) => {
      const paymentIds = (
        await queryRows<{ id: number }>(
          db,
          sql`select id from payments where subject_type = ${booking.subject.kind} and subject_id = ${booking.id}`,
        )
      ).map((p) => Number(p.id));
      const given = await db.transaction((tx) =>
        giveBankAccount(tx as unknown as Db, paymentIds, {
          bankName: input.bank_name,
          accountNumber: input.account_number,
          accountHolder: input.account_holder,
        }),
      );
      if (given === 0) throw new ApiError(409, bookingText(lang, "api.noRefundWaiting"), { code: "no_refund_waiting" });
      await refundNow(db, options.gateway, paymentIds, res, "refund to a bank account", orderId);
      res.json({ status: "success", data: await view(booking, guest) } satisfies AnswerOf<
        typeof contract.refundAccount
      >);
    }),
  );
  return router;
}
