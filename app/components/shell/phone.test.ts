import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone.ts";

describe("formatPhone", () => {
  it("groups Indonesian mobile numbers", () => {
    expect(formatPhone("6281100000001")).toBe("+62 811-0000-0001");
    expect(formatPhone("62811000000012")).toBe("+62 811-0000-00012");
  });

  it("leaves other numbers whole", () => {
    expect(formatPhone("6512345678")).toBe("+6512345678");
  });
});
