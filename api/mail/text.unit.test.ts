import { describe, expect, it } from "vitest";
import en from "#core/locales/en/mail.json" with { type: "json" };
import id from "#core/locales/id/mail.json" with { type: "json" };
import { eTicketMail } from "../bookings/mails.ts";
import { testReceipt } from "../payments/test-receipt.ts";
import { mailText } from "./text.ts";

const keys = (node: unknown, prefix = ""): string[] =>
  node && typeof node === "object"
    ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe("the mail catalogue", () => {
  it("has the same keys in Indonesian and English", () => {
    expect(keys(id).sort()).toEqual(keys(en).sort());
  });

  it("fills placeholders and the site name", () => {
    expect(mailText("en", "activation.subject")).toBe("Activate your Inap account");
    expect(mailText("id", "reset.token", { token: "t0k" })).toBe("Atau masukkan token ini di formulir atur ulang: t0k");
  });

  it("gives a purchase without a stay an e-ticket from the same receipt model", () => {
    const receipt = testReceipt({
      kind: "top_up",
      purchaseId: 7,
      orderId: "TOPUP-1",
      lang: "en",
      issuedAt: new Date("2026-01-01T00:00:00Z"),
      state: "paid",
      guest: { name: "Ana", email: "ana@example.com", phone: "+62-811", memberId: 3 },
      merchant: { name: "Pulsa 50K", address: "-", city: "-" },
      stay: undefined,
      lines: [{ name: "Pulsa 50K", qty: 1, amount: 51_000 }],
      subTotal: 51_000,
      total: 51_000,
      payments: [{ orderId: "TOPUP-1", amount: 51_000, status: "settlement" }],
      links: { detail: "/my-booking?tab=topup" },
    });
    const mail = eTicketMail(receipt, "https://inap.example");
    expect(mail.subject).toBe("Your e-ticket TOPUP-1 – Pulsa 50K");
    expect(mail.text).toContain("Thank you, your order at Pulsa 50K is confirmed.");
    expect(mail.text).toContain("Order ID: TOPUP-1");
    expect(mail.html).toContain('href="https://inap.example/my-booking?tab=topup"');
  });

  it("tells a long stay paid by down payment that the balance is paid online by its date, not at the property", () => {
    const receipt = testReceipt({
      purchaseId: 9,
      orderId: "LS-9",
      lang: "en",
      issuedAt: new Date("2026-11-24T00:00:00Z"),
      guest: { name: "Rina", email: "rina@example.com", phone: "+62-812", memberId: null },
      merchant: { name: "Kos Melati", address: "Jl. Melati 1", city: "KOTA BANDUNG" },
      stay: { checkIn: "2026-12-01", checkOut: "2027-03-01", nights: 90 },
      lines: [{ name: "Single", qty: 3, amount: 9_000_000 }],
      subTotal: 9_000_000,
      adjustments: [{ key: "uniqueCode", amount: 123 }],
      total: 9_000_123,
      downPayment: 2_700_123,
      due: 6_300_000,
      dueBy: "2026-12-01",
      payments: [{ orderId: "LS-9", amount: 2_700_123, status: "settlement" }],
      links: { detail: "/detail-booking?id=9&isMonthly=true" },
    });
    const mail = eTicketMail(receipt, "https://inap.example");
    expect(mail.text).toContain("The balance of IDR 6,300,000 is due by Tuesday, 1 December 2026");
    expect(mail.text).not.toContain("Payment is made at the property");
    const nightly = eTicketMail({ ...receipt, kind: "reservation", dueBy: undefined }, "https://inap.example");
    expect(nightly.text).toContain("Payment is made at the property on arrival: IDR 6,300,000.");
  });
});
