import { describe, expect, it } from "vitest";
import { parseToast, queryToast } from "./toast.ts";
import { combineHeaders, createToastHeaders, getToast, redirectWithToast, TOAST_COOKIE } from "./toast.server.ts";

/** The Cookie request header a browser would send back for these Set-Cookie headers. */
function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("toast cookie", () => {
  it("round-trips a toast through a redirect and clears it once read", async () => {
    const response = await redirectWithToast("/villas", { type: "success", description: "Saved", title: "Done" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/villas");
    const request = new Request("http://local/villas", { headers: { Cookie: cookieHeaderFrom(response.headers) } });
    const { toast, headers } = await getToast(request);
    expect(toast).toMatchObject({ type: "success", description: "Saved", title: "Done" });
    expect(toast?.id).toMatch(/.+/);
    const cleared = headers?.getSetCookie()[0] ?? "";
    expect(cleared).toContain(`${TOAST_COOKIE}=;`);
    expect(cleared).toMatch(/Max-Age=0/i);
  });

  it("defaults the type to info and keeps a given id", async () => {
    const headers = await createToastHeaders({ id: "t1", description: "Hello" });
    const { toast } = await getToast(new Request("http://local/", { headers: { Cookie: cookieHeaderFrom(headers) } }));
    expect(toast).toEqual({ id: "t1", type: "info", description: "Hello" });
  });

  it("has no toast and clears nothing without the cookie", async () => {
    expect(await getToast(new Request("http://local/", { headers: { Cookie: "lng=en" } }))).toEqual({
      toast: null,
      headers: null,
    });
    expect(await getToast(new Request("http://local/"))).toEqual({ toast: null, headers: null });
  });

  it("refuses a tampered cookie but still clears it", async () => {
    const forged = `${TOAST_COOKIE}=${btoa(JSON.stringify({ id: "x", type: "evil", description: "hi" }))}`;
    const { toast, headers } = await getToast(new Request("http://local/", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
    expect(headers).not.toBeNull();
  });

  it("keeps redirect init headers and status", async () => {
    const response = await redirectWithToast(
      "/",
      { description: "x" },
      { status: 303, headers: { "Set-Cookie": "a=1" } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});

describe("parseToast", () => {
  it("accepts a well-formed toast", () => {
    expect(parseToast({ id: "a", type: "error", description: "No" })).toEqual({
      id: "a",
      type: "error",
      description: "No",
    });
  });

  it("refuses wrong shapes", () => {
    expect(parseToast(null)).toBeNull();
    expect(parseToast("text")).toBeNull();
    expect(parseToast({ id: "a", type: "error" })).toBeNull();
    expect(parseToast({ id: "", type: "error", description: "x" })).toBeNull();
    expect(parseToast({ id: "a", type: "error", description: "x".repeat(501) })).toBeNull();
    expect(parseToast({ id: "a", type: "info", description: "x", title: 3 })).toBeNull();
  });
});

describe("queryToast", () => {
  it("maps known keys only", () => {
    expect(queryToast("login-required")).toEqual({
      key: "login-required",
      type: "error",
      messageKey: "toast.loginRequired",
    });
    expect(queryToast("constructor")).toBeNull();
    expect(queryToast("<script>")).toBeNull();
    expect(queryToast(null)).toBeNull();
  });
});

describe("combineHeaders", () => {
  it("keeps every Set-Cookie and other headers", () => {
    const merged = combineHeaders({ "Set-Cookie": "a=1", "X-A": "1" }, null, new Headers([["Set-Cookie", "b=2"]]));
    expect(merged.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(merged.get("X-A")).toBe("1");
  });
});
