// The figures table and the list of checks, printed at the end of a run.
import type { CheckResult } from "./fleet.ts";

export function renderFigures(figures: [string, string][]): string {
  const width = Math.max(...figures.map(([label]) => label.length));
  return figures.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join("\n");
}

export function renderResults(results: CheckResult[]): string {
  return results
    .map((r) => `  ${r.outcome.padEnd(7)} ${r.scenario}: ${r.name}${r.outcome === "PASS" ? "" : ` (${r.detail})`}`)
    .join("\n");
}
