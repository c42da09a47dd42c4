// Without JavaScript a modal form posts to a resource route, which redirects back to the page
// with the modal open. The form's reply (conform's SubmissionResult: the messages and the typed
// values, never a password) rides this short-lived signed cookie to that page, where the shell's
// loader reads it once and clears it.
import type { SubmissionResult } from "@conform-to/react";
import { createCookie } from "react-router";

export interface FormFlash {
  /** Which form the reply belongs to (login, register, forgot, reset). */
  form: string;
  reply: SubmissionResult<string[]>;
}

const formFlashCookie = createCookie("__form", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
  maxAge: 60,
  secrets: [process.env.SESSION_SECRET ?? "dev-session-secret-change-me"],
});

export async function formFlashHeader(flash: FormFlash): Promise<string> {
  return formFlashCookie.serialize(flash);
}

/** The pending form reply, if any, and the Set-Cookie that clears it. */
export async function readFormFlash(request: Request): Promise<{ flash: FormFlash | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__form=")) return { flash: null, clear: null };
  const value: unknown = await formFlashCookie.parse(header);
  const clear = await formFlashCookie.serialize("", { maxAge: 0, expires: new Date(0) });
  const ok = value && typeof value === "object" && "form" in value && "reply" in value;
  return { flash: ok ? (value as FormFlash) : null, clear };
}
