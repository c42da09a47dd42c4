import { describe, expect, it } from "vitest";
import { getDocumentProxy } from "unpdf";
import type { Receipt } from "../payments/receipt.ts";
import { issuedText, renderVoucherPdf } from "./voucher.ts";

const receipt = (lang: "id" | "en"): Receipt => ({
  kind: "reservation",
  purchaseId: 1,
  orderId: "INAP-20261124-ABC123",
  lang,
  // 20:30 UTC is already the next day in Jakarta (03:30 WIB).
  issuedAt: new Date("2026-11-24T20:30:00Z"),
  state: "paid",
  guest: { name: "Dewi 🌴 Lestari", email: "dewi@example.com", phone: "+62-81234567890", count: 2, memberId: null },
  merchant: { name: "Villa Asri 😀", address: "Jl. Pantai 1", city: "Badung" },
  stay: { checkIn: "2026-12-23", checkOut: "2026-12-25", nights: 2, specialRequest: "Late check-in please 🙏" },
  lines: [
    { date: "2026-12-23", name: "Family Suite", qty: 1, amount: 1_000_000 },
    { date: "2026-12-24", name: "Family Suite", qty: 1, amount: 1_000_000 },
  ],
  subTotal: 2_000_000,
  adjustments: [],
  total: 2_000_000,
  due: 0,
  payments: [],
  links: { detail: "/detail-booking?id=1" },
});

/** The page's text items with their baselines. */
async function textItems(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return (content.items as { str: string; transform: number[]; height: number }[])
    .filter((i) => i.str.trim() !== "")
    .map((i) => ({ str: i.str, x: i.transform[4]!, y: i.transform[5]! }));
}

describe("the voucher PDF (issue 10)", () => {
  it("dates the issue in Jakarta, not UTC", () => {
    expect(issuedText(new Date("2026-11-24T20:30:00Z"), "en")).toMatch(/25 November 2026, 03:30 WIB$/);
    expect(issuedText(new Date("2026-11-24T20:30:00Z"), "id")).toMatch(/25 November 2026, 03:30 WIB$/);
  });

  for (const lang of ["id", "en"] as const) {
    it(`prints no emoji garbage and no long date over the next row (${lang})`, async () => {
      const items = await textItems(await renderVoucherPdf(receipt(lang)));
      const all = items.map((i) => i.str).join("\n");
      expect(all).toContain("Dewi Lestari");
      expect(all).toContain("Villa Asri");
      expect(all).not.toMatch(/Ø|Þ|=Þ/);
      expect(all).toMatch(/25 November 2026, 03:30 WIB/);
      // The rooms table: every part of the first night's row (a wrapped date too) ends above the second night's row.
      const ys = items.filter((i) => i.str === "Family Suite").map((i) => i.y);
      expect(ys).toHaveLength(2);
      const [firstRow, secondRow] = [Math.max(...ys), Math.min(...ys)];
      const firstRowDateParts = items.filter((i) => i.x < 150 && i.y > secondRow + 1 && i.y <= firstRow + 1);
      expect(firstRowDateParts.length).toBeGreaterThan(0);
      for (const part of firstRowDateParts) expect(part.y, `"${part.str}" clear of the second row`).toBeGreaterThan(secondRow + 8);
      expect(firstRow - secondRow).toBeGreaterThanOrEqual(12);
    });
  }
});
