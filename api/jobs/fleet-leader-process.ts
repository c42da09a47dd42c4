// Another process of the fleet for the leader test: `node api/jobs/fleet-leader-process.ts <database url>`
// waits for the fleet's background jobs lock and prints `leading` once it holds it.
import { openDatabase } from "../db/client.ts";
import { createLogger } from "../http/logger.ts";
import { electFleetLeader } from "./fleet-leader.ts";

const url = process.argv[2];
if (!url) throw new Error("usage: fleet-leader-process.ts <database url>");
const database = await openDatabase({ databaseUrl: url, maxConnections: 1 });
const leader = electFleetLeader(database, createLogger("silent"));
await leader.whenLeading();
process.stdout.write("leading\n");
process.on("SIGTERM", () => void leader.stop().then(() => database.close().finally(() => process.exit(0))));
