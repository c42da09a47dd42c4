import { describe, expect, it } from "vitest";
import { GatewayError } from "../gateway.ts";
import { refundNeedsBankAccount } from "../refund.ts";
import { sandboxGateway } from "./gateway.ts";

const gateway = sandboxGateway({ appKey: "unit-app-key", publicUrl: "http://localhost:3000" });
const request = { orderId: "INAP-1", refundKey: "refund-INAP-1", amount: 150_000, reason: "cancelled" };

describe("the sandbox gateway's refunds (decision 056)", () => {
  it("refunds like Midtrans's refund call: a key and a positive whole amount, or a GatewayError", async () => {
    await expect(gateway.refund(request)).resolves.toBeUndefined();
    await expect(gateway.refund({ ...request, refundKey: "" })).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.refund({ ...request, amount: 0 })).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.refund({ ...request, amount: 10.5 })).rejects.toBeInstanceOf(GatewayError);
  });

  it("pays a bank transfer's refund out to an account of 5 to 20 digits", async () => {
    const account = { bankName: "BCA", accountNumber: "1234567890", accountHolder: "Siti" };
    await expect(gateway.refundToBankAccount!({ ...request, account })).resolves.toBeUndefined();
    await expect(
      gateway.refundToBankAccount!({ ...request, account: { ...account, accountNumber: "12ab" } }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it("sends virtual accounts, bills and store payments to a bank account; cards and e-wallets back", () => {
    for (const type of ["bank_transfer", "echannel", "permata", "cstore"])
      expect(refundNeedsBankAccount(type)).toBe(true);
    for (const type of ["gopay", "credit_card", "qris", "kredivo", null])
      expect(refundNeedsBankAccount(type)).toBe(false);
  });
});
