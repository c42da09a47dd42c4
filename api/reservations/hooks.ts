// Extension points of the booking flow. The e-ticket mail (a later issue) plugs into
// onReservationPaid: it runs inside the transaction that marks the booking paid, exactly once per
// paid transition (a replayed notification never reaches it), so an outbox insert made here
// commits or rolls back with the payment itself.
import type { Db } from "../db/client.ts";
import type { reservations } from "../db/schema.ts";

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
  // The e-ticket mail (enqueueMail) belongs here; until then this only notifies listeners.
  for (const listener of listeners) await listener(tx, reservation);
}
