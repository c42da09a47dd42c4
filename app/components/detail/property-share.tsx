// Share the property (issue 24 item 4): the link opens the same property for the same dates and
// guests (the page's own search), in a message in the page's language.
import { useTranslation } from "#app/i18n/react.tsx";
import { ShareButtons } from "#app/components/share/share-buttons.tsx";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { apiDateToUrl, formatLongDate } from "#core/dates.ts";
import type { Language } from "#app/i18n/config.ts";

export interface PropertyShareProps {
  propertyId: number;
  name: string;
  /** The site's public origin (the loader's: PUBLIC_URL or the request's). */
  origin: string;
  stay: { guest: number; arrival: string; departure: string; nights: number };
  lang: Language;
}

/** The absolute link of the property for a stay: /detail-villas?villas&guest&arrival&departure&duration. */
export function propertyShareUrl(origin: string, propertyId: number, stay: PropertyShareProps["stay"]): string {
  const path = buildDetailLink(propertyId, {
    guest: stay.guest,
    arrival: apiDateToUrl(stay.arrival),
    departure: apiDateToUrl(stay.departure),
    duration: stay.nights,
  });
  return `${origin}${path}`;
}

export function PropertyShare({ propertyId, name, origin, stay, lang }: PropertyShareProps) {
  const { t } = useTranslation("detail");
  const text = t("share.property", {
    name,
    checkIn: formatLongDate(stay.arrival, lang),
    checkOut: formatLongDate(stay.departure, lang),
    guests: stay.guest,
    url: propertyShareUrl(origin, propertyId, stay),
  });
  return (
    <section aria-label={t("share.title")} className="mt-3" data-property-share="">
      <ShareButtons
        text={text}
        title={name}
        whatsAppLabel={t("share.whatsapp")}
        webShareLabel={t("share.more")}
        newTabLabel={t("newTab")}
      />
    </section>
  );
}
