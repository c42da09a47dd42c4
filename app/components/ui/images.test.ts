import { describe, expect, it } from "vitest";
import { hotelImageUrl, imageSources } from "./images.ts";

describe("hotel images", () => {
  it("puts a stored file name under /images/hotel/", () => {
    expect(hotelImageUrl("villa-1-a.webp")).toBe("/images/hotel/villa-1-a.webp");
  });

  it("passes absolute paths and full URLs through", () => {
    expect(hotelImageUrl("/images/hotel/x.webp")).toBe("/images/hotel/x.webp");
    expect(hotelImageUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });

  it("offers the 480 and 640 px copies beside our own .webp files", () => {
    expect(imageSources(hotelImageUrl("villa-1-a.webp"))).toEqual({
      src: "/images/hotel/villa-1-a.webp",
      srcSet:
        "/images/hotel/villa-1-a-480.webp 480w, /images/hotel/villa-1-a-640.webp 640w, /images/hotel/villa-1-a.webp 960w",
    });
  });

  it("has no srcset for other images", () => {
    expect(imageSources(hotelImageUrl("https://cdn.example/x.webp")).srcSet).toBeUndefined();
    expect(imageSources(hotelImageUrl("old.jpg")).srcSet).toBeUndefined();
    expect(imageSources(hotelImageUrl("x-480.webp")).srcSet).toBeUndefined();
    expect(imageSources(hotelImageUrl("x-640.webp")).srcSet).toBeUndefined();
  });

  it("offers the copies for other stored pictures too", () => {
    expect(imageSources("/images/voucher/promo-1.webp").srcSet).toBe(
      "/images/voucher/promo-1-480.webp 480w, /images/voucher/promo-1-640.webp 640w, /images/voucher/promo-1.webp 960w",
    );
    expect(imageSources("/images/icon/event.gif").srcSet).toBeUndefined();
  });
});
