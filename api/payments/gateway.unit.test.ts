import { describe, expect, it } from "vitest";
import { itemName } from "./gateway.ts";

describe("gateway item names (at most 50 characters at Midtrans)", () => {
  it("shortens a long name", () => {
    expect(itemName("x".repeat(60))).toHaveLength(50);
    expect(itemName("Telkomsel 10.000")).toBe("Telkomsel 10.000");
  });
  it("keeps a top-up's destination whole and shortens the product before it (issue 22 item 7)", () => {
    expect(itemName("XL 10.000", "081712345678")).toBe("XL 10.000 · 081712345678");
    const long = itemName("Mobile Legends 706 Diamonds Weekly Pass Bundle Extra", "1234567890123(4567)");
    expect(long).toHaveLength(50);
    expect(long.endsWith(" · 1234567890123(4567)")).toBe(true);
  });
});
