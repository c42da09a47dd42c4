import { data } from "react-router";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

// Unknown paths inside the shell: a real 404 rendered by the root error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
