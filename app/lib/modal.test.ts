import { describe, expect, it } from "vitest";
import {
  hrefWithModal,
  hrefWithout,
  hrefWithToast,
  hrefWithoutModal,
  isModalName,
  onlyUiParamsChanged,
  readModal,
  skipRevalidationForUiParams,
} from "./modal.ts";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
const url = (path: string) => new URL(path, "http://local");

describe("readModal", () => {
  it("reads a known modal name", () => {
    expect(readModal("?modal=login")).toBe("login");
    expect(readModal(new URLSearchParams("guest=2&modal=promo"))).toBe("promo");
  });

  it("ignores unknown, empty and missing names", () => {
    expect(readModal("?modal=admin")).toBeNull();
    expect(readModal("?modal=")).toBeNull();
    expect(readModal("")).toBeNull();
    expect(isModalName("LOGIN")).toBe(false);
  });
});

describe("modal links", () => {
  it("adds the modal to the current URL, keeping the other parameters and the hash", () => {
    expect(hrefWithModal(at("/villas", "?guest=2&city=5", "#list"), "login")).toBe(
      "/villas?guest=2&city=5&modal=login#list",
    );
  });

  it("replaces an open modal and its UI parameters", () => {
    expect(hrefWithModal(at("/", "?modal=message&message=registered&toast=login-required"), "register")).toBe(
      "/?modal=register",
    );
  });

  it("adds extra UI parameters", () => {
    expect(hrefWithModal(at("/"), "login", { toast: "login-required" })).toBe("/?modal=login&toast=login-required");
  });

  it("closes by removing the modal, message and toast, keeping the rest", () => {
    expect(hrefWithoutModal(at("/villas", "?guest=2&modal=login&toast=login-required"))).toBe("/villas?guest=2");
    expect(hrefWithoutModal(at("/", "?modal=promo"))).toBe("/");
    // A login modal's destination (a home top-up shortcut) is part of the modal: it goes with it (issue 22).
    expect(hrefWithModal(at("/", ""), "login", { redirectTo: "/top-up/credits?type=pln" })).toBe(
      "/?modal=login&redirectTo=%2Ftop-up%2Fcredits%3Ftype%3Dpln",
    );
    expect(hrefWithoutModal(at("/", "?modal=login&redirectTo=%2Ftop-up"))).toBe("/");
  });

  it("adds a toast key", () => {
    expect(hrefWithToast(at("/", "?city=1&toast=x"), "feature-in-development")).toBe(
      "/?city=1&toast=feature-in-development",
    );
  });

  it("removes named parameters", () => {
    expect(hrefWithout(at("/", "?dismiss=promo-banner&lng=en"), ["dismiss"])).toBe("/?lng=en");
  });
});

describe("revalidation", () => {
  it("knows when only UI parameters changed", () => {
    expect(onlyUiParamsChanged(url("/?city=1"), url("/?city=1&modal=login"))).toBe(true);
    expect(onlyUiParamsChanged(url("/?modal=login&city=1"), url("/?city=1"))).toBe(true);
    expect(onlyUiParamsChanged(url("/?city=1"), url("/?city=2&modal=login"))).toBe(false);
    expect(onlyUiParamsChanged(url("/"), url("/villas?modal=login"))).toBe(false);
    expect(onlyUiParamsChanged(url("/?a=1"), url("/?a=1"))).toBe(false);
  });

  it("skips loaders for a modal change, keeps the default otherwise", () => {
    const base = { currentUrl: url("/"), defaultShouldRevalidate: true };
    expect(skipRevalidationForUiParams({ ...base, nextUrl: url("/?modal=login") })).toBe(false);
    expect(skipRevalidationForUiParams({ ...base, nextUrl: url("/?guest=2") })).toBe(true);
    expect(skipRevalidationForUiParams({ ...base, nextUrl: url("/?modal=login"), formMethod: "POST" })).toBe(true);
  });
});
