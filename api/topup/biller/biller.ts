// The biller that fulfils a paid top-up (DESIGN.md section 5): one interface, spoken by the
// Digiflazz buyer API adapter (./digiflazz.ts), which talks either to Digiflazz itself or to the
// embedded simulator (./simulator.ts) that speaks the same protocol.

/** Where one biller transaction stands: Digiflazz's 'Sukses', 'Pending' and 'Gagal'. */
export type BillerStatus = "success" | "pending" | "failed";

export interface BillerResult {
  refId: string;
  status: BillerStatus;
  /** Serial number: the PLN token line, the voucher code, the operator's reference. */
  sn: string;
  /** Digiflazz's response code ("00" success, "03" pending, others failed). */
  rc: string;
  message: string;
}

export interface PlnAccount {
  customerNo: string;
  name: string;
  /** Tariff and power class, e.g. "R1/1300VA". */
  segmentPower: string;
}

export interface Biller {
  readonly name: "digiflazz" | "simulator";
  /**
   * Asks for one transaction. The ref_id is its idempotency key: asking again with the same ref_id
   * never buys twice, it answers the same transaction's current state (this is also the status check).
   */
  transaction(request: { refId: string; sku: string; customerNo: string }): Promise<BillerResult>;
  /** The PLN prepaid account behind a meter or customer number; undefined when there is none. */
  inquiryPln(customerNo: string): Promise<PlnAccount | undefined>;
  /** The callback's body as the biller signed it, verified; undefined when the signature is wrong. */
  verifyCallback(rawBody: string, signatureHeader: string | undefined): BillerResult | undefined;
}

/** The biller could not be reached or answered something unreadable: ask again later. */
export class BillerUnavailable extends Error {}

/** Digiflazz's status words and codes. */
export function billerStatusOf(status: unknown, rc: unknown): BillerStatus {
  if (status === "Sukses" || rc === "00") return "success";
  if (status === "Pending" || rc === "03" || rc === "99") return "pending";
  return "failed";
}

/** The PLN token inside a PLN serial number ("1234-5678-.../NAME/R1/1300VA/12.3"): its 20 digits. */
export function plnTokenOf(sn: string): string | undefined {
  const digits = (sn.split("/")[0] ?? "").replace(/\D/g, "");
  return digits.length === 20 ? digits : undefined;
}
