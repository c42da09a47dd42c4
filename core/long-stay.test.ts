import { describe, expect, it } from "vitest";
import {
  longStayBalanceOwed,
  longStayBill,
  billingPeriodStarts,
  isLongStayType,
  LONG_STAY_HORIZON_NIGHTS,
  lengthChoices,
  longStayBalanceDueDate,
  longStayCheckOut,
  longStayDues,
  longStayPayNow,
  longStayPrice,
} from "./long-stay.ts";

describe("longStayPrice", () => {
  it("prices a 3-month stay billed monthly with a 30% DP and a promo (seed 002 section 9)", () => {
    const price = longStayPrice({
      length: 3,
      price: 2_500_000,
      per: 1,
      dpPercent: 30,
      promoIdr: 100_000,
      uniqueCode: 123,
    });
    expect(price).toEqual({
      subTotal: 7_500_000,
      dp: 2_250_000,
      promo: 100_000,
      total: 2_150_123,
      totalFull: 7_400_123,
      balance: 5_250_000,
    });
  });

  it("divides the price by the billing period: 6 months at Rp 9,000,000 per 3 months", () => {
    const price = longStayPrice({ length: 6, price: 9_000_000, per: 3, dpPercent: 25, promoIdr: 0, uniqueCode: 999 });
    expect(price.subTotal).toBe(18_000_000);
    expect(price.dp).toBe(4_500_000);
    expect(price.total).toBe(4_500_999);
    expect(price.totalFull).toBe(18_000_999);
  });

  it("rounds the down payment down to a whole rupiah", () => {
    const price = longStayPrice({ length: 1, price: 1_234_567, per: 1, dpPercent: 30, promoIdr: 0, uniqueCode: 100 });
    expect(price.dp).toBe(370_370);
    expect(price.balance).toBe(864_197);
  });

  it("never takes more promo than the down payment", () => {
    const price = longStayPrice({
      length: 1,
      price: 1_000_000,
      per: 1,
      dpPercent: 20,
      promoIdr: 500_000,
      uniqueCode: 150,
    });
    expect(price.promo).toBe(200_000);
    expect(price.total).toBe(150);
    expect(price.totalFull).toBe(800_150);
  });

  it("pays the total with Transfer and the full total with Transfer Full", () => {
    const price = longStayPrice({ length: 2, price: 700_000, per: 1, dpPercent: 50, promoIdr: 0, uniqueCode: 200 });
    expect(longStayPayNow(price, "Transfer")).toBe(700_200);
    expect(longStayPayNow(price, "Transfer Full")).toBe(1_400_200);
  });
});

describe("lengthChoices", () => {
  it.each([
    ["monthly", 1, [1, 2, 3, 4, 6, 9, 12]],
    ["monthly", 3, [3, 6, 9, 12]],
    ["weekly", 2, [2, 4, 6, 8, 12]],
    ["yearly", 1, [1]],
    ["yearly", 2, []],
    ["monthly", 0, []],
  ] as const)("keeps the %s presets divisible by the billing period %d: %j", (type, per, lengths) => {
    expect(lengthChoices(type, per)).toEqual(lengths);
  });
});

