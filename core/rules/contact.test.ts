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
  it.each<[string, string | undefined, string[]]>([
    // required, digits only, without a leading zero, at most 20 digits
    ["81234567890", undefined, []],
    ["", undefined, ["phoneRequired"]],
    ["81-234", undefined, ["phoneNumeric"]],
    ["081234567890", undefined, ["zeroFirst"]],
    ["1".repeat(21), undefined, ["tooLong"]],
    ["0x", undefined, ["phoneNumeric", "zeroFirst"]],
    // 10 digits with the area code: a 3-digit number is no phone (issue 22); Singapore: 8 digits after +65
    ["812", undefined, ["phoneTooShort"]],
    ["812", "+62", ["phoneTooShort"]],
    ["8123456", "+62", ["phoneTooShort"]],
    ["81234567", "+62", []],
    ["91234567", "+65", []],
    // the area code, when it comes with the number, is checked before the length
    ["81234567890", "+62", []],
    ["81234567890", "62x", ["codeInvalid"]],
    ["1".repeat(21), "", ["codeInvalid", "tooLong"]],
  ])("%j with the code %j: %j", (phone, code, problems) => {
    expect(guestPhoneProblems(phone, code)).toEqual(problems);
  });
});

describe("normalizePhoneNumber (issue 10: '08…' is +62 8…)", () => {
  it.each([
    // the trunk 0 with +62, separators, and the area code typed again go
    ["081234567890", "+62", "81234567890"],
    ["0812-3456 7890", "+62", "81234567890"],
    ["+6281234567890", "+62", "81234567890"],
    ["(021) 555.1234", "+62", "215551234"],
    // other codes' leading 0 is left to the 'no leading zero' rule, letters to the numeric rule
    ["091234567", "+65", "091234567"],
    ["08abc", "+62", "8abc"],
    ["", "+62", ""],
  ])("%j with %s is %j", (typed, code, phone) => {
    expect(normalizePhoneNumber(typed, code)).toBe(phone);
  });

  it("gives what the phone rules then take or refuse", () => {
    expect(guestPhoneProblems(normalizePhoneNumber("081234567890", "+62"))).toEqual([]);
    expect(guestPhoneProblems(normalizePhoneNumber("091234567", "+65"), "+65")).toEqual(["zeroFirst"]);
  });
});
