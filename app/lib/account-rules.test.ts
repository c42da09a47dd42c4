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
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/profile")).toBe("/profile");
    expect(safeRedirectPath("/villas?city=1#x")).toBe("/villas?city=1#x");
  });
  it("refuses other hosts and junk", () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example/")).toBe("/");
    expect(safeRedirectPath("profile")).toBe("/");
    expect(safeRedirectPath(null, "/x")).toBe("/x");
    expect(safeRedirectPath("/a\nb")).toBe("/");
  });
});

describe("loginReturnPath", () => {
  it("keeps the page and its query, but not a query too long for the session cookie", () => {
    expect(loginReturnPath(new URL("http://x/profile?tab=a"))).toBe("/profile?tab=a");
    expect(loginReturnPath(new URL(`http://x/profile?x=${"a".repeat(3000)}`))).toBe("/profile");
  });
});

describe("normalizeReferralCode", () => {
  it("accepts codes and refuses junk", () => {
    expect(normalizeReferralCode(" ABC123 ")).toBe("ABC123");
    expect(normalizeReferralCode("a")).toBeNull();
    expect(normalizeReferralCode("<script>")).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
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
