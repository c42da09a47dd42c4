// The detail page's static sections (seed 001 section 2.1): header, photos, key facts,
// description, facilities, location and tags, rules, spoken languages and accessibility.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { useShownLocation } from "./shown-search.tsx";
import type { DetailHotel } from "./detail-view.ts";
import { formatRegionName } from "#core/locations.ts";
import { mapsSearchUrl } from "#core/geo.ts";
import { HotelPhoto } from "#app/components/ui/hotel-photo.tsx";
import { openModalHref } from "./detail-modal.ts";
import { FacilityIcon, LineIcon } from "./facility-icon.tsx";
import { locatePhoto } from "./gallery.ts";
import {
  cancellationText,
  checkInText,
  checkOutText,
  houseRules,
  otherRuleLines,
  refundText,
  type RuleText,
} from "./rule-texts.ts";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { type SpriteName, SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** Seed 001 section 2.1: a 310-character excerpt of the description. */
export const DESCRIPTION_EXCERPT = 310;
const BASIC_FACILITIES_SHOWN = 8;

export function Section(props: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <TitledSection
      {...props}
      className="border-t border-neutral-200 py-6"
      headerClassName="mb-3 flex items-baseline justify-between gap-3"
      titleClassName="text-lg font-bold"
    />
  );
}

function useModalHref() {
  const location = useShownLocation();
  return (modal: Parameters<typeof openModalHref>[2], extra?: Record<string, string>) =>
    openModalHref(location.pathname, location.search, modal, extra);
}

export function DetailHeader({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const city = formatRegionName(hotel.VillaLocations[0]?.nama_kota);
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-brand-ink">
            {hotel.category_name}
          </span>
          {hotel.star > 0 ? (
            <span role="img" aria-label={t("stars", { count: hotel.star })} className="text-amber-500">
              {"★".repeat(Math.min(hotel.star, 5))}
            </span>
          ) : null}
          {city ? <span>{city}</span> : null}
        </p>
        <h1 className="mt-1 text-2xl font-bold leading-tight sm:text-3xl">{hotel.name}</h1>
        <p className="mt-1 text-sm text-neutral-600">{hotel.address}</p>
      </div>
      <a
        href={mapsSearchUrl(hotel.lat, hotel.long)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-secondary inline-flex items-center gap-2 text-sm"
      >
        <PinIcon />
        {t("openMap")}
        <span className="sr-only">{t("newTab")}</span>
      </a>
    </header>
  );
}

/** The first three photos (seed 001 section 2.1), sized boxes, and 'see all photos'. */
export function PhotoHeader({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const modalHref = useModalHref();
  const files = hotel.images
    .split(";")
    .map((f) => f.trim())
    .filter(Boolean);
  const first = files.slice(0, 3);
  if (first.length === 0) return <div className="mt-4 aspect-[3/2] rounded-xl bg-neutral-100 sm:aspect-[3/1]" />;
  return (
    <div className="relative mt-4">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:grid-rows-2">
        {first.map((file, i) => {
          const where = locatePhoto(hotel.images2, file);
          return (
            <Link
              key={file}
              to={modalHref("gallery", where ? { category: where.slug, photo: String(where.photo) } : {})}
              preventScrollReset
              className={`relative block overflow-hidden rounded-xl bg-neutral-100 ${i === 0 ? "aspect-[3/2] sm:col-span-2 sm:row-span-2" : "hidden aspect-[3/2] sm:block"}`}
            >
              <HotelPhoto
                file={file}
                sizes={
                  i === 0
                    ? "(min-width: 1152px) 740px, (min-width: 640px) 64vw, 92vw"
                    : "(min-width: 1152px) 370px, 32vw"
                }
                alt={i === 0 ? hotel.name : t("gallery.photoOf", { name: hotel.name, index: i + 1 })}
                priority={i === 0}
              />
            </Link>
          );
        })}
      </div>
      <Link
        to={modalHref("gallery")}
        preventScrollReset
        className="absolute bottom-3 right-3 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold shadow"
      >
        {t("gallery.seeAll", { count: files.length })}
      </Link>
    </div>
  );
}

export function KeyFacts({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const facts: { label: string; icon: SpriteName }[] = [
    {
      label: t("facts.capacity", { count: hotel.capacity }),
      icon: "fact-guests",
    },
    {
      label: t("facts.beds", { count: hotel.konfigurasi.bed }),
      icon: "fact-beds",
    },
    { label: t("facts.bedrooms", { count: hotel.konfigurasi.bedroom }), icon: "fact-bedrooms" },
    {
      label: t("facts.bathrooms", { count: hotel.konfigurasi.bathroom }),
      icon: "fact-bathrooms",
    },
  ];
  return (
    <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <li key={fact.icon} className="flex items-center gap-2 rounded-lg border border-neutral-200 px-3 py-2 text-sm">
          <LineIcon icon={fact.icon} className="size-5 text-brand" />
          {fact.label}
        </li>
      ))}
    </ul>
  );
}

