import { describe, expect, it } from "vitest";
import { hashPassword, verifyDummy, verifyPassword } from "./passwords.ts";
import { newToken, sha256 } from "./tokens.ts";

describe("passwords", () => {
  it("hash with argon2id, salted, and verify", async () => {
    const a = await hashPassword("secret123");
    const b = await hashPassword("secret123");
    expect(a).toMatch(/^\$argon2id\$v=19\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "secret123")).toBe(true);
    expect(await verifyPassword(a, "secret124")).toBe(false);
    expect(await verifyPassword("not-a-hash", "secret123")).toBe(false);
    expect(await verifyDummy("anything")).toBe(false);
  });
});

describe("tokens", () => {
  it("are 32 random bytes, stored as their SHA-256", () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
