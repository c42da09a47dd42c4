// The cost per request of requestContext (decision 052): the request id, the child logger, the request scope,
// the route label, the histogram and the access line (to a discarding destination), in process, no socket.
// Run: node bench/request-overhead.ts
import express, { Router } from "express";
import { inProcessTransport } from "../api/http/in-process.ts";
import { createLogger } from "../api/http/logger.ts";
import { requestContext } from "../api/http/middleware.ts";
import { pageRoutePattern } from "../app/lib/page-route.server.ts";

function app(withContext: boolean, level: "info" | "silent") {
  const a = express();
  a.set("trust proxy", ["loopback"]);
  const manifest = {
    root: { id: "root", path: "" },
    shell: { id: "shell", parentId: "root" },
    ...Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`r${i}`, { id: `r${i}`, parentId: "shell", path: `page-${i}/:id` }]),
    ),
  } as never;
  if (withContext)
    a.use(
      requestContext(createLogger(level, { write: () => {} }), { pageRouteOf: (p) => pageRoutePattern(manifest, p) }),
    );
  const v1 = Router();
  v1.get("/hotels/:id", (_req, res) => void res.json({ ok: true }));
  a.use("/v1", v1);
  a.use((_req, res) => void res.send("page"));
  return inProcessTransport(a, "");
}
let counter = 0;
// "{n}" in a target is a new number on every request: a path the route cache has not seen.
const req = (target: string) => ({
  method: "GET",
  target: target.replace("{n}", String(counter++)),
  headers: { "x-request-id": "abc" },
  body: undefined,
  signal: new AbortController().signal,
});

/** CPU µs per request over `n` requests (CPU time, not wall time: the machine is shared). */
async function round(send: ReturnType<typeof app>, target: string, n: number): Promise<number> {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await send(req(target));
  const used = process.cpuUsage(t);
  return (used.user + used.system) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The variants take turns, round after round, so a busy neighbour on the machine slows all of them alike.
for (const target of ["/v1/hotels/42", "/page-59/7", "/page-59/{n}"]) {
  const variants = {
    without: app(false, "info"),
    "with, LOG_LEVEL=silent": app(true, "silent"),
    "with, access line written": app(true, "info"),
  };
  for (const send of Object.values(variants)) await round(send, target, 3000);
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let r = 0; r < 15; r++)
    for (const [name, send] of Object.entries(variants)) times[name]!.push(await round(send, target, 2000));
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  for (const [name, us] of Object.entries(m))
    console.log(`${target} ${name.padEnd(28)} ${us!.toFixed(1)} CPU µs/request (median of 15 rounds)`);
  console.log(
    `  overhead: ${(m["with, LOG_LEVEL=silent"]! - m.without!).toFixed(1)} µs without the line, ${(m["with, access line written"]! - m.without!).toFixed(1)} µs with it`,
  );
}
