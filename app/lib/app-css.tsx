import { createContext, useContext } from "react";

// The app's one stylesheet (app/app.css, about 12 KB gzip) in production: the part the document's
// markup uses inlined into its head (docs/decisions/033 and 068: a linked stylesheet would block
// the first paint for a round trip after the HTML), so the page is whole without JavaScript; as
// hydration starts, the whole file as a cached (hashed) stylesheet (app/entry.client.tsx), for what the browser renders later
// (a calendar, a modal, the next page). The server's entry puts the page's part in place of the
// marker it provides here (app/lib/used-css.server.ts); in the browser the element keeps what the
// server wrote.
const AppCssContext = createContext<string | undefined>(undefined);
export const AppCssProvider = AppCssContext.Provider;

const ID = "app-css";
let fromDocument: string | undefined;

/** "</style" inside the text would end the element early; `\/` is the same character in CSS. */
export function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

function documentCss(): string {
  if (fromDocument === undefined)
    fromDocument = typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");
  return fromDocument;
}

/** The page's part of the stylesheet (the whole file is linked by app/entry.client.tsx). */
export function InlineAppCss() {
  const serverCss = useContext(AppCssContext);
  const css = serverCss ?? documentCss();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet, escaped so it cannot close the element
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
