// FailedPage: the reason as the announced heading and the title, a retry that reloads the same
// address (a fresh document) only when retrying can help, and the way on.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FailedPage } from "./failed-page.tsx";

function render(element: React.ReactElement): string {
  return renderToString(<MemoryRouter initialEntries={["/stay-monthly/12?guest=2"]}>{element}</MemoryRouter>);
}

describe("FailedPage", () => {
  it("offers a retry of the same address and a way on when the failure may pass", () => {
    const html = render(
      <FailedPage
        message="Koneksi internet bermasalah"
        brand="Inap"
        retryLabel="Coba lagi"
        onward={{ href: "/stay-monthly", label: "Lihat sewa lain" }}
      />,
    );
    expect(html).toContain("<title>Koneksi internet bermasalah · Inap</title>");
    expect(html).toMatch(/<h1 role="alert"[^>]*>Koneksi internet bermasalah<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/stay-monthly\/12\?guest=2"[^>]*>Coba lagi<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/stay-monthly"[^>]*>Lihat sewa lain<\/a>/);
  });

  it("has no retry where retrying cannot help (a record that does not exist)", () => {
    const html = render(
      <FailedPage
        message="Properti tidak ditemukan"
        brand="Inap"
        onward={{ href: "/villas", label: "Lihat properti lain" }}
      />,
    );
    expect(html).not.toContain("/stay-monthly/12");
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
