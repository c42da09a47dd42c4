import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs `fn` while holding a PostgreSQL session-level advisory lock, so that work such as
   * migrating or seeding happens once when several processes start together.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole cluster as a gzip tarball, to start test copies from. */
  dumpDataDir?: () => Promise<Blob>;
  /** A cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite snapshot (from dumpDataDir) to start from instead of an empty cluster. */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.maxConnections ?? 10);
  return openPglite(config.dataDir ?? "memory://", config.loadDataDir);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection can be cut by the server (restart, failover, a dropped test database);
  // the pool replaces it on next use. Without a listener the 'error' event would end the process.
  pool.on("error", (error) => {
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "idle database connection lost", error: error.message }) + "\n");
  });
  const db = drizzlePostgres({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async withAdvisoryLock(key, fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [key]);
        return await fn();
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One connection in one process: there is nobody to race.
    withAdvisoryLock: (_key, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
