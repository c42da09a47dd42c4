// The shapes every bench section shares: what it is given, and what it measures.

/** A budget from DESIGN.md section 8: the value passes when it is below `max` (or at most, when inclusive). */
export interface Budget {
  max: number;
  inclusive: boolean;
  /** The value passes when it is at least `max` instead (a Lighthouse score). */
  atLeast?: boolean;
}

export interface Measure {
  /** Stable key for the JSON results, e.g. "hotels.p95". */
  id: string;
  /** What the table's first column shows, e.g. "/v1/hotels p95". */
  label: string;
  value: number;
  unit: "ms" | "µs" | "req/s" | "KB" | "count" | "score" | "ratio";
  /** Only measures that DESIGN.md budgets (or that must be zero) carry one. */
  budget?: Budget;
}

export interface SectionResult {
  measures: Measure[];
  /** Anything else worth keeping in latest.json (query mix, status counts, top chunks...). */
  details?: Record<string, unknown>;
}

export interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** PostgreSQL only. */
  url?: string;
  /** DATA_DIR of the server: PGlite's db/ (when PGlite) and the seeded images/. */
  dataDir: string;
  propertyCount: number;
  /** Cities with the most properties (id and count), for city-filtered queries. */
  cities: { id: number; properties: number }[];
  /** The business date the inventory starts from (YYYY-MM-DD). */
  seededFor: string;
}

export interface BenchContext {
  /** http://127.0.0.1:PORT of the production server under test. */
  baseUrl: string;
  appKey: string;
  /** Seconds of measured load per endpoint, and of warm-up before it. */
  durationSec: number;
  warmupSec: number;
  connections: number;
  /** Today's business date (Asia/Jakarta), YYYY-MM-DD. */
  today: string;
  database: BenchDatabase;
  /** Repository root (absolute). */
  root: string;
  /** Process id of the server under test (its CPU time is read from /proc where there is one). */
  serverPid: number | undefined;
  log: (message: string) => void;
}

/** One part of `npm run bench`: a small module under bench/sections/, listed by bench/run.ts. */
export interface Section {
  /** Short key for BENCH_ONLY, e.g. "hotels". */
  id: string;
  name: string;
  /** Runs whatever BENCH_ONLY names (the machine's yardstick: seconds, and every figure needs it). */
  always?: boolean;
  /** When false, the runner skips the section and says why (e.g. a PostgreSQL-only section on PGlite). */
  applies?: (ctx: BenchContext) => true | string;
  run(ctx: BenchContext): Promise<SectionResult>;
}
