// The database's own CPU time, for "PostgreSQL CPU per search": the backends of the bench database
// (pg_stat_activity) on this machine, their utime + stime from /proc. pg_stat_statements would
// need shared_preload_libraries (a server restart), so the backends' CPU is what we read. A
// backend that appears during the run counts from zero (its connection start-up is included); one
// that ends during the run is lost (the pool keeps its connections, so that does not happen).
import pg from "pg";
import { processCpuMs } from "./process.ts";
import type { BenchContext } from "./types.ts";

export type DbCpuSnapshot = Map<number, number>;

/** CPU ms per backend pid of the bench database, or null on PGlite (inside the server process). */
export async function dbCpuSnapshot(ctx: BenchContext): Promise<DbCpuSnapshot | null> {
  if (ctx.database.kind !== "postgres" || !ctx.database.url) return null;
  const client = new pg.Client({ connectionString: ctx.database.url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    const snapshot: DbCpuSnapshot = new Map();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== null) snapshot.set(pid, ms);
    }
    return snapshot.size > 0 || rows.length === 0 ? snapshot : null;
  } finally {
    await client.end();
  }
}

/** CPU ms the bench database's backends spent between two snapshots. */
export function dbCpuBetween(before: DbCpuSnapshot | null, after: DbCpuSnapshot | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
