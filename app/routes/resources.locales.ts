// The catalogues a page did not embed, for the browser when a client-side navigation reaches a
// route that needs more (app/i18n/namespaces.ts): GET /resources/locales?lng=id&ns=villas,search.
import { data } from "react-router";
import { isLanguage } from "#app/i18n/config.ts";
import { resources } from "#core/locales/resources.ts";
import type { Route } from "./+types/resources.locales";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lng = url.searchParams.get("lng");
  if (!isLanguage(lng)) throw data("Unknown language", { status: 400 });
  const catalogues = resources[lng] as Record<string, unknown>;
  const wanted = (url.searchParams.get("ns") ?? "").split(",").filter((ns) => Object.hasOwn(catalogues, ns));
  const bundles = Object.fromEntries(wanted.map((ns) => [ns, catalogues[ns]]));
  return Response.json(bundles, { headers: { "Cache-Control": "public, max-age=300" } });
}
