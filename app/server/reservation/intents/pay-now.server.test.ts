// Issue 21 item 4 on the page: a booking made without its payment page shows its order id and
// 'Pay now'; the button makes the page through /v1 and goes there, keeps the order id while /v1
// cannot, and says so once the payment is no longer open.
import { describe, expect, it } from "vitest";
import { stubV1Fetch } from "#app/test/stub-v1-fetch.ts";
import { apiCall } from "#app/lib/api.server.ts";
import type { ActionResult } from "#app/components/reservation/reservation-result.ts";
import { postReservation } from "../reservation.server.ts";
import type { IntentContext } from "./intent-context.server.ts";
import { payNow } from "./pay-now.server.ts";

const fetchMock = stubV1Fetch();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const call = apiCall(new Request("http://localhost/reservation-form"), { lang: "en" });

function context(orderId: string): IntentContext {
  const form = new FormData();
  form.set("intent", "pay-now");
  form.set("heldOrderId", orderId);
  return {
    lang: "en",
    t: ((key: string) => key) as unknown as IntentContext["t"],
    page: { call, auth: null } as unknown as IntentContext["page"],
    hotel: {} as IntentContext["hotel"],
    form,
    values: { guestEmail: " Siti@Example.com ", referrerPromos: [] } as unknown as IntentContext["values"],
    selection: [],
    errors: {},
    notice: null,
    contactCs: false,
    intent: "pay-now",
    held: null,
  };
}

/** The action's answer: React Router's data() value (status and the result). */
const answered = (value: unknown) => value as { init: { status: number }; data: ActionResult };

describe("a booking held without its payment page", () => {
  it("/v1's 503 payment_link_pending is the booking with its order id, not a failure", async () => {
    fetchMock.mockResolvedValue(
      json(
        { status: "error", code: "payment_link_pending", order_id: "INV-1", message: "Your booking INV-1 is held" },
        503,
      ),
    );
    expect(await postReservation("single", {}, call, undefined)).toEqual({
      kind: "held",
      orderId: "INV-1",
      message: "Your booking INV-1 is held",
    });
  });

  it("'Pay now' asks /v1 for the page with the order id and the guest's email, and goes there", async () => {
    fetchMock.mockResolvedValue(
      json({
        status: "success",
        data: {
          order_id: "INV-2",
          midtrans: { response_from_midtrans: { redirect_url: "http://localhost:3000/sandbox/pay/tok", token: "tok" } },
        },
      }),
    );
    const response = (await payNow(context("INV-2"))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sandbox/pay/tok");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe("/v1/reservations/payment-link");
    expect(JSON.parse(String(init!.body))).toEqual({ order_id: "INV-2", email: "siti@example.com" });
  });

  it("while /v1 cannot (its database still away), the order id and the button stay", async () => {
    fetchMock.mockResolvedValue(json({ status: "error", code: "unavailable", message: "down" }, 503));
    const { init, data } = answered(await payNow(context("INV-3")));
    expect(init.status).toBe(503);
    expect(data.held).toEqual({ orderId: "INV-3" });
    expect(data.reply.error?.[""]).toEqual(["errors.connection"]);
  });

  it("a payment no longer open: its message, and no button", async () => {
    fetchMock.mockResolvedValue(
      json({ status: "error", code: "not_open", message: "This booking is no longer waiting for its payment" }, 409),
    );
    const { init, data } = answered(await payNow(context("INV-4")));
    expect(init.status).toBe(409);
    expect(data.held).toBeNull();
    expect(data.reply.error?.[""]).toEqual(["This booking is no longer waiting for its payment"]);
  });
});
