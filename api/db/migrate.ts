import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant shared by every process of this app. */
export const MIGRATION_LOCK = 7_204_117;

export async function migrateDatabase(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder });
    else await migratePostgres(database.db as never, { migrationsFolder });
  });
}