describe("dates", () => {
  it("adds 7, 30 or 365 days per unit", () => {
    expect(longStayCheckOut("2026-12-01", "weekly", 2)).toBe("2026-12-15");
    expect(longStayCheckOut("2026-01-31", "monthly", 1)).toBe("2026-03-02");
    expect(longStayCheckOut("2028-01-01", "yearly", 1)).toBe("2028-12-31");
  });

  it("lists each billing period's first day", () => {
    expect(billingPeriodStarts("2026-12-01", "monthly", 6, 3)).toEqual(["2026-12-01", "2027-03-01"]);
    expect(billingPeriodStarts("2026-12-01", "weekly", 3, 1)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15"]);
  });

  it("needs inventory for the latest check-in plus a year", () => {
    expect(LONG_STAY_HORIZON_NIGHTS).toBe(455);
  });

  it("knows the three types", () => {
    expect(isLongStayType("monthly")).toBe(true);
    expect(isLongStayType("daily")).toBe(false);
  });
});

describe("longStayDues", () => {
  const price = longStayPrice({ length: 3, price: 2_500_000, per: 1, dpPercent: 30, promoIdr: 100_000, uniqueCode: 0 });

  it("Transfer: the down payment less the promo now, the balance by the check-in day", () => {
    expect(longStayDues(price, "Transfer", "2026-12-01")).toEqual([
      { kind: "now", date: null, amount: 2_150_000 },
      { kind: "balance", date: "2026-12-01", amount: 5_250_000 },
    ]);
  });

  it("Transfer Full: everything less the promo now, nothing later", () => {
    expect(longStayDues(price, "Transfer Full", "2026-12-01")).toEqual([
      { kind: "now", date: null, amount: 7_400_000 },
    ]);
  });

  it("the amount due now carries the unique code; the balance does not", () => {
    const coded = longStayPrice({
      length: 3,
      price: 2_500_000,
      per: 1,
      dpPercent: 30,
      promoIdr: 100_000,
      uniqueCode: 417,
    });
    expect(longStayDues(coded, "Transfer", "2026-12-01")).toEqual([
      { kind: "now", date: null, amount: 2_150_417 },
      { kind: "balance", date: "2026-12-01", amount: 5_250_000 },
    ]);
    expect(longStayDues(coded, "Transfer Full", "2026-12-01")).toEqual([
      { kind: "now", date: null, amount: 7_400_417 },
    ]);
  });

  it("adds up to what the stay costs in both options", () => {
    const sum = (option: "Transfer" | "Transfer Full") =>
      longStayDues(price, option, "2026-12-01").reduce((s, d) => s + d.amount, 0);
    expect(sum("Transfer")).toBe(sum("Transfer Full"));
    expect(longStayBalanceDueDate("2027-01-15")).toBe("2027-01-15");
  });
});

describe("longStayBalanceOwed", () => {
  const stay = { status: "Settlement", paymentOption: "Transfer", totalFull: 9_000_123, paid: 2_700_123 };
  it("is the full total less what was paid, once the down payment is paid", () => {
    expect(longStayBalanceOwed(stay)).toBe(6_300_000);
    expect(longStayBalanceOwed({ ...stay, paid: 9_000_123 })).toBe(0);
  });
  it("is nothing for Transfer Full, an unpaid or a cancelled stay", () => {
    expect(longStayBalanceOwed({ ...stay, paymentOption: "Transfer Full" })).toBe(0);
    expect(longStayBalanceOwed({ ...stay, status: "Pending", paid: 0 })).toBe(0);
    expect(longStayBalanceOwed({ ...stay, status: "Canceled" })).toBe(0);
  });
});

describe("longStayBill (issue 22: the booking detail's total is the stay's price, not the down payment)", () => {
  // Property 16, 2 months, Transfer (DP 40%), promo 300,000, unique code 944.
  const stay = {
    subTotal: 15_240_000,
    promoIdr: 300_000,
    uniqueCode: 944,
    dp: 6_096_000,
    dpPercent: 40,
    paymentOption: "Transfer",
    checkIn: "2026-12-01",
  };

  it("after the down payment: total = sub total - promo + unique code, then the DP, what is paid and what is owed", () => {
    const bill = longStayBill({ ...stay, status: "Settlement", paid: 5_796_944 });
    expect(bill.total).toBe(14_940_944);
    expect(bill.lines).toEqual([
      { key: "subTotal", amount: 15_240_000 },
      { key: "promo", amount: -300_000 },
      { key: "uniqueCode", amount: 944 },
      { key: "total", amount: 14_940_944 },
      { key: "downPayment", amount: 6_096_000 },
      { key: "paid", amount: 5_796_944 },
      { key: "balance", amount: 9_144_000 },
    ]);
    expect(bill.balance).toEqual({ amount: 9_144_000, dueBy: "2026-12-01" });
    expect(bill.downPayment).toEqual({ percent: 40, amount: 6_096_000 });
  });

  it("after the balance: paid equals the total and nothing is owed", () => {
    const bill = longStayBill({ ...stay, status: "Settlement", paid: 14_940_944 });
    expect(bill.paid).toBe(bill.total);
    expect(bill.balance).toBeNull();
    expect(bill.lines.map((l) => l.key)).toEqual(["subTotal", "promo", "uniqueCode", "total", "downPayment", "paid"]);
  });

  it("Transfer Full without a promo: no promo line, no down payment; unpaid: nothing paid, nothing owed yet", () => {
    const bill = longStayBill({ ...stay, promoIdr: 0, paymentOption: "Transfer Full", status: "Pending", paid: 0 });
    expect(bill.total).toBe(15_240_944);
    expect(bill.downPayment).toBeNull();
    expect(bill.lines.map((l) => l.key)).toEqual(["subTotal", "uniqueCode", "total"]);
  });
});
