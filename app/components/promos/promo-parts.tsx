// Pieces shared by the promo, give-away and events pages: the banner tile, the sanitised terms,
// the optional button and the empty state with its not-found picture.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { NotFoundIllustration } from "#app/components/villas/not-found-illustration.tsx";

/** A 2:1 banner linking to its page. */
export function BannerTile({
  to,
  image,
  alt,
  eager,
  priority = eager,
  sizes,
  data,
}: {
  to: string;
  image: string;
  alt: string;
  eager: boolean;
  priority?: boolean;
  sizes: string;
  data?: string;
}) {
  return (
    <Link
      to={to}
      className="block overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-black/5 hover:opacity-95 focus-visible:opacity-95"
      data-tile={data}
    >
      <BannerImage url={image} sizes={sizes} alt={alt} eager={eager} priority={priority} />
    </Link>
  );
}

/** Terms HTML as /v1 sends it: already sanitised there with sanitize-html (api/promos/view.ts). */
export function TermsHtml({ html, title, empty }: { html: string; title: string; empty: string }) {
  return (
    <section aria-labelledby="terms-title" className="mt-6">
      <h2 id="terms-title" className="text-lg font-bold">
        {title}
      </h2>
      {html ? (
        <div
          className="mt-2 max-w-3xl space-y-3 leading-relaxed text-neutral-800 [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
          data-terms=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by /v1 with sanitize-html (an allow-list of p, br, strong, em, ul, ol, li, a)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="mt-2 text-neutral-600">{empty}</p>
      )}
    </section>
  );
}

/** The optional call to action: a site path stays in the app, an http(s) link opens in a new tab. */
export function ActionButton({ text, link }: { text: string | null; link: string | null }) {
  const { t } = useTranslation("promos");
  if (!text || !link) return null;
  const className = "btn-primary mt-6 inline-flex min-h-11 items-center justify-center px-6";
  if (link.startsWith("/")) {
    return (
      <Link to={link} className={className} data-action-button="">
        {text}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className} data-action-button="">
      {text}
      <span className="sr-only"> {t("detail.opensOutside")}</span>
    </a>
  );
}

/** Nothing to show: the not-found picture, a heading and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center text-center" data-empty-state="">
      <NotFoundIllustration className="h-40 w-52" />
      <h2 className="mt-4 text-lg font-bold">{title}</h2>
      {children}
    </div>
  );
}
