// The card grid of the undated property lists (/properties/by-type, /hotelall), and their empty
// state (seed 002: a not-found image and the hotel-not-found message).
import { useTranslation } from "#app/i18n/react.tsx";
import type { VillaCardData } from "./villa-card-data.ts";
import type { Language } from "#app/i18n/config.ts";
import { NotFoundIllustration } from "./not-found-illustration.tsx";
import { VillaCard } from "./villa-card.tsx";

export function PropertyGrid({
  cards,
  hrefOf,
  lang,
}: {
  cards: VillaCardData[];
  hrefOf: (card: VillaCardData) => string;
  lang: Language;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-property-grid="">
      {cards.map((card, i) => (
        <li key={card.id}>
          <VillaCard card={card} href={hrefOf(card)} lang={lang} eager={i === 0} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyPropertyList({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation("villas");
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center text-center" data-empty-list="">
      <NotFoundIllustration className="h-40 w-52" />
      <h2 className="mt-4 text-lg font-bold">{t("notFound")}</h2>
      {children}
    </div>
  );
}

/** A list that could not be loaded: the message and a retry link (seed 000 section 8). */
export function ListLoadError({ message, retryHref }: { message: string; retryHref: string }) {
  const { t } = useTranslation("villas");
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <span>{message}</span>
      <a href={retryHref} className="font-semibold underline">
        {t("errors.retry")}
      </a>
    </div>
  );
}
