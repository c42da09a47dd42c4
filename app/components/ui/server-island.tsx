import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";
import { followRouterLink } from "./follow-router-link.ts";

// A server island (decision 080): content that is links and pictures only, rendered by the server
// and never hydrated. Its data stays out of the page's loader data (app/lib/server-islands.server.ts),
// so the HTML carries it once, as markup, and the browser neither downloads its component's chunk
// nor renders it on the first page. On a client-side navigation the loader sends the data and the
// island renders like any component.
//
//   loader:    below: islandData(request, context, "home-below", { popular, events }),
//   component: <ServerIsland name="home-below" data={loaderData.below}>{(d) => <Below {...d} />}</ServerIsland>

const IslandsContext = createContext<ReadonlyMap<string, unknown>>(new Map());
/** app/entry.server.tsx provides the document's islands' data. */
export const ServerIslandsProvider = IslandsContext.Provider;

const selector = (name: string) => `[data-island="${name}"]`;

export function ServerIsland<T>({
  name,
  data,
  children,
}: {
  name: string;
  /** Null on the first page: the server renders from its own copy, the browser keeps the server's HTML. */
  data: T | null;
  children: (data: T) => ReactNode;
}) {
  const onServer = useContext(IslandsContext);
  const navigate = useNavigate();
  // Read once, as hydration starts, before React owns the element: its HTML is the server's.
  const [serverHtml] = useState(() =>
    data === null && typeof document !== "undefined"
      ? (document.querySelector(selector(name))?.innerHTML ?? null)
      : null,
  );
  const shown = data ?? (onServer.get(name) as T | undefined) ?? null;
  const followLink = (event: MouseEvent<HTMLDivElement>) => followRouterLink(event, navigate);
  if (shown !== null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: delegates its links' clicks (they stay links for the keyboard)
      // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
      <div data-island={name} className="contents" onClick={followLink}>
        {children(shown)}
      </div>
    );
  if (serverHtml === null) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates its links' clicks (they stay links for the keyboard)
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
    <div
      data-island={name}
      className="contents"
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this element, read back from the document
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}
