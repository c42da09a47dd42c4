import { describe, expect, it } from "vitest";
import { paymentOutcome, paymentResultFor, readPaymentReturn, withoutPaymentReturn } from "./payment-return.ts";

const q = (search: string) => new URLSearchParams(search);

describe("readPaymentReturn", () => {
  it("shows the popup when all three are present", () => {
    expect(readPaymentReturn(q("order_id=INAP-1&status_code=200&transaction_status=settlement"))).toEqual({
      orderId: "INAP-1",
      statusCode: "200",
      transactionStatus: "settlement",
      outcome: "paid",
    });
  });

  it("needs order_id, status_code and transaction_status", () => {
    expect(readPaymentReturn(q("order_id=INAP-1&status_code=200"))).toBeNull();
    expect(readPaymentReturn(q("order_id=INAP-1&transaction_status=settlement"))).toBeNull();
    expect(readPaymentReturn(q("status_code=200&transaction_status=settlement"))).toBeNull();
    expect(readPaymentReturn(q("order_id=&status_code=200&transaction_status=settlement"))).toBeNull();
  });

  it("shows nothing for a denied transaction or status code 202", () => {
    expect(readPaymentReturn(q("order_id=INAP-1&status_code=200&transaction_status=deny"))).toBeNull();
    expect(readPaymentReturn(q("order_id=INAP-1&status_code=202&transaction_status=settlement"))).toBeNull();
  });

  it("refuses an order id that is not one of ours", () => {
    expect(readPaymentReturn(q("order_id=%3Cscript%3E&status_code=200&transaction_status=settlement"))).toBeNull();
    expect(readPaymentReturn(q(`order_id=${"a".repeat(65)}&status_code=200&transaction_status=settlement`))).toBeNull();
  });

  it("maps pending and expired payments", () => {
    expect(readPaymentReturn(q("order_id=A&status_code=201&transaction_status=pending"))?.outcome).toBe("pending");
    expect(readPaymentReturn(q("order_id=A&status_code=407&transaction_status=expire"))?.outcome).toBe("expired");
  });
});

describe("paymentOutcome", () => {
  it.each([
    ["settlement", "paid"],
    ["capture", "paid"],
    ["Settlement", "paid"],
    ["pending", "pending"],
    ["expire", "expired"],
    ["cancel", "failed"],
    ["failure", "failed"],
    ["refund", "unknown"],
  ])("maps the gateway's %s to %s", (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });
});

describe("withoutPaymentReturn", () => {
  it("keeps the page and its other parameters, and drops the gateway's", () => {
    expect(
      withoutPaymentReturn(
        new URL("http://x/villas?guest=2&order_id=A&status_code=200&transaction_status=settlement&page=1"),
      ),
    ).toBe("/villas?guest=2&page=1");
    expect(
      withoutPaymentReturn(new URL("http://x/detail-villas?order_id=A&status_code=200&transaction_status=pending")),
    ).toBe("/detail-villas");
  });
});

describe("paymentResultFor (issue 10: the order's real state, never the query's word)", () => {
  it("a made-up order with settlement in the query says not found, never paid", () => {
    expect(paymentResultFor(q("order_id=INAP-FAKE&status_code=200&transaction_status=settlement"), null)?.outcome).toBe(
      "notFound",
    );
  });

  it("a real order says its state whatever the query claims", () => {
    expect(
      paymentResultFor(q("order_id=INAP-1&status_code=200&transaction_status=settlement"), { payment: "pending" })
        ?.outcome,
    ).toBe("pending");
    expect(
      paymentResultFor(q("order_id=INAP-1&status_code=201&transaction_status=pending"), { payment: "paid" })?.outcome,
    ).toBe("paid");
  });

  it("a denied payment of a real order says so; an unknown order's denial keeps the seed's silence", () => {
    expect(
      paymentResultFor(q("order_id=INAP-1&status_code=202&transaction_status=deny"), { payment: "failed" })?.outcome,
    ).toBe("failed");
    expect(paymentResultFor(q("order_id=INAP-1&status_code=202&transaction_status=deny"), null)).toBeNull();
    expect(paymentResultFor(q("order_id=INAP-1&status_code=200"), { payment: "paid" })).toBeNull();
  });
});
