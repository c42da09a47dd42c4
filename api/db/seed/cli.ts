// Migrates and seeds the demo data: `node api/db/seed/cli.ts`.
// DATABASE_URL selects PostgreSQL, otherwise PGlite in ${DATA_DIR:-./data}/db; images go to
// ${DATA_DIR:-./data}/images. SEED_PROPERTY_COUNT and SEED_TODAY (YYYY-MM-DD) override the defaults.
import path from "node:path";
import { openDatabase } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { seedDemo } from "./demo.ts";

const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const propertyCount = process.env.SEED_PROPERTY_COUNT ? Number(process.env.SEED_PROPERTY_COUNT) : undefined;
const log = (msg: string) => console.log(msg);

const started = performance.now();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, "db"),
});
try {
  await migrateDatabase(database);
  const { seeded } = await seedDemo(database, {
    imagesDir: path.join(dataDir, "images"),
    propertyCount,
    today: process.env.SEED_TODAY,
    log,
  });
  log(
    `${seeded ? "seeded" : "already seeded, inventory topped up"} (${database.kind}) in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
