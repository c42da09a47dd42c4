import { defineConfig } from "drizzle-kit";

// Migrations are generated offline from the schema and applied by api/db/migrate.ts on start,
// to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
  casing: "snake_case",
});
