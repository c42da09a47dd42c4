// Check-in and check-out. Without JavaScript: two native date inputs (they submit YYYY-MM-DD).
// With JavaScript: two buttons showing 'D MMM' that open a small range calendar (React.lazy, its
// chunk asked for as this module runs), with hidden inputs carrying the same YYYY-MM-DD values.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatShortDate } from "#core/dates.ts";
import type { Phase, StayRange } from "./calendar-math.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { loadWithMainParts } from "#app/components/ui/deferred.tsx";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

// Once loaded it renders at once: through React.lazy a first opening would show the fallback and
// reveal the calendar only after React's throttle (300 ms) for a revealed fallback (decision 076).
let loadedCalendar: typeof import("./range-calendar.tsx")["default"] | null = null;
const loadCalendar = () =>
  import("./range-calendar.tsx").then((module) => {
    loadedCalendar = module.default;
    return module;
  });
const LazyCalendar = lazy(loadCalendar);
// What the first tap on a date needs: on a slow network it should not wait a round trip (decision 076).
loadWithMainParts(loadCalendar);

export interface DateRangePickerProps extends StayRange {
  onChange: (range: StayRange) => void;
  /** The business date, YYYY-MM-DD (from the loader, so server and browser agree). */
  today: string;
  /** "home": a label above each value; "compact": one line with the 'In' / 'Out' placeholders. */
  variant: "home" | "compact";
  idPrefix: string;
  arrivalError?: string | undefined;
  departureError?: string | undefined;
  className?: string;
  /**
   * Unavailable nights (YYYY-MM-DD): greyed out in the calendar. A picked stay that spans one is
   * still handed to onChange, so the page keeps the start, clears the end and says why (the
   * calendar then closes with the focus on check-out).
   */
  unavailable?: readonly string[] | undefined;
}

export function DateRangePicker({
  arrival,
  departure,
  onChange,
  today,
  variant,
  idPrefix,
  arrivalError,
  departureError,
  className = "",
  unavailable,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation("search");
  const lang = i18n.language === "en" ? "en" : "id";
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Phase | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggers = { arrival: useRef<HTMLButtonElement>(null), departure: useRef<HTMLButtonElement>(null) };

  const fields = [
    { key: "arrival" as const, value: arrival, label: t("checkIn"), placeholder: t("dateIn"), error: arrivalError },
    {
      key: "departure" as const,
      value: departure,
      label: t("checkOut"),
      placeholder: t("dateOut"),
      error: departureError,
    },
  ];
  const home = variant === "home";
  const box = `flex w-full flex-col justify-center rounded-lg border bg-white px-3 text-left ${home ? "h-14" : "h-12"}`;
  const labelClass = home ? "text-xs text-neutral-500" : "text-[11px] leading-4 text-neutral-500";
  const errorId = (key: string) => `${idPrefix}-${key}-error`;

  // Dates typed into the native inputs before the page became interactive are kept.
  const native = { arrival: useRef<HTMLInputElement>(null), departure: useRef<HTMLInputElement>(null) };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: dates typed into the native inputs before it are kept
  useLayoutEffect(() => {
    const typed = {
      arrival: native.arrival.current?.value ?? arrival,
      departure: native.departure.current?.value ?? departure,
    };
    if (typed.arrival !== arrival || typed.departure !== departure) onChange(typed);
  }, []);

  const RangeCalendar = loadedCalendar ?? LazyCalendar;

  function close(focus: Phase | null) {
    setOpen(null);
    if (focus) triggers[focus].current?.focus();
  }

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <div className="grid grid-cols-2 gap-2">
        {fields.map((field) => {
          const invalid = Boolean(field.error);
          const border = invalid ? "border-red-600" : "border-neutral-300";
          if (!hydrated) {
            return (
              <label key={field.key} className={`${box} ${border} focus-within:border-brand`}>
                <span className={labelClass}>{field.label}</span>
                <input
                  ref={native[field.key]}
                  type="date"
                  name={field.key}
                  id={`${idPrefix}-${field.key}`}
                  min={today}
                  defaultValue={field.value}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId(field.key) : undefined}
                  className="h-6 w-full min-w-0 bg-transparent text-sm font-medium outline-none"
                />
              </label>
            );
          }
          return (
            <div key={field.key}>
              <input type="hidden" name={field.key} value={field.value} />
              <button
                ref={triggers[field.key]}
                type="button"
                id={`${idPrefix}-${field.key}`}
                aria-haspopup="dialog"
                aria-expanded={open !== null}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId(field.key) : undefined}
                onPointerEnter={() => void loadCalendar()}
                onFocus={() => void loadCalendar()}
                onClick={() => setOpen(open ? null : field.key === "departure" && !arrival ? "arrival" : field.key)}
                className={`${box} ${border} ${open === field.key ? "border-brand ring-1 ring-brand" : ""}`}
              >
                <span className={labelClass}>{field.label}</span>
                <span
                  className={`flex h-6 items-center gap-2 text-sm font-medium ${field.value ? "" : "text-neutral-500"}`}
                >
                  {!home && <CalendarIcon />}
                  {field.value ? formatShortDate(field.value, lang) : home ? t("chooseDate") : field.placeholder}
                </span>
              </button>
            </div>
          );
        })}
      </div>
      {fields.map((field) =>
        field.error ? (
          <p key={field.key} id={errorId(field.key)} role="alert" className="mt-1 text-sm text-red-700">
            {field.error}
          </p>
        ) : null,
      )}
      {open && (
        <Suspense
          fallback={
            <div className="absolute left-0 top-full z-40 mt-2 rounded-xl border bg-white p-4 text-sm shadow-lg">
              {t("calendar.loading")}
            </div>
          }
        >
          <RangeCalendar
            lang={lang}
            today={today}
            arrival={arrival || null}
            departure={departure || null}
            phase={open}
            unavailable={unavailable}
            container={rootRef}
            onSelect={(range) => {
              onChange(range);
              close("departure");
            }}
            onClear={() => onChange({ arrival: "", departure: "" })}
            onClose={(returnFocus) => close(returnFocus ? open : null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <StrokeIcon box={20} className="h-4 w-4 shrink-0 text-brand" strokeWidth={1.6} round="none">
      <SpriteUse name="calendar" />
    </StrokeIcon>
  );
}
