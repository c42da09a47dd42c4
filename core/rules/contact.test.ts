import { describe, expect, it } from "vitest";
import {
  EMAIL_INPUT_PATTERN,
  EMAIL_PATTERN,
  guestPhoneProblems,
  isEmail,
  normalizeEmail,
  normalizePhoneNumber,
} from "./contact.ts";

describe("email (seed 000 section 5)", () => {
  it("takes lowercase letters, digits and ._%+- before @ and a 2-3 letter ending", () => {
    for (const email of ["budi@example.com", "a.b_c%d+e-f@mail.co.id", "x@y.io"]) expect(isEmail(email)).toBe(true);
    for (const email of ["budi@bad", "budi@example.info", "Budi@example.com", "budi example@x.com", "@x.com", ""])
      expect(isEmail(email)).toBe(false);
  });
  it("compares normalized: trimmed and lowercased", () => {
    expect(normalizeEmail("  Budi@Example.COM ")).toBe("budi@example.com");
    expect(isEmail(normalizeEmail("  Budi@Example.COM "))).toBe(true);
  });
  it("refuses what no mailbox can be: longer than 254", () => {
    const long = `${"a".repeat(250)}@x.com`;
    expect(EMAIL_PATTERN.test(long)).toBe(true);
    expect(isEmail(long)).toBe(false);
  });
  it("the HTML pattern attribute is the same pattern (browsers read it in v mode)", () => {
    const html = new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, "v");
    for (const email of ["budi@example.com", "a.b_c%d+e-f@mail.co.id", "budi@bad", "budi@example.info"])
      expect(html.test(email)).toBe(EMAIL_PATTERN.test(email));
  });
});

describe("guest phone (seed 001 section 5)", () => {
  it("is required, digits only, without a leading zero, at most 20 digits", () => {
    expect(guestPhoneProblems("81234567890")).toEqual([]);
    expect(guestPhoneProblems("")).toEqual(["phoneRequired"]);
    expect(guestPhoneProblems("81-234")).toEqual(["phoneNumeric"]);
    expect(guestPhoneProblems("081234567890")).toEqual(["zeroFirst"]);
    expect(guestPhoneProblems("1".repeat(21))).toEqual(["tooLong"]);
    expect(guestPhoneProblems("0x")).toEqual(["phoneNumeric", "zeroFirst"]);
  });
  it("needs 10 digits with the area code: a 3-digit number is no phone (issue 22)", () => {
    expect(guestPhoneProblems("812")).toEqual(["phoneTooShort"]);
    expect(guestPhoneProblems("812", "+62")).toEqual(["phoneTooShort"]);
    expect(guestPhoneProblems("8123456", "+62")).toEqual(["phoneTooShort"]);
    expect(guestPhoneProblems("81234567", "+62")).toEqual([]);
    // Singapore: 8 digits after +65.
    expect(guestPhoneProblems("91234567", "+65")).toEqual([]);
  });
  it("checks the area code when it comes with the number, before the length", () => {
    expect(guestPhoneProblems("81234567890", "+62")).toEqual([]);
    expect(guestPhoneProblems("81234567890", "62x")).toEqual(["codeInvalid"]);
    expect(guestPhoneProblems("1".repeat(21), "")).toEqual(["codeInvalid", "tooLong"]);
  });
});

describe("normalizePhoneNumber (issue 10: '08…' is +62 8…)", () => {
  it("drops the trunk 0 with +62, separators, and the area code typed again", () => {
    expect(normalizePhoneNumber("081234567890", "+62")).toBe("81234567890");
    expect(normalizePhoneNumber("0812-3456 7890", "+62")).toBe("81234567890");
    expect(normalizePhoneNumber("+6281234567890", "+62")).toBe("81234567890");
    expect(normalizePhoneNumber("(021) 555.1234", "+62")).toBe("215551234");
    expect(guestPhoneProblems(normalizePhoneNumber("081234567890", "+62"))).toEqual([]);
  });
  it("leaves other codes' leading 0 to the 'no leading zero' rule, and letters to the numeric rule", () => {
    expect(normalizePhoneNumber("091234567", "+65")).toBe("091234567");
    expect(guestPhoneProblems(normalizePhoneNumber("091234567", "+65"), "+65")).toEqual(["zeroFirst"]);
    expect(normalizePhoneNumber("08abc", "+62")).toBe("8abc");
    expect(normalizePhoneNumber("", "+62")).toBe("");
  });
});
