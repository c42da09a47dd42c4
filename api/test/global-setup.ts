// Seeds the demo data once per test run: a PGlite snapshot (always) and a PostgreSQL template
// database (when TEST_DATABASE_URL is set). Each suite then starts from a private copy.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { adminUrl, databaseUrl } from "./postgres.ts";

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "inap-test-"));
  const imagesDir = path.join(workDir, "images");

  const pglite = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(pglite);
  await seedDemo(pglite, { imagesDir });
  const snapshot = await pglite.dumpDataDir!();
  const snapshotPath = path.join(workDir, "pglite-seeded.tar.gz");
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await pglite.close();

  let template: string | undefined;
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    template = `inap_tpl_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: adminUrl(testUrl), maxConnections: 1 });
    await admin.db.execute(`drop database if exists ${template}`);
    await admin.db.execute(`create database ${template}`);
    await admin.close();
    const pg = await openDatabase({ databaseUrl: databaseUrl(testUrl, template), maxConnections: 2 });
    await migrateDatabase(pg);
    await seedDemo(pg, { imagesDir });
    await pg.close();
  }

  project.provide("pgliteSnapshot", snapshotPath);
  project.provide("imagesDir", imagesDir);
  project.provide("pgTemplate", template ?? "");

  return async () => {
    if (testUrl && template) {
      const admin = await openDatabase({ databaseUrl: adminUrl(testUrl), maxConnections: 1 });
      await admin.db.execute(`drop database if exists ${template} with (force)`);
      await admin.close();
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    imagesDir: string;
    pgTemplate: string;
  }
}
