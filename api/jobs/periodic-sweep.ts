import type { Logger } from "../http/logger.ts";
import { sweepCompleted, sweepStarted } from "../telemetry/metrics.ts";
import { type FleetLeader, SOLE_PROCESS } from "./fleet-leader.ts";

export interface Sweeper {
  /** Runs a pass every interval while `leader` leads (./fleet-leader.ts); without one, always. */
  start(leader?: FleetLeader): void;
  /** Stops the timer and waits for the batch in progress; a pass draining a backlog stops after it. */
  stop(): Promise<void>;
  /** Runs one pass now (tests); returns how many rows it handled. */
  runOnce(): Promise<number>;
}

/**
 * A background job that runs `batch` every `intervalMs` (and once at start), repeating a pass
 * while a batch comes back full so a backlog drains. In a fleet only the leader's timer runs
 * passes, so N processes cost what one does; each batch still locks its rows with
 * `FOR UPDATE SKIP LOCKED`, so two processes that both believe they lead never take a row twice.
 */
export function createPeriodicSweep(options: {
  name: string;
  intervalMs: number;
  batchSize: number;
  batch: () => Promise<number>;
  logger: Logger;
}): Sweeper {
  const { name, intervalMs, batchSize, batch, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let leader = SOLE_PROCESS;
  const runOnce = async () => {
    let total = 0;
    for (;;) {
      const handled = await batch();
      total += handled;
      if (handled < batchSize || stopping) break;
    }
    if (total > 0) logger.info(`${name}: done`, { count: total });
    sweepCompleted(name);
    return total;
  };
  let passing = false;
  const tick = () => {
    // A pass still draining (a slow biller, a backlog) is not joined by a second one.
    if (!leader.leading || passing) return;
    passing = true;
    running = runOnce()
      .catch((error: unknown) => logger.error(`${name}: failed`, { error }))
      .finally(() => {
        passing = false;
      });
  };
  return {
    start(fleetLeader = SOLE_PROCESS) {
      if (timer) return;
      leader = fleetLeader;
      sweepStarted(name);
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
      // A process that comes to lead (at start, the lock is taken a moment later) runs a pass then, not an interval later.
      void leader.whenLeading().then(() => timer && tick());
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
