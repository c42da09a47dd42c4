// POST /logout: ends the session on /v1 (the token stops working) and in the browser, then home
// (seed 000 section 2.2). A plain form post works without JavaScript; with it the header waits the
// seed's 0.5 s first (LogoutButton).
import { redirect } from "react-router";
import { assertSameOrigin } from "#app/lib/csrf.server.ts";
import { endSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return endSession(request, "/");
}
