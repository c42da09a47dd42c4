import { describe, expect, it } from "vitest";
import en from "../locales/en/topup.json" with { type: "json" };
import id from "../locales/id/topup.json" with { type: "json" };
import {
  checkDestination,
  checkPlnForInquiry,
  DESTINATION_RULES,
  detectOperator,
  groupToken,
  activeDays,
  isBuyable,
  isTopUpActive,
  isTopUpUnpaid,
  localMsisdn,
  OPERATOR_PREFIXES,
  operatorFits,
  TOP_UP_STATUSES,
  topUpTotal,
  unpaidTopUpStatus,
} from "./top-up.ts";

describe("operator detection (issue 12 item 3)", () => {
  const expected: Record<string, string[]> = {
    Telkomsel: ["0811", "0812", "0813", "0821", "0822", "0823", "0851", "0852", "0853"],
    Indosat: ["0814", "0815", "0816", "0855", "0856", "0857", "0858"],
    XL: ["0817", "0818", "0819", "0859", "0877", "0878"],
    Axis: ["0831", "0832", "0833", "0838"],
    Tri: ["0895", "0896", "0897", "0898", "0899"],
    Smartfren: ["0881", "0882", "0883", "0884", "0885", "0886", "0887", "0888", "0889"],
  };
  it("the table is the real one, no prefix under two operators", () => {
    expect(OPERATOR_PREFIXES).toEqual(expected);
    const all = Object.values(OPERATOR_PREFIXES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
  it("finds every prefix's operator in the 0, 62 and +62 forms", () => {
    for (const [operator, prefixes] of Object.entries(expected)) {
      for (const prefix of prefixes) {
        const rest = prefix.slice(1);
        for (const number of [
          `${prefix}1234567`,
          `62${rest}1234567`,
          `+62${rest}1234567`,
          `+62 ${rest}-1234-567`,
          prefix,
        ]) {
          expect(detectOperator(number), number).toEqual({ status: "found", operator });
        }
      }
    }
  });
  it("too short below four digits, unknown for other prefixes or non-digits", () => {
    for (const number of ["", "0", "08", "081", "+6281", "6281"])
      expect(detectOperator(number).status, number).toBe("tooShort");
    for (const number of ["0810123456", "0899x", "0211234567", "abcd", "08231a"])
      expect(detectOperator(number).status, number).not.toBe("found");
    expect(detectOperator("0820123456")).toEqual({ status: "unknown" });
  });
  it("the 0 form of a number", () => {
    expect(localMsisdn("+62 812-3456-7890")).toBe("081234567890");
    expect(localMsisdn("6281234567890")).toBe("081234567890");
    expect(localMsisdn("081234567890")).toBe("081234567890");
  });
});

describe("destination rules (seed 002 section 5)", () => {
  it("phone for credits and data: at least 9 digits, else 'Nomor telepon tidak valid' / 'Phone number is invalid'", () => {
    expect(checkDestination("phone", "08123456")).toEqual({ ok: false, message: "phoneInvalid" });
    expect(checkDestination("phone", "")).toEqual({ ok: false, message: "phoneInvalid" });
    expect(checkDestination("phone", "081234567")).toEqual({ ok: true, value: "081234567" });
    expect(checkDestination("phone", "+6281234567890")).toEqual({ ok: true, value: "081234567890" });
    expect(checkDestination("phone", "0812abc4567")).toEqual({ ok: false, message: "phoneInvalid" });
    expect(id.phoneInvalid).toBe("Nomor telepon tidak valid");
    expect(en.phoneInvalid).toBe("Phone number is invalid");
  });
  it("PLN: at the check empty is required and 10 or fewer invalid; at purchase under 5 invalid", () => {
    expect(checkPlnForInquiry("")).toEqual({ ok: false, message: "plnRequired" });
    expect(checkPlnForInquiry("1234567890")).toEqual({ ok: false, message: "plnInvalid" });
    expect(checkPlnForInquiry("12345678901")).toEqual({ ok: true, value: "12345678901" });
    expect(checkDestination("plnNumber", "1234")).toEqual({ ok: false, message: "plnInvalid" });
    expect(checkDestination("plnNumber", "12345")).toEqual({ ok: true, value: "12345" });
    expect([en.plnRequired, en.plnInvalid, id.plnInvalid]).toEqual([
      "PLN Number required",
      "PLN Number is invalid",
      "Nomor PLN tidak valid",
    ]);
  });
  it("movie ticket, e-wallet, e-money and game id: empty asks first, short is invalid", () => {
    const cases = [
      ["ticketDestination", "1234", "12345", "insert destination number first", "destination number is invalid"],
      ["ewalletNumber", "08123456", "081234567", "insert phone number first", "phone number is invalid"],
      ["emoneyCard", "1234", "12345", "insert card no first", "card no is invalid"],
      ["gameId", "123", "1234", "insert game id first", "game id is invalid"],
    ] as const;
    for (const [destination, short, enough, required, invalid] of cases) {
      const rule = DESTINATION_RULES[destination];
      expect(checkDestination(destination, "  ")).toEqual({ ok: false, message: rule.required });
      expect(checkDestination(destination, short)).toEqual({ ok: false, message: rule.invalid });
      expect(checkDestination(destination, enough).ok).toBe(true);
      expect(checkDestination(destination, "9".repeat(rule.max + 1)).ok).toBe(false);
      expect(en[rule.required as keyof typeof en]).toBe(required);
      expect(en[rule.invalid as keyof typeof en]).toBe(invalid);
    }
  });
  it("only an Open product is buyable ('Produk sedang gangguan')", () => {
    expect(isBuyable("Open")).toBe(true);
    expect(isBuyable("Gangguan")).toBe(false);
    expect(id.productDisrupted).toBe("Produk sedang gangguan");
  });
});

describe("amounts and the token", () => {
  it("the total is the price plus the admin fee", () => {
    expect(topUpTotal({ price: 100_000, adminFee: 2_500 })).toBe(102_500);
    expect(topUpTotal({ price: 11_500, adminFee: 0 })).toBe(11_500);
  });
  it("a 20-digit token reads in groups of 4", () => {
    expect(groupToken("12345678901234567890")).toBe("1234 5678 9012 3456 7890");
    expect(groupToken("1234 5678 9012 3456 7890")).toBe("1234 5678 9012 3456 7890");
  });
});

describe("a product fits the number's operator (issue 22 item 5)", () => {
  it("a known prefix takes only its own operator's products; the message names the number's operator", () => {
    expect(operatorFits("081712345678", "XL")).toEqual({ ok: true });
    expect(operatorFits("081355556666", "XL")).toEqual({ ok: false, operator: "Telkomsel" });
    expect(operatorFits("+62 813 5555 6666", "Indosat")).toEqual({ ok: false, operator: "Telkomsel" });
  });
  it("a prefix we do not know (or a number too short to tell) takes the buyer's choice", () => {
    expect(operatorFits("080012345678", "XL")).toEqual({ ok: true });
    expect(operatorFits("081", "XL")).toEqual({ ok: true });
  });
});

describe("statuses: a declined payment is not an expired one (issue 22 item 7)", () => {
  it("the payments domain's reasons map to two statuses with their own words", () => {
    expect(unpaidTopUpStatus("failed")).toBe("declined");
    expect(unpaidTopUpStatus("expired")).toBe("expired");
    expect([
      isTopUpUnpaid("declined"),
      isTopUpUnpaid("expired"),
      isTopUpUnpaid("failed"),
      isTopUpActive("declined"),
    ]).toEqual([true, true, false, false]);
    for (const status of TOP_UP_STATUSES) {
      expect([
        status,
        typeof id.status[status],
        typeof en.status[status],
        typeof id.expected[status],
        typeof en.expected[status],
      ]).toEqual([status, "string", "string", "string", "string"]);
    }
    expect(id.status.declined).not.toBe(id.status.expired);
    expect(en.status.declined).not.toBe(en.status.expired);
    expect(id.expected.declined).not.toBe(id.expected.expired);
  });
});

describe("validity", () => {
  it("reads the catalogue's days in either language, nothing else", () => {
    expect([
      activeDays("7 hari"),
      activeDays("30 days"),
      activeDays("1 day"),
      activeDays("selamanya"),
      activeDays(null),
    ]).toEqual([7, 30, 1, null, null]);
  });
});

describe("the store's words in Indonesian (issue 22)", () => {
  it("the PLN check's busy label is Indonesian on the Indonesian site", () => {
    expect([id.checking, en.checking]).toEqual(["Memeriksa...", "Checking..."]);
  });
});
