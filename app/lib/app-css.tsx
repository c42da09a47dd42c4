import { createContext, useContext } from "react";

// The app's one stylesheet (app/app.css, about 12 KB gzip), inlined into the document's head in
// production (docs/decisions/033): a linked stylesheet blocks the first paint for a round trip
// after the HTML, and after the first load React Router navigates without new documents, so the
// bytes a cached file would save are paid only on full loads. The server's entry provides the
// text (an `?inline` import there keeps it out of the browser's JavaScript); in the browser the
// element keeps what the server wrote.
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

/** The server's stylesheet is one text for the process: escaped once, not on every page (decision 036). */
let escaped: { css: string; text: string } | undefined;
function escapedOnce(css: string): string {
  if (escaped?.css !== css) escaped = { css, text: escapeStyleText(css) };
  return escaped.text;
}

export function InlineAppCss() {
  const serverCss = useContext(AppCssContext);
  const css = serverCss !== undefined ? escapedOnce(serverCss) : documentCss();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet, escaped so it cannot close the element
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
