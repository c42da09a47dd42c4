// The web app manifest, one per language (/manifest/id.webmanifest, /manifest/en.webmanifest): root
// links the page's own. Chrome on Android offers "Install app" / "Add to Home screen" with it; the
// one `id` makes both languages the same installed app. Decision 058.
import { data } from "react-router";
import { isLanguage } from "#app/i18n/config.ts";
import { i18nFor } from "#app/i18n/i18n.server.ts";
import { webAppManifest } from "#core/offline/manifest.ts";
import type { Route } from "./+types/resources.manifest";

export function loader({ params }: Route.LoaderArgs) {
  const lang = /^(\w+)\.webmanifest$/.exec(params.file)?.[1];
  if (!isLanguage(lang)) throw data("Not found", { status: 404 });
  const t = i18nFor(lang).getFixedT("offline");
  const manifest = webAppManifest(lang, {
    name: t("appName"),
    shortName: t("appShortName"),
    description: t("appDescription"),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
