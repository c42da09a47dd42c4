// What the root error boundary says for an error: not found, the service briefly unavailable (the
// database is down: /v1 answered 503 `unavailable`, see api.server.ts), or something else.
import { isRouteErrorResponse } from "react-router";

export type ErrorPage = "notFound" | "unavailable" | "server";

export function errorPageOf(error: unknown): ErrorPage {
  if (isRouteErrorResponse(error) && error.status === 404) return "notFound";
  if (isRouteErrorResponse(error) && error.status === 503) return "unavailable";
  return "server";
}
