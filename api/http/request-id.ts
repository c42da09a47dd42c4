// The request id that ties a request's log lines together, from the proxy through the page to the
// /v1 calls it makes (the web app forwards it, app/lib/api.server.ts). An incoming X-Request-Id is
// kept only from a peer `trust proxy` believes (TRUST_PROXY, and loopback: the web app's own /v1
// calls) and only when it is short and plain; a browser cannot choose the id its lines carry.
import { randomUUID } from "node:crypto";
import type { Request } from "express";

export const REQUEST_ID_HEADER = "x-request-id";

const SANE_ID = /^[\w.:-]{1,100}$/;

export function isSaneRequestId(value: string | undefined): value is string {
  return value !== undefined && SANE_ID.test(value);
}

type TrustFn = (address: string, hop: number) => boolean;

/** The peer is a proxy this server believes (the same rule Express applies to X-Forwarded-For). */
function fromTrustedPeer(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as TrustFn | undefined;
  const peer = req.socket.remoteAddress;
  return trust !== undefined && peer !== undefined && trust(peer, 0);
}

/** The incoming id when a trusted proxy sent a sane one, else a new UUID. */
export function requestIdOf(req: Request): string {
  const incoming = req.get(REQUEST_ID_HEADER);
  return isSaneRequestId(incoming) && fromTrustedPeer(req) ? incoming : randomUUID();
}
