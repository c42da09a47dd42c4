import { describe, expect, it } from "vitest";
import { getDocumentProxy } from "unpdf";
import type { Receipt } from "../payments/receipt.ts";
import { addressLine, issuedText, renderVoucherPdf, stepLabel } from "./voucher.ts";

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
      // Issue 22: an emoji is replaced visibly, the rest of the name kept.
      expect(all).toContain("Dewi ? Lestari");
      expect(all).toContain("Villa Asri ?");
      expect(all).not.toMatch(/Ø|Þ|=Þ/);
      expect(all).toMatch(/25 November 2026, 03:30 WIB/);
      // The rooms table: every part of the first night's row (a wrapped date too) ends above the second night's row.
      const ys = items.filter((i) => i.str === "Family Suite").map((i) => i.y);
      expect(ys).toHaveLength(2);
      const [firstRow, secondRow] = [Math.max(...ys), Math.min(...ys)];
      const firstRowDateParts = items.filter((i) => i.x < 150 && i.y > secondRow + 1 && i.y <= firstRow + 1);
      expect(firstRowDateParts.length).toBeGreaterThan(0);
      for (const part of firstRowDateParts)
        expect(part.y, `"${part.str}" clear of the second row`).toBeGreaterThan(secondRow + 8);
      expect(firstRow - secondRow).toBeGreaterThanOrEqual(12);
    });
  }
});

/** A monthly stay of 2 months paid by DP, its balance owed (issue 22). */
const longStayReceipt = (lang: "id" | "en"): Receipt => ({
  ...receipt(lang),
  kind: "long_stay",
  state: "dpPaid",
  guest: { name: "Rina 😀 Wulandari", email: "rina@example.com", phone: "+62-81298765432", count: 1, memberId: null },
  merchant: { name: "Villa Kerobokan", address: "Jl. Raya Kerobokan 10, Badung", city: "KABUPATEN BADUNG" },
  stay: { checkIn: "2026-12-01", checkOut: "2027-01-30", nights: 60 },
  lines: [{ date: "2026-12-01", until: "2027-01-30", name: "Deluxe", qty: 2, unit: "monthly", amount: 15_240_000 }],
  subTotal: 15_240_000,
  adjustments: [
    { key: "promo", detail: "Promo Mahasiswa", amount: -300_000 },
    { key: "uniqueCode", amount: 944 },
  ],
  total: 14_940_944,
  downPayment: 5_796_944,
  due: 9_144_000,
  dueBy: "2026-12-01",
});

describe("the voucher PDF's wording (issue 22)", () => {
  it("names a step once ('Promo Mahasiswa', not 'Promo Promo Mahasiswa'), a bare detail after its label", () => {
    expect(stepLabel("Promo", "Promo Mahasiswa")).toBe("Promo Mahasiswa");
    expect(stepLabel("Promo", "10%")).toBe("Promo 10%");
    expect(stepLabel("Voucher", undefined)).toBe("Voucher");
  });
  it("names the city as seed 000 does, once", () => {
    expect(addressLine("Jl. Pantai 1", "KABUPATEN BADUNG")).toBe("Jl. Pantai 1, Badung");
    expect(addressLine("Jl. Raya Kerobokan 10, Badung", "KABUPATEN BADUNG")).toBe("Jl. Raya Kerobokan 10, Badung");
    expect(addressLine("Jl. Sudirman 5", "KOTA DENPASAR")).toBe("Jl. Sudirman 5, Denpasar");
  });

  for (const lang of ["id", "en"] as const) {
    it(`a long stay: its period and length in the rooms table, the promo once, the city title-cased, DP paid with the balance due (${lang})`, async () => {
      const all = (await textItems(await renderVoucherPdf(longStayReceipt(lang))))
        .map((i) => i.str)
        .join(" ")
        .replace(/\s+/g, " ");
      expect(all).toContain(lang === "id" ? "Kamar dan periode" : "Room and period");
      expect(all).toMatch(
        lang === "id" ? /1 Desember 2026 – \S* ?30 Januari 2027/ : /1 December 2026 – \S* ?30 January 2027/,
      );
      expect(all).toContain(lang === "id" ? "2 bulan" : "2 months");
      expect(all).not.toMatch(/Promo Promo/);
      expect(all).toContain("Promo Mahasiswa");
      expect(all).not.toContain("KABUPATEN");
      expect(all).not.toMatch(/Badung, Badung/);
      expect(all).toContain("Rina ? Wulandari");
      expect(all).toContain(lang === "id" ? "DP lunas, sisa bayar paling lambat" : "DP paid, balance due by");
      expect(all).toContain(lang === "id" ? "14.940.944" : "14,940,944");
    });
  }
});
