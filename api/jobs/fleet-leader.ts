// The background jobs (sweeps, the top-up follow-up, the mail outbox's poll) run in one process
// of the fleet at a time, so N processes on one PostgreSQL cost what one does (decision 053).
// Each process keeps one connection of its own, outside the pool, waiting in
// `pg_advisory_lock(FLEET_JOBS_LOCK)`: the process whose call returns leads, the others wait in
// the server without sending a query. The lock is the connection's: when the leader stops, is
// killed, or loses its connection, PostgreSQL releases it and the next waiter leads at once. The
// session asks the server to probe its socket (TCP keepalives), so a leader whose machine vanished
// without closing the socket is let go in about half a minute, not after the system's two hours.
// Leading is a saving, not what keeps the jobs correct: every batch still claims its rows with
// FOR UPDATE SKIP LOCKED, so a leader that has not yet noticed its loss and the new one never take
// the same row. PGlite is one process: it always leads.
import type pg from "pg";
import type { Database } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";

/** Advisory lock key of the fleet's background jobs (beside the migration's and the demo seed's). */
export const FLEET_JOBS_LOCK = 7_204_119;

export interface FleetLeader {
  /** True while this process runs the fleet's background jobs. */
  readonly leading: boolean;
  /** Resolves once this process leads. */
  whenLeading(): Promise<void>;
  /** Gives the lead back (closes the lock's connection); call after the jobs stopped. */
  stop(): Promise<void>;
}

/** The leader of a fleet of one (PGlite, tests of a single process). */
export const SOLE_PROCESS: FleetLeader = { leading: true, whenLeading: async () => {}, stop: async () => {} };

// The server probes an idle session's socket after 10 s, every 5 s, 3 times: a vanished leader is let go in ~25 s.
// A waiting session's client that went away (stopped, killed) is noticed within 2 s (PostgreSQL 14+), so it
// does not stay queued for the lock holding a connection slot. No statement or lock timeout may cut the wait.
const SESSION_SETTINGS = `set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3; set statement_timeout = 0; set lock_timeout = 0;
  select set_config(name, '2s', false) from pg_settings where name = 'client_connection_check_interval'`;

export function electFleetLeader(database: Database, logger: Logger, options: { retryMs?: number } = {}): FleetLeader {
  if (!database.dedicatedClient) return SOLE_PROCESS;
  const connect = database.dedicatedClient;
  const retryMs = options.retryMs ?? 2_000;
  let leading = false;
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  let waiters: Array<() => void> = [];

  const lead = (now: boolean) => {
    leading = now;
    if (!now) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  async function campaign() {
    while (!stopped) {
      const client = connect();
      current = client;
      // The connection ends (closed, cut, server restarted): 'end', and 'error' when it failed.
      const lost = new Promise<void>((resolve) => {
        client.on("error", () => resolve());
        client.on("end", () => resolve());
      });
      try {
        await client.connect();
        await client.query(SESSION_SETTINGS);
        await client.query("select pg_advisory_lock($1)", [FLEET_JOBS_LOCK]);
        if (stopped) break;
        lead(true);
        logger.info("leading the fleet's background jobs");
        await lost;
        if (!stopped)
          logger.warn("the fleet's background jobs lock was lost with its connection; waiting to lead again");
      } catch (error) {
        if (!stopped) logger.warn("cannot wait for the fleet's background jobs lock; retrying", { error });
      } finally {
        lead(false);
        await client.end().catch(() => {});
      }
      if (!stopped) {
        await new Promise<void>((resolve) => {
          retry = { timer: setTimeout(resolve, retryMs), resolve };
        });
        retry = undefined;
      }
    }
  }
  const running = campaign();

  return {
    get leading() {
      return leading;
    },
    whenLeading: () => (leading ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async stop() {
      stopped = true;
      lead(false);
      if (retry) {
        clearTimeout(retry.timer);
        retry.resolve();
      }
      await current?.end().catch(() => {});
      await running;
    },
  };
}
