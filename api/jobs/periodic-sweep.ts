import type { Logger } from "../http/logger.ts";
import { sweepCompleted, sweepStarted } from "../telemetry/metrics.ts";

export interface Sweeper {
  start(): void;
  /** Stops the timer and waits for the batch in progress; a pass draining a backlog stops after it. */
  stop(): Promise<void>;
  /** Runs one pass now (tests); returns how many rows it handled. */
  runOnce(): Promise<number>;
}

/**
 * A background job that runs `batch` every `intervalMs` (and once at start), repeating a pass
 * while a batch comes back full so a backlog drains. Each batch locks its rows with
 * `FOR UPDATE SKIP LOCKED`, so several processes can run the same sweep.
 */
export function createPeriodicSweep(options: { name: string; intervalMs: number; batchSize: number; batch: () => Promise<number>; logger: Logger }): Sweeper {
  const { name, intervalMs, batchSize, batch, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopping = false;
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
  const tick = () => {
    running = runOnce().catch((error: unknown) => logger.error(`${name}: failed`, { error }));
  };
  return {
    start() {
      if (timer) return;
      sweepStarted(name);
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
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
