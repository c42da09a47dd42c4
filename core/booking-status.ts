// The booking status table of seed 001 section 4, as one pure function for the account pages, the
// reservation check and the API.
//   status 0 waiting payment (cancelled if statusText is 'canceled'); 1 paid; 2 pending, or paid
//   when statusPay is 1; 3 and 6 cancelled; 4 checked out; 7 paid.
// One deviation in wording (docs/decisions/024-journeys.md): status 2 with statusPay 1 is pay at
// property. The seed files it with 'paid' (active, voucher), but nothing has been paid and the full
// total is due on arrival, so it is labelled 'confirmed, pay at the property' everywhere.
//   statusPay 0 nothing payable on arrival; 1 the full total on arrival; 2 total minus DP on arrival.
// Active list: status 0, 1, 2 or 7. Voucher download: status 1, 7, or 2 with statusPay 1.

export type BookingLabel =
  | "waitingPayment"
  | "paid"
  | "payAtProperty"
  | "pending"
  | "cancelled"
  | "checkedOut"
  | "unknown";

export interface BookingStatusInput {
  status: number;
  statusText?: string | null;
  statusPay?: number | null;
}

export interface BookingStatusView {
  label: BookingLabel;
  /** Shown under active bookings (else under history). */
  active: boolean;
  voucherDownload: boolean;
  /** What is left to pay at the property: nothing, the full total, or the total minus the DP. */
  payableOnArrival: "none" | "total" | "totalMinusDp";
}

export function bookingStatusView({ status, statusText, statusPay }: BookingStatusInput): BookingStatusView {
  const pay = statusPay ?? 0;
  let label: BookingLabel;
  switch (status) {
    case 0:
      label = statusText === "canceled" ? "cancelled" : "waitingPayment";
      break;
    case 1:
    case 7:
      label = "paid";
      break;
    case 2:
      label = pay === 1 ? "payAtProperty" : "pending";
      break;
    case 3:
    case 6:
      label = "cancelled";
      break;
    case 4:
      label = "checkedOut";
      break;
    default:
      label = "unknown";
  }
  return {
    label,
    active: [0, 1, 2, 7].includes(status),
    voucherDownload: status === 1 || status === 7 || (status === 2 && pay === 1),
    payableOnArrival: pay === 1 ? "total" : pay === 2 ? "totalMinusDp" : "none",
  };
}

/**
 * What a payment result says about an order: read from the booking, never from the gateway's query
 * string (issue 10). `dpPaid`: a down payment went through and a balance is still owed (issue 22).
 * A declined payment and one whose time ran out read apart (issue 22); `failed` is any other end
 * (cancelled by the gateway or the traveller, a failure).
 */
export type OrderPaymentState = "paid" | "dpPaid" | "pending" | "declined" | "expired" | "failed" | "unknown";

export function orderPaymentState(input: BookingStatusInput): OrderPaymentState {
  const { label } = bookingStatusView(input);
  // Pay at property: confirmed with nothing left to do online (no gateway was ever involved).
  if (label === "paid" || label === "payAtProperty" || label === "checkedOut") return "paid";
  if (label === "waitingPayment" || label === "pending") return "pending";
  if (label === "cancelled") return input.status === 6 ? "expired" : "failed";
  return "unknown";
}

/**
 * The detail page's progress trio (pending, paid, checkout): which step the booking has reached.
 * A cancelled or expired booking reached none of them.
 */
export type ProgressStep = "pending" | "paid" | "confirmed" | "checkout" | "none";

export function progressStep(input: BookingStatusInput): ProgressStep {
  const { label } = bookingStatusView(input);
  if (label === "checkedOut") return "checkout";
  if (label === "paid") return "paid";
  // The second step, named for what happened: confirmed, not paid.
  if (label === "payAtProperty") return "confirmed";
  if (label === "pending" || label === "waitingPayment") return "pending";
  return "none";
}

/**
 * Which section of /my-booking a daily booking belongs to. The seed gives two rules: "active list
 * shows only status 0, 1, 2 or 7" and "daily: paymentStatus settlement is active, others history".
 * Taken literally together they would file an unpaid booking still waiting for its transfer, and a
 * confirmed pay-at-property booking (status 2, statusPay 1, no gateway settlement), under history.
 * The status is the truth here: a settled payment always means status 1, 7 or 2 (DP), so
 * settlement stays active; a booking waiting for payment or confirmed for payment on arrival is
 * active too; a status 0 marked 'canceled', and 3, 4, 6, are history.
 */
export function dailySection(input: BookingStatusInput & { paymentStatus?: string | null }): "active" | "history" {
  const view = bookingStatusView(input);
  if (!view.active || view.label === "cancelled" || view.label === "unknown") return "history";
  if (input.paymentStatus === "expired" || input.paymentStatus === "failed") return "history";
  return "active";
}

/** A long stay still to come by its state: waiting for payment, DP paid or paid (the active section). */
export function isLongStayActive(label: LongStayLabel): boolean {
  return label === "waitingPayment" || label === "dpPaid" || label === "paid";
}

/** Long stays split the same way on transaction.status: Settlement (and Pending, still payable) active. */
export function longStaySection(transactionStatus: string | null | undefined): "active" | "history" {
  return transactionStatus === "Settlement" || transactionStatus === "Pending" ? "active" : "history";
}

/**
 * 'Pay now' (issue 10): a booking still waiting for its online payment (status 0, not cancelled,
 * paid through a gateway, its payment pending and not yet expired) can go back to the gateway's
 * payment page it was given. Kredivo's pending instalment (status 2) has its own Continue Payment.
 */
export function canResumePayment(input: {
  status: number;
  statusText?: string | null;
  paymentOption: number;
  transactionStatus: string | null | undefined;
  expiresAt: Date | string | null | undefined;
  now: Date;
}): boolean {
  if (bookingStatusView(input).label !== "waitingPayment") return false;
  if (input.paymentOption === 1 || input.transactionStatus !== "pending") return false;
  const expires = input.expiresAt ? new Date(input.expiresAt).getTime() : Number.NaN;
  return Number.isFinite(expires) && expires > input.now.getTime();
}

/**
 * A long stay's state (issue 22): the seed's transaction.status, with a down-payment stay whose
 * balance is still owed told apart from a stay paid in full ("DP paid, balance due by {date}").
 * Decision 043: the voucher is offered once the down payment is paid (as a nightly booking paid
 * by DP, status 1 with statusPay 2, gets its voucher), and says the balance is still due.
 */
export type LongStayLabel = "waitingPayment" | "dpPaid" | "paid" | "cancelled" | "expired" | "checkedOut" | "unknown";

export interface LongStayStatusView {
  label: LongStayLabel;
  active: boolean;
  voucherDownload: boolean;
}

export function longStayStatusView(input: {
  transactionStatus: string | null | undefined;
  balanceOwed: number;
}): LongStayStatusView {
  const labels: Record<string, LongStayLabel> = {
    Pending: "waitingPayment",
    Settlement: input.balanceOwed > 0 ? "dpPaid" : "paid",
    Canceled: "cancelled",
    Expired: "expired",
    "Check-Out": "checkedOut",
  };
  const label = labels[input.transactionStatus ?? ""] ?? "unknown";
  return {
    label,
    active: longStaySection(input.transactionStatus) === "active",
    voucherDownload: label === "paid" || label === "dpPaid" || label === "checkedOut",
  };
}
