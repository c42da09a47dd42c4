// One process: the /v1 API, the generated images, the built assets and the React Router app.
import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { createApi } from "./api/app.ts";
import { type Config, DEVELOPMENT_SESSION_SECRET, loadConfig } from "./api/config.ts";
import { startDatabase } from "./api/db/start.ts";
import { createLogger } from "./api/http/logger.ts";
import { requestLog } from "./api/http/request-scope.ts";
import { REQUEST_ID_HEADER } from "./api/http/request-id.ts";
import { metricsRoutes } from "./api/telemetry/metrics-route.ts";
import { installCurrentLogger } from "./core/log/current-logger.server.ts";
import { compressResponses, streamingCompression } from "./api/http/compressed-responses.ts";
import { gracefulShutdown } from "./api/http/graceful-shutdown.ts";
import { serviceWorkerScript } from "./api/http/service-worker.ts";
import { requestContext } from "./api/http/middleware.ts";
import { strictTransportSecurity } from "./api/http/transport-security.ts";
import { electFleetLeader } from "./api/jobs/fleet-leader.ts";
import { createMailWorker, smtpTransport } from "./api/mail/worker.ts";
import { paymentGatewayFor } from "./api/payments/mode.ts";
import { NOTIFICATION_HEADERS, sandboxRoutes } from "./api/payments/sandbox/routes.ts";
import { createRefundSweeper } from "./api/payments/refund.ts";
import { createSweeper } from "./api/payments/sweep.ts";
import { billerFor } from "./api/topup/biller/mode.ts";
import { createTopUpFollowUp } from "./api/topup/follow-up.ts";
import { NO_HOLD_LIMITS } from "./api/reservations/hold-limits.ts";
import { createCheckOutSweeper } from "./api/bookings/checkout-sweep.ts";
import { bookingAttachments } from "./api/bookings/mails.ts";
import { allPurchaseKinds } from "./api/purchase-kinds.ts";
import { demoImages } from "./api/db/seed/images-on-demand.ts";
import { mailboxCookie } from "./app/lib/mailbox-cookie.server.ts";
import { pageRequestGuard } from "./app/lib/page-request-guard.server.ts";
import { pageRoutePattern } from "./app/lib/page-route.server.ts";
import { inProcessTransport } from "./api/http/in-process.ts";
import { installV1Transport } from "./core/v1-transport.ts";

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
// Modules handed no logger (the web app's loaders, payment events) write through the current
// request's logger, with its id, or this one (decision 052).
installCurrentLogger(() => requestLog() ?? logger);
if (config.demoMode && config.realParts.length > 0) {
  logger.warn("DEMO_MODE=true: the demo parts (sandbox gateway, simulated biller, /dev/mailbox) run beside real ones", {
    realParts: config.realParts,
  });
}
if (config.usesDevelopmentAppKey)
  logger.warn("APP_KEY is not set: using the public development key (set APP_KEY in production)");

const database = await startDatabase(config, logger);
// The background jobs below run in one process of the fleet at a time (decision 053).
const fleetLeader = electFleetLeader(database, logger);
// Every purchase kind, one value for the API, the sweep, the sandbox page and the mail worker.
const purchaseKinds = allPurchaseKinds();

// Mail leaves through the outbox: a worker sends it over SMTP_URL; without it, it stays there.
const mailWorker = config.smtpUrl
  ? createMailWorker({
      database,
      transport: smtpTransport(config.smtpUrl),
      from: config.mailFrom,
      logger,
      resolveAttachment: bookingAttachments(database.db, purchaseKinds),
    })
  : undefined;
mailWorker?.start(fleetLeader);
if (!mailWorker) logger.warn("SMTP_URL is not set: mail goes to the outbox only; see /dev/mailbox");

// Payments: Midtrans when its key is set, else the embedded sandbox page (demo mode).
const gateway = paymentGatewayFor(config);
if (gateway.name === "sandbox")
  logger.warn("MIDTRANS_SERVER_KEY is not set: demo mode, payments go to the sandbox page /sandbox/pay");
