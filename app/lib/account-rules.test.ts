import { describe, expect, it } from "vitest";
import {
  displayPhone,
  loginReturnPath,
  normalizeReferralCode,
  safeRedirectPath,
  shareLink,
  shareUrls,
} from "./account-rules.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/profile", undefined, "/profile"],
    ["/villas?city=1#x", undefined, "/villas?city=1#x"],
    // other hosts and junk
    ["//evil.example", undefined, "/"],
    ["/\\evil.example", undefined, "/"],
    ["https://evil.example/", undefined, "/"],
    ["profile", undefined, "/"],
    ["/a\nb", undefined, "/"],
    [null, "/x", "/x"],
  ])("keeps only same-site paths: %j (fallback %j) goes to %j", (path, fallback, target) => {
    expect(safeRedirectPath(path, fallback)).toBe(target);
  });
});

describe("loginReturnPath", () => {
  it("keeps the page and its query, but not a query too long for the session cookie", () => {
    expect(loginReturnPath(new URL("http://x/profile?tab=a"))).toBe("/profile?tab=a");
    expect(loginReturnPath(new URL(`http://x/profile?x=${"a".repeat(3000)}`))).toBe("/profile");
  });
});

describe("normalizeReferralCode", () => {
  it.each([
    [" ABC123 ", "ABC123"],
    ["a", null],
    ["<script>", null],
    [undefined, null],
  ])("accepts codes and refuses junk: %j gives %j", (raw, code) => {
    expect(normalizeReferralCode(raw)).toBe(code);
  });
});

describe("share links", () => {
  it("adds ?reff= to the site origin", () => {
    expect(shareLink("https://inap.example", "ABC")).toBe("https://inap.example/?reff=ABC");
    const urls = shareUrls("https://inap.example/?reff=ABC", "Hi");
    expect(urls.facebook).toContain(encodeURIComponent("https://inap.example/?reff=ABC"));
    expect(urls.twitter).toContain("text=Hi");
  });
  it("shows the phone with its code", () => {
    expect(displayPhone("+62", "81234567890")).toBe("+62 81234567890");
    expect(displayPhone("+62", "")).toBe("");
  });
});
