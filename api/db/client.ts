import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import { log } from "../http/logger.ts";
import { lockDataDir } from "./data-dir-lock.ts";
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
  /** PostgreSQL only: a new connection outside the pool (not yet connected), for a lock held as long as it lives. */
  dedicatedClient?: () => pg.Client;
  /** PGlite only: the whole cluster as a gzip tarball, to start test copies from. */
  dumpDataDir?: () => Promise<Blob>;
  /** A cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** The connections open, idle and asked for while none was free (/metrics); PGlite has one, always in use. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
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
  // A connection can be cut by the server (restart, failover, a dropped test database). Idle in
  // the pool, the pool emits 'error'; checked out (inside a transaction, between two queries) the
  // client itself emits it. An 'error' event nobody listens to ends the process, so both have a
  // listener: the query in flight fails (503 to its caller), the broken client is not reused.
  const lost = (where: string) => (error: Error) => {
    log.warn(`database connection lost (${where})`, { error: error.message });
  };
  pool.on("error", lost("idle"));
  pool.on("connect", (client) => client.on("error", lost("in use")));
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
    dedicatedClient: () => new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 }),
    ping: async () => void (await pool.query("select 1")),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  let release = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(path.resolve(dataDir));
  }
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One connection in one process: there is nobody to race.
    withAdvisoryLock: (_key, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    ping: async () => void (await client.query("select 1")),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close().finally(release),
  };
}

/**
 * True when an error means the database cannot be reached right now (connection refused or cut,
 * server shutting down or starting, too many connections), not that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (
      [
        "ECONNREFUSED",
        "ECONNRESET",
        "EPIPE",
        "ETIMEDOUT",
        "ENOTFOUND",
        "EHOSTUNREACH",
        "57P01",
        "57P02",
        "57P03",
        "53300",
      ].includes(code) ||
      code.startsWith("08")
    )
      return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (
      /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface DrizzleInternals {
  session: {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Rows of a raw SQL query run as a named prepared statement (decision 031): on PostgreSQL each
 * connection parses and plans a given text once, not on every call. The name is derived from the
 * text, so one text always has one name. PGlite runs it as queryRows does. For hot, fixed-shape
 * queries only (every distinct text stays prepared on every connection).
 */
export async function queryRowsPrepared<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
  prefix: string,
): Promise<T[]> {
  const { session } = db as unknown as DrizzleInternals;
  const compiled = session.dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash("sha1").update(compiled.sql).digest("hex").slice(0, 16)}`;
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