// Unpaid holds end at their expiry; safe with several processes (FOR UPDATE SKIP LOCKED).
const sweeper = createSweeper(database.db, purchaseKinds, logger);
sweeper.start(fleetLeader);
// Paid bookings past their departure become checked out (status 4) and get the review mail.
const checkOutSweeper = createCheckOutSweeper(database.db, logger);
checkOutSweeper.start(fleetLeader);

// Top-ups: Digiflazz when DIGIFLAZZ_USERNAME and DIGIFLAZZ_API_KEY are set, else the embedded simulator.
const biller = billerFor(process.env, { appKey: config.appKey, apiBaseUrl: config.apiBaseUrl });
if (biller.name === "simulator")
  logger.warn("DIGIFLAZZ_USERNAME is not set: demo mode, top-ups are fulfilled by the simulated biller /v1/dev/biller");
const topUpFollowUp = createTopUpFollowUp(database.db, biller, gateway, logger);
const refundSweeper = createRefundSweeper(database.db, gateway, logger);
refundSweeper.start(fleetLeader);
topUpFollowUp.start(fleetLeader);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
app.use(strictTransportSecurity(config));
// Pages and /v1 answers are compressed by compressResponses, zstd or gzip (decisions 040 and 095);
// this streaming middleware is left with what that does not take (a client with neither, the built
// assets). Level 3 costs half the CPU of the default 6 for about 9 % more bytes. The built assets
// are compressed once per visitor and cached for a year: bytes matter more there, so the default.
// Decision 034. /v1 requests that take zstd or gzip skip it: every /v1 answer passes through
// compressResponses (decision 084).
app.use(
  streamingCompression(
    { level: 3, filter: (req, res) => !req.path.startsWith("/assets/") && compression.filter(req, res) },
    /^\/v1(?:\/|$)/,
  ),
);
app.use("/assets", compression());
// The build whose page routes name the requests Express does not route (the access line, the metrics).
let pageRoutes: ServerBuild["routes"] | undefined;
app.use(
  requestContext(logger, {
    pageRouteOf: (pathname) => (pageRoutes ? pageRoutePattern(pageRoutes, pathname) : undefined),
  }),
);
// Prometheus's scrape, only with METRICS_TOKEN as its bearer token; without it there is no /metrics (decision 052).
if (config.metricsToken) app.use(metricsRoutes({ token: config.metricsToken, database, logger }));

app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  if (!lifecycle.ready) {
    res.status(503).json({ status: "draining", database: database.kind });
    return;
  }
  try {
    await database.ping();
    res.json({ status: "ok", database: database.kind });
  } catch (error) {
    res.locals.log.error("readiness check failed", { error });
    res.status(503).json({ status: "error", database: database.kind });
  }
});

// The demo pictures: from this process's images directory, drawn on first request when missing (decision 053).
app.use("/images", demoImages(config.imagesDir));
app.use(
  "/v1",
  createApi({
    database,
    appKey: config.appKey,
    logger,
    accounts: {
      publicUrl: config.publicUrl,
      googleClientId: config.googleClientId,
      smtpConfigured: mailWorker !== undefined,
      onMailQueued: () => mailWorker?.wake(),
    },
    payments: {
      gateway,
      expiryMinutes: config.paymentExpiryMinutes,
      publicUrl: config.publicUrl,
      ...(!config.holdLimits && { holdLimits: NO_HOLD_LIMITS }),
    },
    searchCacheMs: config.searchCacheMs,
    topUp: { biller, simulatorCallbackDelayMs: 3_000 },
    purchaseKinds,
  }),
);
if (gateway.name === "sandbox") {
  app.use(
    sandboxRoutes(database.db, {
      serverKey: gateway.serverKey,
      // In this process without a socket: a process draining after SIGTERM has closed its
      // listener, yet still completes the payment it is serving (the fleet test found these 500s).
      sendNotification: async (body) => {
        const answer = await inProcessTransport(app)({
          method: "POST",
          target: "/payments/notification",
          headers: NOTIFICATION_HEADERS,
          body,
          signal: AbortSignal.timeout(15_000),
        });
        return answer.status >= 200 && answer.status < 300;
      },
      finishUrl: `${config.publicUrl}/`,
      kinds: purchaseKinds,
    }),
  );
}

