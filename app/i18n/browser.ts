// The browser's one translation instance: entry.client fills it with the catalogues the server
// embedded in the page; a client-side navigation or a deferred part adds the ones it needs
// (embed.ts). Never read on the server, which has one instance per language (i18n.server.ts).
import { I18n } from "./runtime.ts";

export const browserI18n = new I18n();
