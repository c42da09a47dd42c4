// The bench's own data set: PGlite in bench/.data/pglite, or the PostgreSQL database named by
// BENCH_DATABASE_URL (dropped and recreated when it has to be re-seeded). A marker row in
// app_settings records what was seeded, so the next run reuses it.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, queryRows, type Database } from "#api/db/client.ts";
import { migrateDatabase } from "#api/db/migrate.ts";
import type { BenchDatabase } from "./types.ts";

const MARKER_KEY = "bench.dataset";

interface Marker {
  propertyCount: number;
  /** Hash of the seeder and the migrations: a changed seeder means a fresh data set. */
  fingerprint: string;
  /** The business date the seed (or its last top-up) ran for. */
  seededFor: string;
  seedMs: number;
}

export interface PrepareOptions {
  root: string;
  propertyCount: number;
  today: string;
  /** PostgreSQL URL; PGlite when absent. */
  databaseUrl: string | undefined;
  log: (message: string) => void;
}

export interface Prepared extends BenchDatabase {
  /** null when an existing data set was reused as it was. */
  seedMs: number | null;
  reused: boolean;
}

type SeedDemo = (
  database: Database,
  options: { imagesDir: string; propertyCount: number; today: string; log: (message: string) => void },
) => Promise<unknown>;

export async function prepareDatabase(options: PrepareOptions): Promise<Prepared> {
  const { root, log } = options;
  const fingerprint = seederFingerprint(root);
  const postgres = options.databaseUrl !== undefined;
  const dbName = postgres ? databaseName(options.databaseUrl!) : undefined;
  const dataDir = path.join(root, "bench", ".data", postgres ? `postgres-${dbName}` : "pglite");
  const imagesDir = path.join(dataDir, "images");

  if (postgres) await ensurePostgresDatabase(options.databaseUrl!, log);

  let database = await open(options.databaseUrl, dataDir).catch((error: unknown) => {
    if (postgres) throw error;
    // A PGlite directory left broken (a seed killed half-way) is only bench data: start over.
    log(
      `database: cannot open ${path.relative(root, dataDir)} (${error instanceof Error ? error.message : String(error)}); starting over`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    return open(options.databaseUrl, dataDir);
  });
  try {
    let marker = await readMarker(database);
    const imagesThere = existsSync(imagesDir) && readdirSync(imagesDir).length > 0;
    const sameDataSet =
      marker !== null && marker.propertyCount === options.propertyCount && marker.fingerprint === fingerprint;

    if (!sameDataSet || !imagesThere) {
      const why =
        marker === null
          ? "no bench data set yet"
          : marker.propertyCount !== options.propertyCount
            ? `it holds ${marker.propertyCount} properties, ${options.propertyCount} wanted`
            : marker.fingerprint !== fingerprint
              ? "the seeder or the migrations changed since it was seeded"
              : "its images are missing";
      log(`database: preparing a fresh data set (${why})`);
      // Start from nothing: a half-seeded or differently seeded database cannot be trusted.
      await database.close();
      if (postgres) await recreatePostgresDatabase(options.databaseUrl!, log);
      rmSync(dataDir, { recursive: true, force: true });
      database = await open(options.databaseUrl, dataDir);
      marker = null;
    }

    let seedMs: number | null = null;
    if (marker === null || marker.seededFor !== options.today) {
      // First seed, or a later day: the seeder is idempotent and tops the inventory up to a year
      // from today, so the searched dates always have stock.
      seedMs = await seed(database, { ...options, imagesDir }, marker === null);
      marker = {
        propertyCount: options.propertyCount,
        fingerprint,
        seededFor: options.today,
        seedMs: marker?.seedMs ?? seedMs,
      };
      await writeMarker(database, marker);
    } else {
      // Earlier runs' bookings, or a server started by hand on it with its demo seed, leave dead
      // rows; with autovacuum off (as on this machine) every later search would scan them.
      const vacuumStarted = performance.now();
      await database.db.execute(sql`vacuum analyze`);
      log(
        `database: reusing the ${options.propertyCount}-property data set seeded for ${marker.seededFor} (seeding took ${(marker.seedMs / 1000).toFixed(1)} s; vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s)`,
      );
    }

    const counts = await queryRows<{ properties: number; rooms: number; nights: number }>(
      database.db,
      sql`select (select count(*) from properties)::int as properties, (select count(*) from rooms)::int as rooms,
            (select count(*) from room_inventory)::int as nights`,
    );
    const cities = await queryRows<{ id: number; properties: number }>(
      database.db,
      sql`select city_id as id, count(*)::int as properties from properties where is_active
          group by city_id order by count(*) desc, city_id limit 12`,
    );
    const c = counts[0]!;
    log(`database: ${database.kind}, ${c.properties} properties, ${c.rooms} rooms, ${c.nights} room-nights`);
    if (c.properties < options.propertyCount)
      throw new Error(`the seeder made ${c.properties} properties, ${options.propertyCount} wanted`);

    return {
      kind: database.kind,
      ...(postgres ? { url: options.databaseUrl } : {}),
      dataDir,
      propertyCount: options.propertyCount,
      cities,
      seededFor: marker.seededFor,
      seedMs,
      reused: seedMs === null,
    };
  } finally {
    // PGlite is one process's: the server opens it next.
    await database.close();
  }
}

async function open(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, "db"), maxConnections: 4 });
  await migrateDatabase(database);
  return database;
}