/** Description by language, an excerpt of 310 characters and 'read more' (a <details>, no JavaScript needed). */
export function Description({ hotel, lang }: { hotel: DetailHotel; lang: "id" | "en" }) {
  const { t } = useTranslation("detail");
  const text =
    (lang === "en" ? hotel.description_en : hotel.description_id) || hotel.description_id || hotel.description_en || "";
  if (!text) return null;
  const long = text.length > DESCRIPTION_EXCERPT;
  const excerpt = long ? `${text.slice(0, DESCRIPTION_EXCERPT).trimEnd()}…` : text;
  return (
    <Section id="about" title={t("sections.description")}>
      <div className="group/desc text-neutral-800">
        <p className="whitespace-pre-line group-has-[details[open]]/desc:hidden">{excerpt}</p>
        {long ? (
          <details>
            <summary className="mt-1 cursor-pointer font-semibold text-brand-dark">{t("readMore")}</summary>
            <p className="whitespace-pre-line">{text}</p>
          </details>
        ) : null}
      </div>
    </Section>
  );
}

export function Facilities({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const modalHref = useModalHref();
  if (hotel.Fiturs.length === 0 && hotel.FitursOther.length === 0) return null;
  const total = hotel.Fiturs.length + hotel.FitursOther.length;
  return (
    <Section
      id="facilities"
      title={t("sections.facilities")}
      action={
        total > BASIC_FACILITIES_SHOWN ? (
          <Link
            to={modalHref("facilities")}
            preventScrollReset
            className="text-sm font-semibold text-brand-dark underline"
          >
            {t("facilities.showAll", { count: total })}
          </Link>
        ) : null
      }
    >
      <FacilityList items={hotel.Fiturs.slice(0, BASIC_FACILITIES_SHOWN)} />
    </Section>
  );
}

export function FacilityList({ items }: { items: { name: string; images?: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-2 text-sm">
          <FacilityIcon name={item.images} className="size-5 text-neutral-700" />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function FacilitiesBody({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 font-semibold">{t("facilities.basic")}</h3>
        <FacilityList items={hotel.Fiturs} />
      </div>
      {hotel.FitursOther.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">{t("facilities.other")}</h3>
          <FacilityList items={hotel.FitursOther} />
        </div>
      ) : null}
    </div>
  );
}

export function LocationAndTags({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const location = hotel.VillaLocations[0];
  const tags = (hotel.tag_villa ?? "")
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <Section id="location" title={t("sections.location")}>
      <p className="text-sm">
        {[formatRegionName(location?.nama_kota), formatRegionName(location?.nama_provinsi)].filter(Boolean).join(", ")}
      </p>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("tags")}>
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function RuleLine({ label, text }: { label: string; text: RuleText | null }) {
  const { t } = useTranslation("detail");
  if (!text) return null;
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-end font-medium">{t(text.key, text.values)}</dd>
    </div>
  );
}

export function RulesBody({ hotel, full }: { hotel: DetailHotel; full: boolean }) {
  const { t } = useTranslation("detail");
  const rules = hotel.villa_rules;
  const house = houseRules(rules);
  const other = otherRuleLines(rules.other_rules);
  return (
    <div>
      <dl className="divide-y divide-neutral-100">
        <RuleLine label={t("rules.checkIn")} text={checkInText(rules)} />
        <RuleLine label={t("rules.checkOut")} text={checkOutText(rules)} />
        <RuleLine label={t("rules.cancellation")} text={cancellationText(rules)} />
        <RuleLine label={t("rules.refund")} text={refundText(rules)} />
      </dl>
      {house.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {house.map((rule) => (
            <li key={rule.key} className="rounded-full bg-red-50 px-3 py-1 text-sm text-red-800">
              {t(rule.key)}
            </li>
          ))}
        </ul>
      ) : null}
      {full && other.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-1 font-semibold">{t("rules.other")}</h3>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {other.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed text lines, never reordered (two may read the same)
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function Rules({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const modalHref = useModalHref();
  const hasOther = otherRuleLines(hotel.villa_rules.other_rules).length > 0;
  return (
    <Section
      id="rules"
      title={t("sections.rules")}
      action={
        hasOther ? (
          <Link to={modalHref("rules")} preventScrollReset className="text-sm font-semibold text-brand-dark underline">
            {t("rules.seeAll")}
          </Link>
        ) : null
      }
    >
      <RulesBody hotel={hotel} full={false} />
    </Section>
  );
}

/** Spoken languages: a flag emoji from the country code, and the name. */
/** The flags in public/icon/flags (the seed's /icon/flags/{country_id}), small SVGs drawn for the demo. */
const FLAG_COUNTRIES = new Set(["id", "gb", "jp", "cn", "nl", "de", "fr", "kr"]);

/** A spoken language's flag, or null when there is no picture for its country. */
export function flagSrc(countryId: string): string | null {
  const code = countryId.trim().toLowerCase();
  return FLAG_COUNTRIES.has(code) ? `/icon/flags/${code}.svg` : null;
}

export function SpokenLanguages({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  if (hotel.spoken.length === 0) return null;
  return (
    <Section id="spoken" title={t("sections.spoken")}>
      <ul className="flex flex-wrap gap-2">
        {hotel.spoken.map((s) => {
          const flag = flagSrc(s.country_id);
          return (
            <li
              key={s.country_id + s.name_country}
              className="flex items-center gap-1.5 rounded-full border border-neutral-200 px-3 py-1 text-sm"
              data-language={s.country_id}
            >
              {flag ? (
                <img
                  src={flag}
                  alt=""
                  width={18}
                  height={12}
                  loading="lazy"
                  className="h-3 w-[18px] rounded-[2px] object-cover ring-1 ring-black/15"
                />
              ) : null}
              {t(`spokenLanguage.${s.country_id.trim().toLowerCase()}`, { defaultValue: s.name_country })}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const ACCESS_KEYS = ["bus", "car", "bike", "walk", "wheel"] as const;

export function AccessibilityBody({ hotel, withDescription }: { hotel: DetailHotel; withDescription: boolean }) {
  const { t } = useTranslation("detail");
  const access = hotel.villa_aksesibilitas;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {ACCESS_KEYS.map((key) => {
          const on = access[key] === "on";
          return (
            <li
              key={key}
              className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${on ? "border-green-200 bg-green-50 text-green-900" : "border-neutral-200 text-neutral-500 line-through"}`}
            >
              <FacilityIcon name={key} />
              {t(`access.${key}`)}
              <span className="sr-only">{on ? t("access.yes") : t("access.no")}</span>
            </li>
          );
        })}
      </ul>
      {withDescription && access.deskripsi ? (
        <p className="mt-3 whitespace-pre-line text-sm text-neutral-700">{access.deskripsi}</p>
      ) : null}
    </div>
  );
}

export function Accessibility({ hotel }: { hotel: DetailHotel }) {
  const { t } = useTranslation("detail");
  const modalHref = useModalHref();
  return (
    <Section
      id="accessibility"
      title={t("sections.accessibility")}
      action={
        hotel.villa_aksesibilitas.deskripsi ? (
          <Link
            to={modalHref("accessibility")}
            preventScrollReset
            className="text-sm font-semibold text-brand-dark underline"
          >
            {t("access.more")}
          </Link>
        ) : null
      }
    >
      <AccessibilityBody hotel={hotel} withDescription={false} />
    </Section>
  );
}

export function PinIcon() {
  return (
    <StrokeIcon box={24} className="size-4" strokeWidth={2}>
      <SpriteUse name="map-pin" />
    </StrokeIcon>
  );
}
