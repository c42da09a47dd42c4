import { Agent, createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "./graceful-shutdown.ts";
import { createLogger } from "./logger.ts";

const logger = createLogger("silent");

interface Harness {
  server: Server;
  url: string;
  /** Answers the request waiting on /slow. */
  release: () => void;
  log: string[];
}

async function start(): Promise<Harness> {
  const log: string[] = [];
  let release = () => {};
  const server = createServer((req, res) => {
    if (req.url === "/slow") {
      log.push("slow request started");
      release = () => {
        log.push("slow request answered");
        res.end("done");
      };
      return;
    }
    res.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release: () => release(), log };
}

/** The shutdown of `harness`'s server, its jobs and database writing to its log. */
const shutdownOf = ({ server, log }: Harness, graceMs: number) =>
  gracefulShutdown({
    server,
    logger,
    graceMs,
    stopJobs: async () => void log.push("jobs stopped"),
    closeDatabase: async () => void log.push("database closed"),
  });

let harness: Harness | undefined;
afterEach(() => {
  harness?.server.closeAllConnections();
  harness?.server.close();
});

describe("gracefulShutdown", () => {
  it("turns unready, refuses new connections, lets the request in flight finish, then stops the jobs and closes the database, in that order", async () => {
    harness = await start();
    const { url, log } = harness;
    const shutdown = shutdownOf(harness, 5_000);
    const inFlight = fetch(`${url}/slow`).then((r) => r.text());
    await expect.poll(() => log.includes("slow request started")).toBe(true);
    expect(shutdown.ready).toBe(true);

    const done = shutdown.shutdown("SIGTERM");
    expect(shutdown.ready).toBe(false);
    expect(shutdown.shutdown("SIGTERM")).toBe(done);
    await expect(fetch(`${url}/fast`)).rejects.toThrow();
    expect(log).not.toContain("jobs stopped");

    harness.release();
    expect(await inFlight).toBe("done");
    await done;
    expect(log).toEqual(["slow request started", "slow request answered", "jobs stopped", "database closed"]);
  });

  it("cuts a request that outlasts the grace period, and still closes everything", async () => {
    harness = await start();
    const { url, log } = harness;
    const shutdown = shutdownOf(harness, 100);
    const inFlight = fetch(`${url}/slow`).then(
      (r) => r.text(),
      () => "cut",
    );
    await expect.poll(() => log.includes("slow request started")).toBe(true);
    await shutdown.shutdown("SIGTERM");
    expect(await inFlight).toBe("cut");
    expect(log).toEqual(["slow request started", "jobs stopped", "database closed"]);
  });

  it("answers Connection: close from the moment it starts, so a proxy does not send more on a kept-alive connection", async () => {
    harness = await start();
    const { url, log } = harness;
    const shutdown = shutdownOf(harness, 5_000);
    const agent = new Agent({ keepAlive: true });
    const answer = (path: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        get(`${url}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res));
        }).on("error", reject);
      });
    expect((await answer("/fast")).headers.connection).toBe("keep-alive");
    const inFlight = answer("/slow");
    await expect.poll(() => log.includes("slow request started")).toBe(true);
    const done = shutdown.shutdown("SIGTERM");
    harness.release();
    expect((await inFlight).headers.connection).toBe("close");
    await done;
    agent.destroy();
  });
});
