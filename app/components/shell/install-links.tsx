// The installable app's links (decision 058): the manifest in the page's language and the home
// screen icon. Rendered by the footer, a deferred part, so they add nothing to any page's
// first-load JavaScript; React places a <link> in the document's head wherever it is rendered.
import { useLang } from "#app/components/ui/use-lang.ts";

export function InstallLinks() {
  const lang = useLang();
  return (
    <>
      <link rel="manifest" href={`/manifest/${lang}.webmanifest`} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-180.png" />
    </>
  );
}
