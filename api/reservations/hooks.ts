// Extension points of the booking flow. The e-ticket mail plugs into onReservationPaid: it runs
// inside the transaction that marks the booking paid, exactly once per paid transition (a
// replayed notification never reaches it), so an outbox insert made here commits or rolls back
// with the payment itself. A pay-at-property booking is confirmed without a payment: its
// reservation transaction calls onReservationConfirmedAtProperty for the same mail.
import { enqueueETicket } from "../bookings/mails.ts";
import type { Db } from "../db/client.ts";
import type { reservations } from "../db/schema.ts";
import { loadReservationReceipt } from "./receipt.ts";

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationPaidListener = (tx: Db, reservation: ReservationRow) => Promise<void> | void;

const listeners = new Set<ReservationPaidListener>();

/** Tests (and later features) listen here; answers the function that stops listening. */
export function addReservationPaidListener(listener: ReservationPaidListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once per paid transition (settlement or accepted capture), inside its transaction. */
export async function onReservationPaid(tx: Db, reservation: ReservationRow): Promise<void> {
  await enqueueETicket(tx, await loadReservationReceipt(tx, reservation.id));
  for (const listener of listeners) await listener(tx, reservation);
}

/** Called inside the reservation's transaction when it is confirmed for payment at the property. */
export async function onReservationConfirmedAtProperty(tx: Db, reservation: ReservationRow): Promise<void> {
  await enqueueETicket(tx, await loadReservationReceipt(tx, reservation.id));
}
