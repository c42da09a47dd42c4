// Whether the page being rendered is served with the data saver on. Known on the server only: a
// page with the saver on ships no scripts, so the browser never renders it, and in the client
// build `useDataSaver` is `() => false` and the context is dropped (the budget of decision 032).
import { createContext, use } from "react";

export const DataSaverContext = /* @__PURE__ */ createContext(false);

/** True while the server renders a page with the data saver on (app/lib/data-saver.ts). */
export function useDataSaver(): boolean {
  return import.meta.env.SSR ? use(DataSaverContext) : false;
}
