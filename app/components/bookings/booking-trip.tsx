// "Add to calendar" and "Share" of a paid booking (issue 24 items 3 and 4): the stay as an .ics file
// (a GET link for the owner, a POST form with order id and email for a guest; both answer the file
// as an attachment, without JavaScript), and the trip told on WhatsApp or through the share sheet.
// Rendered as a deferred part by the booking pages: none of it is their first-load JavaScript.
import { useTranslation } from "#app/i18n/react.tsx";
import { ShareButtons } from "#app/components/share/share-buttons.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { formatLongDate, nightsBetween } from "#core/dates.ts";
import { mapsSearchUrl } from "#core/geo.ts";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";

export interface BookingTripProps {
  orderId: string;
  /** A guest's booking (no account): the calendar file is asked for with the email that made it. */
  email?: string;
  property: { name: string; address?: string; lat?: string; lng?: string };
  /** YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
}

const CALENDAR_BUTTON = "btn-secondary inline-flex items-center gap-2";

export function BookingTrip({ orderId, email, property, checkIn, checkOut }: BookingTripProps) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const map = property.lat && property.lng ? mapsSearchUrl(property.lat, property.lng) : "";
  const text = [
    t("share.booking", {
      name: property.name,
      checkIn: formatLongDate(checkIn, lang),
      checkOut: formatLongDate(checkOut, lang),
      length: t("nights", { count: nightsBetween(checkIn, checkOut) }),
    }),
    property.address || map ? t("share.location", { address: property.address ?? "", map }).replace(/\s+/g, " ") : "",
  ]
    .filter(Boolean)
    .join(" ")
    .trim();
  const calendarLabel = (
    <>
      <CalendarGlyph />
      {t("calendar.add")}
    </>
  );
  return (
    <div className="grid gap-3" data-booking-trip="">
      {email ? (
        <form method="post" action="/resources/calendar">
          <input type="hidden" name="order_id" value={orderId} />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={CALENDAR_BUTTON} data-add-to-calendar="">
            {calendarLabel}
          </button>
        </form>
      ) : (
        <a
          href={`/resources/calendar?order_id=${encodeURIComponent(orderId)}`}
          download
          className={`${CALENDAR_BUTTON} justify-self-start`}
          data-add-to-calendar=""
        >
          {calendarLabel}
        </a>
      )}
      <ShareButtons
        text={text}
        title={property.name}
        whatsAppLabel={t("share.whatsapp")}
        webShareLabel={t("share.more")}
        newTabLabel={t("detail.newTab")}
      />
    </div>
  );
}

function CalendarGlyph() {
  return (
    <StrokeIcon box={20} size={18} strokeWidth={1.6} round="none">
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
    </StrokeIcon>
  );
}
