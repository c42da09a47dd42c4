// The route a request matched, as a pattern ("/v1/hotels/:id", "/hotel/:villa"), never the raw
// URL: the access line carries no ids, emails or queries, and the metrics' label stays bounded.
import type { Request } from "express";

/** The page route of a path that no Express route matched (server.ts: React Router's table). */
export type PageRouteOf = (pathname: string) => string | undefined;

/**
 * Read when the answer is finished: the Express route that answered (its mount and path), else the
 * mount that answered (a static folder, /v1's 404) as `mount/*`, else the page route, else `unmatched`.
 */
export function routeLabel(req: Request, pageRouteOf?: PageRouteOf): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === "string") return `${req.baseUrl}${route.path}` || "/";
  if (req.baseUrl) return `${req.baseUrl}/*`;
  return pageRouteOf?.(req.path) ?? "unmatched";
}

/** 200 → "2xx": the metrics' status label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
