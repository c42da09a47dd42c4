// The fleet's background jobs run in one process at a time (decision 053): on PostgreSQL two
// processes on one database run one pass at a time, all in the leader, and the other takes over
// when the leader stops or is killed; on PGlite the single process just runs.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { createLogger } from "../http/logger.ts";
import { databaseKinds, useTestDatabase } from "../test/harness.ts";
import { electFleetLeader, FLEET_JOBS_LOCK, type FleetLeader } from "./fleet-leader.ts";
import { createPeriodicSweep, type Sweeper } from "./periodic-sweep.ts";

const logger = createLogger("silent");

/** Sweeps of several processes that record who ran each pass and how many passes ran at once. */
function passRecorder() {
  const passes: string[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let waiting: { count: number; resolve: () => void } | undefined;
  const sweep = (who: string): Sweeper =>
    createPeriodicSweep({
      name: `test sweep ${who}`,
      intervalMs: 5,
      batchSize: 10,
      logger,
      batch: async () => {
        active++;
        mostAtOnce = Math.max(mostAtOnce, active);
        // A pass that takes a few round trips, so that two processes' passes would overlap if both ran.
        await Promise.resolve();
        await new Promise((resolve) => setImmediate(resolve));
        active--;
        passes.push(who);
        if (waiting && passes.length >= waiting.count) waiting.resolve();
        return 0;
      },
    });
  const reach = (count: number) =>
    passes.length >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { count, resolve }));
  return {
    sweep,
    reach,
    passes,
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

describe.each(databaseKinds)("the fleet's background jobs on %s", (kind) => {
  const suite = useTestDatabase(kind);
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });
  const secondProcess = async (): Promise<Database> => {
    const database = await openDatabase({ databaseUrl: suite.testDb.url!, maxConnections: 2 });
    cleanups.push(() => database.close());
    return database;
  };
  const leaderOf = (database: Database): FleetLeader => {
    const leader = electFleetLeader(database, logger, { retryMs: 50 });
    cleanups.push(() => leader.stop());
    return leader;
  };

  it.runIf(kind === "pglite")("a single process leads at once", async () => {
    const leader = leaderOf(suite.database);
    expect(leader.leading).toBe(true);
    const recorder = passRecorder();
    const sweep = recorder.sweep("only");
    sweep.start(leader);
    cleanups.push(() => sweep.stop());
    await recorder.reach(3);
    expect(new Set(recorder.passes)).toEqual(new Set(["only"]));
  });

  it.runIf(kind === "postgres")(
    "two sweepers on one database: one pass at a time, all in the leader, until it stops and the other takes over",
    async () => {
      const first = leaderOf(suite.database);
      await first.whenLeading();
      const second = leaderOf(await secondProcess());
      const recorder = passRecorder();
      const sweepA = recorder.sweep("first");
      const sweepB = recorder.sweep("second");
      sweepA.start(first);
      sweepB.start(second);
      cleanups.push(() => sweepB.stop());
      await recorder.reach(20);
      expect(second.leading).toBe(false);
      expect(new Set(recorder.passes)).toEqual(new Set(["first"]));

      // A rolling deploy stops the leader: its jobs after their pass, then the lock.
      await sweepA.stop();
      await first.stop();
      const ranByFirst = recorder.passes.length;
      await second.whenLeading();
      await recorder.reach(ranByFirst + 20);
      expect(recorder.passes.slice(ranByFirst).every((who) => who === "second")).toBe(true);
      expect(recorder.mostAtOnce).toBe(1);
    },
  );

  it.runIf(kind === "postgres")(
    "a leader killed with SIGKILL: its lock goes with its connection and a waiting process leads at once",
    async () => {
      const child = spawn(
        process.execPath,
        [path.join(import.meta.dirname, "fleet-leader-process.ts"), suite.testDb.url!],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGKILL");
          await once(child, "exit");
        }
      });
      const [line] = (await once(child.stdout!, "data")) as [Buffer];
      expect(line.toString()).toBe("leading\n");

      // Processes waiting for the lock wait in the server, without sending anything.
      const waitingInServer = () =>
        expect.poll(
          async () => {
            const result = (await suite.database.db.execute(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and objid = ${FLEET_JOBS_LOCK} and not granted`,
            )) as unknown as { rows: Array<{ n: number }> };
            return result.rows[0]!.n;
          },
          { timeout: 10_000 },
        );
      const waiting = leaderOf(await secondProcess());
      await waitingInServer().toBe(1);
      // A waiting process that shuts down leaves the queue within seconds: the server checks the waiting session's client.
      const stopping = electFleetLeader(await secondProcess(), logger, { retryMs: 50 });
      await waitingInServer().toBe(2);
      await stopping.stop();
      await waitingInServer().toBe(1);
      expect([waiting.leading, stopping.leading]).toEqual([false, false]);

      child.kill("SIGKILL");
      await once(child, "exit");
      await waiting.whenLeading();
      expect(waiting.leading).toBe(true);
    },
  );
});
