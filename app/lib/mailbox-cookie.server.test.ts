import { describe, expect, it } from "vitest";
import { MAILBOX_HEADER, mailboxCookie, verifiedMailboxId } from "./mailbox-cookie.server.ts";

type Req = { method: string; headers: Record<string, string | undefined> };

function run(req: Req, enabled = true) {
  const setCookies: string[] = [];
  const res = { appendHeader: (_: string, value: string) => setCookies.push(value) };
  let called = false;
  mailboxCookie({ secret: "s".repeat(32), secure: false, enabled })(req as never, res as never, () => {
    called = true;
  });
  expect(called).toBe(true);
  return { setCookies, id: req.headers[MAILBOX_HEADER] };
}

describe("the demo mailbox cookie", () => {
  it("gives a browser a signed id on its first post and resolves it on later requests", () => {
    const first = run({ method: "POST", headers: {} });
    expect(first.setCookies).toHaveLength(1);
    expect(first.setCookies[0]).toMatch(
      /^__mailbox=[\w-]{24}\.[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const cookie = first.setCookies[0]!.split(";")[0]!;
    const later = run({ method: "GET", headers: { cookie: `a=1; ${cookie}` } });
    expect(later.setCookies).toEqual([]);
    expect(later.id).toBe(first.id);
  });

  it("never trusts the browser: its header is dropped, a forged cookie is ignored, a GET makes no cookie", () => {
    expect(run({ method: "GET", headers: { [MAILBOX_HEADER]: "someone-elses-mailbox-id" } }).id).toBeUndefined();
    const forged = `__mailbox=${"a".repeat(24)}.${"b".repeat(43)}`;
    const answer = run({ method: "GET", headers: { cookie: forged } });
    expect(answer.id).toBeUndefined();
    expect(verifiedMailboxId(forged.slice("__mailbox=".length), "s".repeat(32))).toBeUndefined();
    // A post with a forged cookie gets a fresh id of its own.
    const post = run({ method: "POST", headers: { cookie: forged } });
    expect(post.id).toMatch(/^[\w-]{24}$/);
    expect(post.id).not.toBe("a".repeat(24));
  });

  it("does nothing once SMTP is set, but still drops the browser's header", () => {
    const answer = run({ method: "POST", headers: { [MAILBOX_HEADER]: "x".repeat(24) } }, false);
    expect(answer).toEqual({ setCookies: [], id: undefined });
  });
});