// The web app's /v1 calls forward the visitor's address and the request id (app/lib/api.server.ts):
// Express resolved the address from trusted proxies only, requestContext chose the id; a header
// the browser sent is overwritten.
app.use((req, res, next) => {
  req.headers["x-inap-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
  req.headers[REQUEST_ID_HEADER] = String(res.locals.requestId);
  next();
});
// Demo mode: each browser's own mailbox id, from its signed cookie (app/lib/mailbox-cookie.server.ts).
app.use(
  mailboxCookie({
    secret: process.env.SESSION_SECRET || DEVELOPMENT_SESSION_SECRET,
    secure: config.env === "production" && process.env.INSECURE_COOKIES !== "true",
    enabled: !mailWorker,
  }),
);

// Pages: no NUL or broken UTF-8 in the URL, form posts only as forms and only from this site.
app.use(pageRequestGuard());

if (config.env === "production") {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // The service worker, stamped with this build's version and never HTTP-cached (decision 058).
  app.use(serviceWorkerScript({ workerFile: "build/client/sw.js", buildFiles: ["build/server/index.js"] }));
  // The other public files (favicon, /icon/...): only their paths go to the file system, so a
  // page request does not pay a stat first (decision 034).
  const publicFiles = express.static("build/client", { maxAge: "1h" });
  const publicPaths = readdirSync("build/client").map((name) => `/${name}`);
  app.use((req, res, next) =>
    publicPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`)) ? publicFiles(req, res, next) : next(),
  );
  const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
  pageRoutes = build.routes;
  // Pages are compressed in their own turn (decisions 040 and 095).
  app.use(compressResponses());
  app.use(createRequestHandler({ build, mode: "production" }));
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      pageRoutes = build.routes;
      await createRequestHandler({ build, mode: "development" })(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

// The web app's loaders reach /v1 in this process through the same Express app without a socket
// (decision 036); API_BASE_URL set (a split deployment) keeps them on HTTP.
if (!process.env.API_BASE_URL) installV1Transport(inProcessTransport(app));

/** Longer than the proxy keeps an idle upstream connection (60 s). */
const KEEP_ALIVE_MS = 65_000;

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  // Where this process's /v1 is reached over HTTP (the biller's callbacks; the web app only without the in-process transport).
  process.env.API_BASE_URL ??= `http://127.0.0.1:${port}/v1`;
  process.env.APP_KEY ??= config.appKey;
  logger.info("listening", { url: `http://localhost:${port}`, env: config.env, database: database.kind });
});
// An idle kept-alive connection is closed by the proxy, never by this process: closed here (Node's
// default, 5 s) while nginx sends a request on it, the request is reset and a POST answered 502.
// nginx keeps idle upstream connections 60 s (deploymentConf's keepalive_timeout).
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;

/** A configuration that cannot run ends the process with one line saying why, not a stack trace. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // One line naming what is wrong (decision 047), before LOG_LEVEL is known.
    createLogger("error").error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** In-flight requests get this long after SIGTERM; then they are cut and the process goes on closing. */
const SHUTDOWN_GRACE_MS = 10_000;
const lifecycle = gracefulShutdown({
  server,
  logger,
  graceMs: SHUTDOWN_GRACE_MS,
  stopJobs: () =>
    Promise.all([
      mailWorker?.stop(),
      sweeper.stop(),
      checkOutSweeper.stop(),
      topUpFollowUp.stop(),
      refundSweeper.stop(),
    ]).then(() => fleetLeader.stop()),
  closeDatabase: () => database.close(),
});

function shutdown(signal: string) {
  // A job or the pool that never closes must not keep a stopped process alive.
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 10_000).unref();
  lifecycle.shutdown(signal).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error("shutdown failed", { error });
      process.exit(1);
    },
  );
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
