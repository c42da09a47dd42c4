// The one table at the end, and bench/results/latest.json.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Budget, Measure } from "./types.ts";

export type Verdict = "ok" | "OVER" | "-";

export function verdict(measure: Measure): Verdict {
  if (!measure.budget) return "-";
  if (!Number.isFinite(measure.value)) return "OVER";
  const { max, inclusive, atLeast } = measure.budget;
  if (atLeast) return measure.value >= max ? "ok" : "OVER";
  return (inclusive ? measure.value <= max : measure.value < max) ? "ok" : "OVER";
}

function formatValue(value: number, unit: Measure["unit"]): string {
  if (!Number.isFinite(value)) return "n/a";
  switch (unit) {
    case "ms":
      return `${value.toFixed(1)} ms`;
    case "µs":
      return `${value.toFixed(1)} µs`;
    case "req/s":
      return `${value.toFixed(0)} req/s`;
    case "KB":
      return `${value.toFixed(1)} KB`;
    case "count":
      return String(value);
    case "score":
      return String(Math.round(value * 1000) / 1000);
    case "ratio":
      return `${value.toFixed(2)}x`;
  }
}

function formatBudget(budget: Budget | undefined, unit: Measure["unit"]): string {
  if (!budget) return "-";
  if ((unit === "count" || unit === "score") && budget.max === 0) return "0";
  const suffix = unit === "count" || unit === "score" ? "" : unit === "ratio" ? "x" : ` ${unit}`;
  if (budget.atLeast) return `>= ${budget.max}${suffix}`;
  return `${budget.inclusive ? "<=" : "<"} ${budget.max}${suffix}`;
}

export function renderTable(measures: Measure[]): string {
  const header = ["measure", "value", "budget", "verdict"];
  const rows = measures.map((m) => [m.label, formatValue(m.value, m.unit), formatBudget(m.budget, m.unit), verdict(m)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function writeResults(file: string, results: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
}
