import { describe, expect, it } from "vitest";
import { addCounts, playwrightCounts, vitestCounts } from "./test-report.ts";

describe("the gate's counts", () => {
  it("counts vitest's skipped and todo tests as skipped", () => {
    expect(vitestCounts({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 })).toEqual({
      passed: 10,
      failed: 1,
      skipped: 3,
      flaky: [],
    });
  });

  it("never counts a flaky Playwright test as passed, and names it", () => {
    const counts = playwrightCounts({
      stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 2 },
      suites: [
        {
          title: "top-up.spec.ts",
          specs: [{ title: "buys credit", tests: [{ projectName: "desktop", status: "expected" }] }],
          suites: [
            {
              title: "PLN",
              specs: [
                {
                  title: "checks the meter",
                  tests: [
                    { projectName: "desktop", status: "expected" },
                    { projectName: "phone", status: "flaky" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(counts).toEqual({
      passed: 5,
      failed: 0,
      skipped: 2,
      flaky: ["top-up.spec.ts › PLN › checks the meter [phone]"],
    });
  });

  it("adds two layers' counts", () => {
    const a = { passed: 1, failed: 0, skipped: 1, flaky: ["a"] };
    const b = { passed: 2, failed: 1, skipped: 0, flaky: ["b"] };
    expect(addCounts(a, b)).toEqual({ passed: 3, failed: 1, skipped: 1, flaky: ["a", "b"] });
  });
});
