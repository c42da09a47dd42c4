// A private PostgreSQL cluster for tests that stop and start the server (never the shared one):
// Debian's binaries under /usr/lib/postgresql/<version>/bin, initdb into a temp directory, a free
// port on 127.0.0.1, trust auth. Run as the `postgres` user when the tests run as root.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { databaseUrl } from "./postgres.ts";

function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    return {
      uid: Number(execFileSync("id", ["-u", "postgres"]).toString()),
      gid: Number(execFileSync("id", ["-g", "postgres"]).toString()),
    };
  } catch {
    return undefined;
  }
}

export const privatePostgresAvailable =
  binDir() !== undefined && (process.getuid?.() !== 0 || postgresUser() !== undefined);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), "inap-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? postgresUser()! : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(bin, tool), args, {
      stdio: ["ignore", "ignore", "pipe"],
      ...(user && { uid: user.uid, gid: user.gid }),
      cwd: dir,
    });
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database `name` on the cluster, migrated and seeded with three demo properties: its URL. */
export async function seededDatabase(cluster: PrivatePostgres, name: string, imagesDir: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: cluster.url, maxConnections: 1 });
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  const url = databaseUrl(cluster.url, name);
  const database = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  await migrateDatabase(database);
  await seedDemo(database, { imagesDir, propertyCount: 3 });
  await database.close();
  return url;
}
