import { describe, expect, it } from "vitest";
import { topUpMail, type TopUpMailInput } from "./mail.ts";

const base: TopUpMailInput = {
  lang: "en",
  name: "Budi",
  refId: "TU20261125ABCDEFGHIJ",
  status: "success",
  product: "OVO 100.000",
  destination: "081234567890",
  total: 101500,
  plnToken: null,
  serialNumber: "SN-778899",
};

describe("the top-up receipt mail", () => {
  it("success: the serial number, the status and the total, linking to the result page", () => {
    const mail = topUpMail(base, "https://inap.test");
    expect(mail.subject).toBe("Top-up TU20261125ABCDEFGHIJ: Success");
    expect(mail.text).toContain("OVO 100.000 for 081234567890.");
    expect(mail.text).toContain("Serial number: SN-778899");
    expect(mail.text).toContain("Total paid: IDR 101,500");
    expect(mail.text).toContain("https://inap.test/top-up/result?order_id=TU20261125ABCDEFGHIJ");
  });

  it("a PLN token is grouped by 4 in place of the serial number (Indonesian)", () => {
    const mail = topUpMail(
      { ...base, lang: "id", product: "Token PLN 20.000", plnToken: "12345678901234567890", serialNumber: "x" },
      "https://inap.test",
    );
    expect(mail.subject).toBe("Top up TU20261125ABCDEFGHIJ: Sukses");
    expect(mail.text).toContain("Token PLN: 1234 5678 9012 3456 7890");
    expect(mail.text).not.toContain("Nomor seri");
    expect(mail.html).toContain("1234 5678 9012 3456 7890");
  });

  it("refunded: says the payment came back; names are escaped in the HTML", () => {
    const mail = topUpMail(
      { ...base, status: "refunded", name: "<b>Budi</b>", serialNumber: null },
      "https://inap.test",
    );
    expect(mail.subject).toBe("Top-up TU20261125ABCDEFGHIJ: Refunded");
    expect(mail.text).toContain("your payment of IDR 101,500 has been refunded");
    expect(mail.html).toContain("&lt;b&gt;Budi&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Budi</b>");
  });
});
