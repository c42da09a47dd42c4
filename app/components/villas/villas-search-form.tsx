// The search bar of /villas (seed 000 section 2.6): stay dates, guests, Explore, a Filter
// panel (city, property name, popular only) and a reset link. A GET form: without JavaScript
// the browser submits it and the loader redirects to the canonical URL; with JavaScript the
// dates are checked first and the page navigates straight to the canonical URL.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, useNavigate } from "react-router";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "#app/components/search/button-styles.ts";
import { apiDateToUrl, todayInJakarta, validateStay } from "#core/dates.ts";
import { LIST_GUEST_MAX, parseGuestCount } from "#core/guests.ts";
import { buildVillasSearch } from "#app/lib/search-params.ts";
import type { StayRange } from "#app/components/search/calendar-math.ts";
import { DateRangePicker } from "#app/components/search/date-range-picker.tsx";
import { GuestCounter } from "#app/components/search/guest-counter.tsx";
import { rememberStay } from "#app/components/search/stay-storage.ts";
import { PopularOnly } from "./popular-only.tsx";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

export interface VillasFormValues {
  /** YYYY-MM-DD or "" (what was asked, even when refused) */
  arrival: string;
  departure: string;
  guest: number;
  city: number | null;
  propertyName: string;
  popular: boolean;
}

export interface VillasSearchFormProps {
  values: VillasFormValues;
  today: string;
  cities: readonly { id: number; label: string }[];
  /** Messages by field (arrival, departure, guest), already translated. */
  errors: Partial<Record<"arrival" | "departure" | "guest", string>>;
}

export function VillasSearchForm({ values, today, cities, errors: serverErrors }: VillasSearchFormProps) {
  const { t } = useTranslation(["villas", "search", "validation"]);
  const navigate = useNavigate();
  const [range, setRange] = useState<StayRange>({ arrival: values.arrival, departure: values.departure });
  const [errors, setErrors] = useState(serverErrors);
  const filterRef = useRef<HTMLDetailsElement>(null);
  const activeFilters = (values.city !== null ? 1 : 0) + (values.propertyName ? 1 : 0) + (values.popular ? 1 : 0);

  // The filter panel closes on Escape and on a click outside it (with JavaScript).
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = filterRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const details = filterRef.current;
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const arrival = text("arrival");
    const departure = text("departure");
    const next: VillasSearchFormProps["errors"] = {};
    let nights: number | null = null;
    if (arrival || departure) {
      const stay = validateStay({ arrival, departure, today: todayInJakarta() });
      if (stay.ok) nights = stay.nights;
      else next[stay.field] = t(`validation:${stay.error}`);
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      filterRef.current?.removeAttribute("open");
      return;
    }
    const guest = parseGuestCount(text("guest"), { min: 1, max: LIST_GUEST_MAX });
    const city = /^\d+$/.test(text("city")) ? Number(text("city")) : null;
    rememberStay({ arrival, departure, guest: String(guest) });
    // A new search starts at page 0.
    void navigate(
      `/villas${buildVillasSearch({
        guest,
        arrival: nights !== null ? apiDateToUrl(arrival) : null,
        departure: nights !== null ? apiDateToUrl(departure) : null,
        duration: nights,
        city,
        propertyName: text("propertyName") || null,
        popular: form.get("popular") === "true",
      })}`,
    );
  }

  const control =
    "h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm outline-none focus:border-brand";

  return (
    <Form
      method="get"
      action="/villas"
      noValidate
      onSubmit={onSubmit}
      className="relative rounded-2xl bg-white p-3 shadow-md ring-1 ring-black/5"
    >
      <div className="flex flex-wrap items-start gap-2">
        <DateRangePicker
          variant="compact"
          idPrefix="villas"
          today={today}
          arrival={range.arrival}
          departure={range.departure}
          arrivalError={errors.arrival}
          departureError={errors.departure}
          onChange={(next) => {
            setRange(next);
            setErrors((current) => ({ ...current, arrival: undefined, departure: undefined }));
          }}
          className="w-full sm:w-80"
        />
        <GuestCounter
          name="guest"
          id="villas-guest"
          label={t("search:guest")}
          defaultValue={values.guest}
          max={LIST_GUEST_MAX}
          className="w-36"
        />
        <button type="submit" className={`${PRIMARY_BUTTON} h-12 flex-1 px-6 py-0 sm:flex-none`}>
          {t("explore")}
        </button>
        <details ref={filterRef} className="group">
          <summary
            className={`${SECONDARY_BUTTON} flex h-12 cursor-pointer list-none items-center gap-2 py-0 [&::-webkit-details-marker]:hidden`}
          >
            <FilterIcon />
            {t("filter.button")}
            {activeFilters > 0 && (
              <span
                className="rounded-full bg-brand-dark px-1.5 text-xs text-white"
                role="img"
                aria-label={t("filter.active", { count: activeFilters })}
              >
                {activeFilters}
              </span>
            )}
          </summary>
          <div className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/10 sm:left-auto sm:w-96">
            <p className="mb-3 font-semibold">{t("filter.title")}</p>
            <div className="grid gap-3">
              <label className="grid gap-1 text-sm">
                <span className="text-neutral-600">{t("filter.city")}</span>
                <select name="city" defaultValue={values.city ?? ""} className={control}>
                  <option value="">{t("filter.allCities")}</option>
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-sm">
                <span className="text-neutral-600">{t("filter.propertyName")}</span>
                <input
                  type="search"
                  name="propertyName"
                  maxLength={100}
                  defaultValue={values.propertyName}
                  placeholder={t("filter.propertyNamePlaceholder")}
                  className={control}
                />
              </label>
              <PopularOnly checked={values.popular} box="h-4 w-4" />
              <button type="submit" className={`${PRIMARY_BUTTON} mt-1 w-full`}>
                {t("filter.apply")}
              </button>
            </div>
          </div>
        </details>
        <Link
          to="/villas"
          className="flex h-12 items-center px-2 text-sm font-semibold text-neutral-600 underline-offset-4 hover:text-brand-dark hover:underline"
        >
          {t("filter.reset")}
        </Link>
      </div>
      {errors.guest && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errors.guest}
        </p>
      )}
    </Form>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <SpriteUse name="filter" />
    </svg>
  );
}
