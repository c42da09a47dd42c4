// The account pages' user: signed in (else home, seed 001 section 2.3), read fresh from
// GET /v1/users-by-email (the cookie's copy if /v1 fails); a token /v1 refuses ends the session.
import { redirect } from "react-router";
import type { UserView } from "#core/contract/index.ts";
import type { Language } from "#app/i18n/config.ts";
import { api, apiCall, ApiRequestError } from "./api.server.ts";
import { clearSession, requireAuth } from "./session.server.ts";

export async function loadAccountUser(request: Request, lang: Language): Promise<{ user: UserView; token: string }> {
  const auth = await requireAuth(request);
  try {
    const answer = await api.profile(
      { params: { email: auth.user.email } },
      apiCall(request, { lang, token: auth.token }),
    );
    return { user: answer.data, token: auth.token };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      throw redirect("/", { headers: { "Set-Cookie": await clearSession(request) } });
    }
    return { user: auth.user, token: auth.token };
  }
}
