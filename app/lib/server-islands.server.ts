// What a page's server islands render from on a document request (app/components/ui/server-island.tsx,
// decision 080): kept in the request's context for the server's render, never written into the
// page's loader data. On a client-side navigation (a `.data` request) the loader returns it as
// usual, and the browser renders the island itself.
import { createContext, type RouterContextProvider } from "react-router";

const islandsContext = createContext<Map<string, unknown> | null>(null);

/**
 * For a loader: `data` on a client-side navigation; null on a document request, with `data` kept
 * for the server's render of the island `name` (pass the result to <ServerIsland data>).
 */
export function islandData<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  name: string,
  data: T,
): T | null {
  if (new URL(request.url).pathname.endsWith(".data")) return data;
  let islands = context.get(islandsContext);
  if (!islands) {
    islands = new Map();
    context.set(islandsContext, islands);
  }
  islands.set(name, data);
  return null;
}

/** For app/entry.server.tsx: the islands' data of this document's loaders. */
export function serverIslands(context: Readonly<RouterContextProvider>): ReadonlyMap<string, unknown> {
  return context.get(islandsContext) ?? new Map();
}
