import { afterEach, describe, expect, it } from "vitest";
import { installCurrentLogger } from "#core/log/current-logger.server.ts";
import { createLogger } from "../http/logger.ts";
import { paymentTransitions, refundsRequired } from "./metrics.ts";
import { paymentTransition, refundRequired } from "./payment-events.ts";

function capture(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  installCurrentLogger(() => logger);
  return lines;
}

async function counted(
  counter: typeof refundsRequired | typeof paymentTransitions,
  labels: Record<string, string>,
): Promise<number> {
  const { values } = await counter.get();
  return (
    values.find((v) => Object.entries(labels).every(([k, l]) => (v.labels as Record<string, unknown>)[k] === l))
      ?.value ?? 0
  );
}

afterEach(() => installCurrentLogger(undefined));

describe("payment events", () => {
  it("a refund required is an error line naming the order, its kind and amount, and one more on the counter", async () => {
    const lines = capture();
    const before = await counted(refundsRequired, { kind: "long_stay" });
    refundRequired({ orderId: "LS-1", kind: "long_stay", amount: 4_500_000 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: expect.stringMatching(/^refund required/),
        orderId: "LS-1",
        kind: "long_stay",
        amount: 4_500_000,
      }),
    ]);
    expect(await counted(refundsRequired, { kind: "long_stay" })).toBe(before + 1);
  });

  it("a transition is an info line with both statuses, counted by kind and the state reached", async () => {
    const lines = capture();
    const before = await counted(paymentTransitions, { kind: "top_up", state: "expired" });
    paymentTransition({ orderId: "TU-1", kind: "top_up", from: "pending", to: "expire", state: "expired" });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "payment transition",
        orderId: "TU-1",
        kind: "top_up",
        from: "pending",
        to: "expire",
        state: "expired",
      }),
    ]);
    expect(await counted(paymentTransitions, { kind: "top_up", state: "expired" })).toBe(before + 1);
  });
});
