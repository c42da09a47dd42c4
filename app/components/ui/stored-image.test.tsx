// StoredImage on the server: a stored picture with sizes offers its three widths, a thumbnail gets
// its one copy, and anything else is shown as it is. The attributes that decide the first paint
// (loading, fetchpriority, decoding) reach the <img> as given.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataSaverContext } from "#app/components/data-saver/data-saver-context.ts";
import { StoredImage } from "./stored-image.tsx";

const attributes = (html: string) =>
  Object.fromEntries([...html.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

describe("StoredImage", () => {
  it("offers the 480, 640 and 960 px files of a stored picture for the box's sizes", () => {
    const html = renderToString(
      <StoredImage
        src="/images/event/e-1.webp"
        sizes="(min-width: 640px) 46vw, 92vw"
        width={960}
        height={540}
        alt=""
        loading="lazy"
        className="aspect-video w-full"
      />,
    );
    expect(html.startsWith("<img ")).toBe(true);
    expect(attributes(html)).toEqual({
      src: "/images/event/e-1.webp",
      srcSet: "/images/event/e-1-480.webp 480w, /images/event/e-1-640.webp 640w, /images/event/e-1.webp 960w",
      sizes: "(min-width: 640px) 46vw, 92vw",
      width: "960",
      height: "540",
      alt: "",
      loading: "lazy",
      decoding: "async",
      class: "aspect-video w-full",
    });
  });

  it("carries the first screen's picture's eager loading and high priority", () => {
    const html = renderToString(
      <StoredImage
        src="/images/hotel/villa-1-a.webp"
        sizes="92vw"
        width={960}
        height={640}
        alt="Villa Satu"
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(attributes(html)).toMatchObject({
      alt: "Villa Satu",
      loading: "eager",
      fetchPriority: "high",
      decoding: "async",
    });
  });

  it("gives a thumbnail its one copy, without srcset", () => {
    const attrs = attributes(
      renderToString(
        <StoredImage src="/images/product/p-1.webp" copy={480} width={480} height={480} alt="" loading="lazy" />,
      ),
    );
    expect(attrs.src).toBe("/images/product/p-1-480.webp");
    expect(attrs).not.toHaveProperty("srcSet");
    expect(attrs).not.toHaveProperty("sizes");
  });

  it("shows the original alone when neither sizes nor a copy is named", () => {
    const attrs = attributes(
      renderToString(<StoredImage src="/images/voucher/promo-1.webp" width={960} height={480} alt="Promo" />),
    );
    expect(attrs.src).toBe("/images/voucher/promo-1.webp");
    expect(attrs).not.toHaveProperty("srcSet");
  });

  it("shows any other picture as it is: no srcset, no sizes, no copy", () => {
    for (const src of ["https://cdn.example/x.webp", "/images/icon/event.gif", "/images/hotel/x-480.webp"]) {
      const responsive = attributes(
        renderToString(<StoredImage src={src} sizes="92vw" width={960} height={640} alt="" />),
      );
      expect(responsive.src).toBe(src);
      expect(responsive).not.toHaveProperty("srcSet");
      expect(responsive).not.toHaveProperty("sizes");
      expect(attributes(renderToString(<StoredImage src={src} copy={480} width={96} height={64} alt="" />)).src).toBe(
        src,
      );
    }
  });

  it("lets a picture keep the browser's own decoding and passes other attributes through", () => {
    const attrs = attributes(
      renderToString(
        <StoredImage
          src="/images/hotel/a.webp"
          copy={480}
          width={96}
          height={64}
          alt=""
          decoding="auto"
          draggable={false}
        />,
      ),
    );
    expect(attrs).toMatchObject({ decoding: "auto", draggable: "false" });
  });

  it("sends the smallest stored copy, without srcset, while the data saver is on", () => {
    const render = (props: { sizes: string } | { copy: 640 }) =>
      attributes(
        renderToString(
          <DataSaverContext value>
            <StoredImage src="/images/hotel/h-1.webp" width={960} height={640} alt="" {...props} />
          </DataSaverContext>,
        ),
      );
    for (const props of [{ sizes: "92vw" }, { copy: 640 as const }]) {
      const html = render(props);
      expect(html.src).toBe("/images/hotel/h-1-480.webp");
      expect(html.srcSet).toBeUndefined();
      expect(html.sizes).toBeUndefined();
    }
    // A picture that is not one of ours has no copies: as it is.
    const outside = renderToString(
      <DataSaverContext value>
        <StoredImage src="https://example.com/x.png" sizes="92vw" width={10} height={10} alt="" />
      </DataSaverContext>,
    );
    expect(attributes(outside).src).toBe("https://example.com/x.png");
  });
});