async function seed(
  database: Database,
  options: PrepareOptions & { imagesDir: string },
  fresh: boolean,
): Promise<number> {
  const { seedDemo } = (await import("#api/db/seed/demo.ts")) as { seedDemo: SeedDemo };
  const started = performance.now();
  options.log(
    `database: ${fresh ? "seeding" : "topping up"} ${options.propertyCount} properties for ${options.today} on ${database.kind}...`,
  );
  await seedDemo(database, {
    imagesDir: options.imagesDir,
    propertyCount: options.propertyCount,
    today: options.today,
    log: (message) => options.log(`  seed: ${message}`),
  });
  const seedMs = Math.round(performance.now() - started);
  // Steady state of a live database: fresh statistics and visibility map (autovacuum would do this
  // on PostgreSQL after a bulk load; PGlite has no autovacuum at all).
  const vacuumStarted = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  options.log(
    `database: ${fresh ? "seeding" : "top-up"} took ${(seedMs / 1000).toFixed(1)} s (+ vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s)`,
  );
  return seedMs;
}

async function readMarker(database: Database): Promise<Marker | null> {
  const rows = await queryRows<{ value: Marker }>(
    database.db,
    sql`select value from app_settings where key = ${MARKER_KEY}`,
  );
  const value = rows[0]?.value;
  return value && typeof value.propertyCount === "number" ? value : null;
}

async function writeMarker(database: Database, marker: Marker): Promise<void> {
  await database.db.execute(sql`
    insert into app_settings (key, value) values (${MARKER_KEY}, ${JSON.stringify(marker)}::jsonb)
    on conflict (key) do update set value = excluded.value`);
}

/** sha256 of every file under api/db/seed and api/db/migrations, in name order. */
function seederFingerprint(root: string): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith(".test.ts"))
        hash.update(path.relative(root, file)).update("\0").update(readFileSync(file));
    }
  };
  walk(path.join(root, "api", "db", "seed"));
  walk(path.join(root, "api", "db", "migrations"));
  return hash.digest("hex").slice(0, 16);
}

// ---------------------------------------------------------------- PostgreSQL housekeeping

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
  if (!name)
    throw new Error("BENCH_DATABASE_URL must name a database, e.g. postgres://postgres@127.0.0.1:5432/inap_bench");
  // The bench drops and recreates this database: refuse anything not obviously the bench's own.
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names database "${name}": the bench drops and recreates it, so its name must contain "bench" (e.g. inap_bench)`,
    );
  }
  return name;
}

function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensurePostgresDatabase(url: string, log: (message: string) => void): Promise<void> {
  const name = databaseName(url);
  await withAdmin(url, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      log(`database: creating PostgreSQL database ${name}`);
      await client.query(`create database ${quoteIdent(name)}`);
    }
  });
}

async function recreatePostgresDatabase(url: string, log: (message: string) => void): Promise<void> {
  const name = databaseName(url);
  log(`database: dropping and recreating PostgreSQL database ${name}`);
  await withAdmin(url, async (client) => {
    // The bench's own pool has just been ended, but its sockets close a moment later; a forced
    // drop would then terminate them and the pool would throw. Wait (at most 10 s) for them to go.
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await client.query(`create database ${quoteIdent(name)}`);
  });
}
