// The home page's search box (seed 000 section 2.5): destination, Check In, Check Out,
// Guest(s) 1 to 5, Explore. A plain POST form to the home action (handleSearchSubmission), so it
// works without JavaScript; with JavaScript the same rules run in the browser first, the
// messages show without a round trip, and the last search prefills the next one.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { PRIMARY_BUTTON } from "./button-styles.ts";
import { todayInJakarta } from "#core/dates.ts";
import { HOME_GUEST_MAX } from "#core/guests.ts";
import { DateRangePicker } from "./date-range-picker.tsx";
import { DestinationAutocomplete } from "./destination-autocomplete.tsx";
import {
  checkSearchBox,
  EMPTY_SEARCH_VALUES,
  type SearchBoxValues,
  type SearchField,
  type SearchSubmissionResult,
} from "./search-rules.ts";
import { readRememberedStay, rememberStay } from "./stay-storage.ts";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

export interface SearchBoxProps {
  /** The home action's answer to a refused search (useActionData()). */
  submission?: SearchSubmissionResult | undefined;
  /** The business date, YYYY-MM-DD; pass the loader's todayInJakarta() so server and browser agree. */
  today?: string;
  /** City names for the no-JavaScript <datalist> (loadSearchBoxCities in the home loader). */
  cityNames?: readonly string[];
  /** Where the form posts: the home index route by default. */
  action?: string;
  className?: string;
}

const FIELD_ORDER: readonly SearchField[] = ["destination", "arrival", "departure", "guest"];

export function SearchBox({
  submission,
  today = todayInJakarta(),
  cityNames,
  action = "/?index",
  className = "",
}: SearchBoxProps) {
  const { t } = useTranslation(["search", "validation"]);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SearchBoxValues>(submission?.values ?? EMPTY_SEARCH_VALUES);
  const [errors, setErrors] = useState<SearchSubmissionResult["errors"]>(submission?.errors ?? {});
  const pending = navigation.state !== "idle" && navigation.formAction === action;

  // A new answer from the server replaces what is shown.
  useEffect(() => {
    if (!submission) return;
    setValues(submission.values);
    setErrors(submission.errors);
  }, [submission]);

  // The last search (localStorage) prefills an untouched box; a check-in already past is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (a later answer from the server is the effect above)
  useEffect(() => {
    if (submission) return;
    const remembered = readRememberedStay();
    const stillValid = remembered.arrival !== "" && remembered.arrival >= today;
    setValues((current) => ({
      ...current,
      arrival: stillValid ? remembered.arrival : current.arrival,
      departure: stillValid ? remembered.departure : current.departure,
      guest:
        remembered.guest !== "" && Number(remembered.guest) >= 1 && Number(remembered.guest) <= HOME_GUEST_MAX
          ? remembered.guest
          : current.guest,
    }));
  }, []);

  function clearError(...fields: SearchField[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const raw = Object.fromEntries(FIELD_ORDER.concat().map((name) => [name, String(form.get(name) ?? "")]));
    const check = checkSearchBox(
      { ...raw, city: String(form.get("city") ?? ""), propertyId: String(form.get("propertyId") ?? "") },
      today,
    );
    if (!check.ok) {
      event.preventDefault();
      const messages: SearchSubmissionResult["errors"] = {};
      for (const [field, key] of Object.entries(check.errors)) messages[field as SearchField] = t(key);
      setErrors(messages);
      setValues((current) => ({
        ...current,
        arrival: check.values.arrival,
        departure: check.values.departure,
        guest: check.values.guest || current.guest,
      }));
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#search-${first}`)?.focus();
      return;
    }
    rememberStay({ arrival: check.arrival, departure: check.departure, guest: String(check.guest) });
  }

  const guestValid = /^[1-9]$/.test(values.guest) && Number(values.guest) <= HOME_GUEST_MAX;

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("heading")}
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-black/5 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_20rem_8rem_auto] lg:items-start ${className}`}
    >
      <DestinationAutocomplete
        key={
          submission
            ? `${submission.values.destination}|${submission.values.city}|${submission.values.propertyId}`
            : "initial"
        }
        id="search-destination"
        label={t("destination.label")}
        placeholder={t("destination.placeholder")}
        defaultValue={values.destination}
        defaultCity={values.city}
        defaultPropertyId={values.propertyId}
        cityNames={cityNames}
        error={errors.destination}
        className="md:col-span-2 lg:col-span-1"
      />
      <DateRangePicker
        variant="home"
        idPrefix="search"
        today={today}
        arrival={values.arrival}
        departure={values.departure}
        arrivalError={errors.arrival}
        departureError={errors.departure}
        onChange={(range) => {
          setValues((current) => ({ ...current, ...range }));
          clearError("arrival", "departure");
        }}
      />
      <div>
        <label
          className={`flex h-14 flex-col justify-center rounded-lg border bg-white px-3 focus-within:border-brand ${errors.guest ? "border-red-600" : "border-neutral-300"}`}
        >
          <span className="text-xs text-neutral-500">{t("guest")}</span>
          <select
            id="search-guest"
            name="guest"
            value={guestValid ? values.guest : ""}
            onChange={(event) => {
              setValues((current) => ({ ...current, guest: event.target.value }));
              clearError("guest");
            }}
            aria-invalid={errors.guest ? true : undefined}
            aria-describedby={errors.guest ? "search-guest-error" : undefined}
            className="h-6 w-full bg-transparent text-sm font-medium outline-none"
          >
            {!guestValid && (
              <option value="" disabled>
                {t("guest")}
              </option>
            )}
            {Array.from({ length: HOME_GUEST_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t("guests", { count: n })}
              </option>
            ))}
          </select>
        </label>
        {errors.guest && (
          <p id="search-guest-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.guest}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={`${PRIMARY_BUTTON} flex h-14 items-center justify-center gap-2 md:col-span-2 lg:col-span-1 lg:px-6`}
        disabled={pending}
      >
        <SearchIcon />
        {t("explore")}
      </button>
    </Form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <SpriteUse name="search" />
    </svg>
  );
}
