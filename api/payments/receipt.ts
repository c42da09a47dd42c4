// The purchase-neutral receipt: what the PDF voucher and the purchase mails show, for any kind.
// Each kind's handler builds it (PurchaseHandler.receipt); the PDF (api/pdf/voucher.ts) and the
// mails (api/bookings/mails.ts) read only this, so a new kind gets both without a copy.
import type { Lang } from "../http/messages.ts";

/** Where the purchase stands, as the PDF's payment line says it (bookings catalogue pdf.paymentState.*). */
export type ReceiptState = "paid" | "payAtProperty" | "dpPaid" | "checkedOut" | "cancelled";

export interface ReceiptLine {
  /** YYYY-MM-DD for a dated line (a night, or the first day of a period), else undefined. */
  date?: string;
  /** YYYY-MM-DD: a line covering a period (a long stay) ends here (the check-out day). */
  until?: string;
  name: string;
  qty: number;
  /** The unit `qty` counts when it is not rooms: a long stay's weeks, months or years. */
  unit?: "weekly" | "monthly" | "yearly";
  /** qty x unit price, whole rupiah. */
  amount: number;
}

/** A step between the subtotal and the total: a discount (negative) or a surcharge (positive). */
export interface ReceiptAdjustment {
  /** Catalogue key under pdf.*: promo, voucher, referral, referrerPromo, points, uniqueCode. */
  key: string;
  /** Shown after the label, e.g. "10%" or the voucher code. */
  detail?: string;
  amount: number;
}

export interface ReceiptPayment {
  orderId: string;
  amount: number;
  /** Midtrans transaction_status of that payment. */
  status: string;
}

export interface Receipt {
  kind: string;
  purchaseId: number;
  orderId: string;
  lang: Lang;
  issuedAt: Date;
  state: ReceiptState;
  guest: { name: string; email: string; phone: string; count?: number; memberId: number | null };
  merchant: { name: string; category?: string; address: string; city: string; lat?: string; lng?: string };
  /** Dated stays (nightly, long stay): the stay section and the e-ticket sentence. */
  stay?: {
    checkIn: string;
    checkOut: string;
    checkInHours?: { first: string | null; second: string | null };
    checkOutHours?: { first: string | null; second: string | null };
    nights: number;
    arrivalHour?: string;
    specialRequest?: string;
  };
  lines: ReceiptLine[];
  subTotal: number;
  adjustments: ReceiptAdjustment[];
  total: number;
  /** The down payment made, when the purchase was paid in part. */
  downPayment?: number;
  /** What is still to pay (at the property, or a balance). */
  due: number;
  /**
   * YYYY-MM-DD by which `due` is paid online as a second payment (a long stay's balance, decision
   * 020); absent when the rest is paid at the property.
   */
  dueBy?: string;
  payments: ReceiptPayment[];
  /** Web paths (no origin): the purchase's page for its owner, and the review form when there is one. */
  links: { detail: string; review?: string };
  /** Demo mailbox only: the browser that made the purchase (its mails are shown there). */
  mailboxKey?: string | null;
}
