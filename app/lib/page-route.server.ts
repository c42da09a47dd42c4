// The page route a path matches, as its pattern ("/restaurants/:slug", "/*" for the not-found
// page): the access line's and the request metrics' route label (api/http/route-label.ts). Single
// fetch's data requests ("/villas.data", "/_root.data") name the page they load.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];
const tables = new WeakMap<Manifest, RouteObject[]>();

/** The build's flat route manifest as the nested table matchRoutes reads. */
function tableOf(manifest: Manifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = (
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] }
    ) as RouteObject;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map(
      (node) => (node.index ? node : { ...node, children: attach(children.get(node.id) ?? []) }) as RouteObject,
    );
  return attach(children.get(undefined) ?? []);
}

/**
 * matchRoutes ranks the whole table on every call (about 25 µs for ours, decision 052), so the
 * answers for recent paths are kept; the cache starts afresh when full, which bounds it.
 */
const recent = new WeakMap<Manifest, Map<string, string | undefined>>();
const RECENT_MAX = 5_000;

export function pageRoutePattern(manifest: Manifest, pathname: string): string | undefined {
  let seen = recent.get(manifest);
  if (!seen) {
    seen = new Map();
    recent.set(manifest, seen);
  }
  if (seen.has(pathname)) return seen.get(pathname);
  if (seen.size >= RECENT_MAX) seen.clear();
  const pattern = match(manifest, pathname);
  seen.set(pathname, pattern);
  return pattern;
}

function match(manifest: Manifest, pathname: string): string | undefined {
  let table = tables.get(manifest);
  if (!table) {
    table = tableOf(manifest);
    tables.set(manifest, table);
  }
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(table, path);
  if (!matches) return undefined;
  const segments = matches.map((m) => m.route.path ?? "").filter((p) => p !== "" && p !== "/");
  return `/${segments.join("/")}`;
}
