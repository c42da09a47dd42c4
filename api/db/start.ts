import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../http/logger.ts";
import { openDatabase, type Database } from "./client.ts";
import { DataDirInUseError } from "./data-dir-lock.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDemo } from "./seed/demo.ts";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR),
 * applies the migrations and, unless SEED_DEMO=false, makes sure the demo data is there.
 */
export async function startDatabase(config: Config, logger: Logger): Promise<Database> {
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
    maxConnections: config.dbPoolSize,
  }).catch((error: unknown) => {
    // A second process on the same PGlite directory: say why in one line, not a stack trace.
    if (error instanceof DataDirInUseError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  await migrateDatabase(database);
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database, {
      imagesDir: config.imagesDir,
      demoAccount: config.demoMode,
      log: (msg) => logger.info(msg),
    });
    if (seeded) logger.info("demo data seeded");
  }
  logger.info("database ready", { kind: database.kind, ms: Date.now() - started });
  return database;
}
