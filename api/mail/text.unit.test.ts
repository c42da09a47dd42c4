import { describe, expect, it } from "vitest";
import en from "#core/locales/en/mail.json" with { type: "json" };
import id from "#core/locales/id/mail.json" with { type: "json" };
import { eTicketMail } from "../bookings/mails.ts";
import type { Receipt } from "../payments/receipt.ts";
import { mailText } from "./text.ts";

const keys = (node: unknown, prefix = ""): string[] =>
  node && typeof node === "object" ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

describe("the mail catalogue", () => {
  it("has the same keys in Indonesian and English", () => {
    expect(keys(id).sort()).toEqual(keys(en).sort());
  });

  it("fills placeholders and the site name", () => {
    expect(mailText("en", "activation.subject")).toBe("Activate your Inap account");
    expect(mailText("id", "reset.token", { token: "t0k" })).toBe("Atau masukkan token ini di formulir atur ulang: t0k");
  });

  it("gives a purchase without a stay an e-ticket from the same receipt model", () => {
    const receipt: Receipt = {
      kind: "top_up",
      purchaseId: 7,
      orderId: "TOPUP-1",
      lang: "en",
      issuedAt: new Date("2026-01-01T00:00:00Z"),
      state: "paid",
      guest: { name: "Ana", email: "ana@example.com", phone: "+62-811", memberId: 3 },
      merchant: { name: "Pulsa 50K", address: "-", city: "-" },
      lines: [{ name: "Pulsa 50K", qty: 1, amount: 51_000 }],
      subTotal: 51_000,
      adjustments: [],
      total: 51_000,
      due: 0,
      payments: [{ orderId: "TOPUP-1", amount: 51_000, status: "settlement" }],
      links: { detail: "/my-booking?tab=topup" },
    };
    const mail = eTicketMail(receipt, "https://inap.example");
    expect(mail.subject).toBe("Your e-ticket TOPUP-1 – Pulsa 50K");
    expect(mail.text).toContain("Thank you, your order at Pulsa 50K is confirmed.");
    expect(mail.text).toContain("Order ID: TOPUP-1");
    expect(mail.html).toContain('href="https://inap.example/my-booking?tab=topup"');
  });
});
