// The range calendar, loaded only when a date field is first opened. Two months side by side
// from 640 px, one below; past days disabled; stays of 1 to 90 nights (seed 000 sections 5, 9).
// Month and weekday names come from core/dates.ts, as every date the site writes. Unavailable
// nights (optional) are struck through and cannot be picked as a check-in (seed 001 section 4).
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { SECONDARY_BUTTON } from "./button-styles.ts";
import { addDays, formatLongDate, formatMonthYear, nightsBetween, weekdayHeadings } from "#core/dates.ts";
import {
  addMonths,
  compareMonths,
  dayUnavailable,
  isBetween,
  lastDeparture,
  monthGrid,
  monthOf,
  pickDay,
  type Month,
  type Phase,
  type Range,
  type StayRange,
} from "./calendar-math.ts";
import { ChevronIcon } from "#app/components/ui/stroke-icon.tsx";

/** How far ahead the calendar goes (inventory is kept for a year). */
const MONTHS_AHEAD = 12;

interface RangeCalendarProps {
  lang: "id" | "en";
  today: string;
  arrival: string | null;
  departure: string | null;
  phase: Phase;
  /** Unavailable nights (YYYY-MM-DD): disabled as a check-in, and a stay may not span one. */
  unavailable?: readonly string[] | undefined;
  /** The picker's root: a pointer down outside it closes the calendar. */
  container: RefObject<HTMLElement | null>;
  onSelect: (range: StayRange) => void;
  onClear: () => void;
  /** `returnFocus`: move the focus back to the field (Escape, the close button). */
  onClose: (returnFocus: boolean) => void;
}

export default function RangeCalendar({
  lang,
  today,
  arrival,
  departure,
  phase: initialPhase,
  unavailable,
  container,
  onSelect,
  onClear,
  onClose,
}: RangeCalendarProps) {
  const { t } = useTranslation(["search", "validation"]);
  const [range, setRange] = useState<Range>({ arrival, departure });
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const [error, setError] = useState<"stayTooShort" | "stayTooLong" | null>(null);
  const firstFocus = clampDay(
    (initialPhase === "departure" ? (departure ?? (arrival ? addDays(arrival, 1) : null)) : arrival) ?? today,
    today,
  );
  const [focusDay, setFocusDay] = useState(firstFocus);
  const [view, setView] = useState<Month>(monthOf(firstFocus));
  const dialogRef = useRef<HTMLDivElement>(null);
  const months = useVisibleMonths();
  const blocked = useMemo(() => new Set(unavailable ?? []), [unavailable]);
  const minMonth = monthOf(today);
  const maxMonth = addMonths(minMonth, MONTHS_AHEAD - 1);

  const weekdays = weekdayHeadings(lang);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (container.current && !container.current.contains(event.target as Node)) onClose(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [container, onClose]);

  // From 640 px the calendar hangs below its field: keep it inside the viewport.
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || months === 1) {
      setShift(0);
      return;
    }
    const rect = dialog.getBoundingClientRect();
    const overflow = rect.right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) setShift(-Math.min(overflow, Math.max(0, rect.left - 8)));
  }, [months]);

  // Keyboard focus follows focusDay.
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when the shown month changes: the day's button is then a new element
  useEffect(() => {
    const button = dialogRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    if (
      button &&
      (moved.current ||
        document.activeElement === document.body ||
        !dialogRef.current?.contains(document.activeElement))
    )
      button.focus();
    moved.current = false;
  }, [focusDay, view]);

  function choose(day: string) {
    if (day < today || dayUnavailable(day, range, phase, blocked)) return;
    const result = pickDay(range, phase, day);
    setError(result.error);
    setFocusDay(day);
    if (result.error) return;
    setRange(result);
    setPhase(result.phase);
    if (result.complete && result.arrival && result.departure)
      onSelect({ arrival: result.arrival, departure: result.departure });
  }

  function moveFocus(day: string) {
    const next = clampDay(day, today);
    const month = monthOf(next);
    if (compareMonths(month, maxMonth) > 0) return;
    moved.current = true;
    setFocusDay(next);
    if (compareMonths(month, view) < 0) setView(month);
    else if (compareMonths(month, addMonths(view, months - 1)) > 0) setView(addMonths(month, -(months - 1)));
  }

  function onGridKeyDown(event: KeyboardEvent) {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key in steps) moveFocus(addDays(focusDay, steps[event.key]!));
    else if (event.key === "PageUp") moveFocus(addDays(focusDay, -30));
    else if (event.key === "PageDown") moveFocus(addDays(focusDay, 30));
    else return;
    event.preventDefault();
  }

  function onDialogKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose(true);
    }
  }

  const nights = range.arrival && range.departure ? nightsBetween(range.arrival, range.departure) : null;
  const maxDeparture = phase === "departure" && range.arrival ? lastDeparture(range.arrival) : null;

  function renderMonth(month: Month) {
    return (
      <div>
        <p className="mb-2 text-center text-sm font-semibold" id={`cal-${month.year}-${month.month0}`}>
          {formatMonthYear(month.year, month.month0, lang)}
        </p>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern (a table as a grid of day buttons)
          role="grid"
          aria-labelledby={`cal-${month.year}-${month.month0}`}
          className="w-full table-fixed border-collapse"
          onKeyDown={onGridKeyDown}
        >
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th key={name} scope="col" className="pb-1 text-xs font-normal text-neutral-500">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, w) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the calendar is a fixed grid: a cell's position is its identity
              <tr key={w}>
                {week.map((day, d) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the calendar is a fixed grid: a cell's position is its identity
                  if (!day) return <td key={d} />;
                  const past = day < today;
                  const isEnd = day === range.arrival || day === range.departure;
                  const inside = isBetween(day, range);
                  const tooFar = maxDeparture !== null && day > maxDeparture;
                  const closed = !past && dayUnavailable(day, range, phase, blocked);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the calendar is a fixed grid: a cell's position is its identity
                    <td key={d} className={`p-0 text-center ${inside ? "bg-brand-soft" : ""}`}>
                      <button
                        type="button"
                        data-day={day}
                        disabled={past}
                        aria-disabled={closed || undefined}
                        data-unavailable={closed ? "" : undefined}
                        tabIndex={day === focusDay ? 0 : -1}
                        aria-pressed={isEnd}
                        aria-label={formatLongDate(day, lang)}
                        onClick={() => choose(day)}
                        className={`mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm ${
                          isEnd
                            ? "bg-brand-dark font-semibold text-white"
                            : past
                              ? "cursor-not-allowed text-neutral-300"
                              : closed
                                ? "cursor-not-allowed text-neutral-400 line-through"
                                : tooFar
                                  ? "text-neutral-500 hover:bg-neutral-100"
                                  : "hover:bg-brand-soft"
                        } ${day === today && !isEnd ? "font-bold text-brand-dark" : ""}`}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const canGoBack = compareMonths(view, minMonth) > 0;
  const canGoForward = compareMonths(addMonths(view, months - 1), maxMonth) < 0;

  return (
    <>
      <div className="fixed inset-0 z-30 bg-black/40 sm:hidden" aria-hidden="true" onClick={() => onClose(false)} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-label={t("calendar.dialog")}
        onKeyDown={onDialogKeyDown}
        style={shift ? { transform: `translateX(${shift}px)` } : undefined}
        className="fixed inset-x-0 bottom-0 z-40 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-2xl sm:absolute sm:inset-x-auto sm:bottom-auto sm:left-0 sm:top-full sm:mt-2 sm:w-[39rem] sm:rounded-xl sm:border sm:border-neutral-200"
      >
        <div className="mb-3 flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => setView(addMonths(view, -1))}
            disabled={!canGoBack}
            aria-label={t("calendar.previousMonth")}
            className="flex h-9 w-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
          >
            <ChevronIcon className="h-5 w-5" direction="left" />
          </button>
          <p className="text-sm font-semibold">
            {phase === "arrival" ? t("calendar.pickArrival") : t("calendar.pickDeparture")}
          </p>
          <button
            type="button"
            onClick={() => setView(addMonths(view, 1))}
            disabled={!canGoForward}
            aria-label={t("calendar.nextMonth")}
            className="flex h-9 w-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
          >
            <ChevronIcon className="h-5 w-5" direction="right" />
          </button>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {renderMonth(view)}
          {/* A phone shows one: a CSS-hidden second month's 42 labelled buttons were built in the opening tap for nothing. */}
          {months === 2 && renderMonth(addMonths(view, 1))}
        </div>
        <p aria-live="polite" className="mt-2 min-h-5 text-sm text-red-700">
          {error ? t(`validation:${error}`) : ""}
        </p>
        <div className="mt-2 flex items-center justify-between gap-2 border-t border-neutral-200 pt-3">
          <p className="text-sm text-neutral-600">{nights !== null ? t("calendar.nights", { count: nights }) : ""}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="rounded-lg px-3 py-2 text-sm font-semibold text-neutral-600 hover:bg-neutral-100"
              onClick={() => {
                setRange({ arrival: null, departure: null });
                setPhase("arrival");
                setError(null);
                onClear();
              }}
            >
              {t("calendar.clear")}
            </button>
            <button type="button" className={`${SECONDARY_BUTTON} py-2 text-sm`} onClick={() => onClose(true)}>
              {t("calendar.close")}
            </button>
          </div>
        </div>
      </div>
    </>
  );
}

function clampDay(day: string, today: string): string {
  return day < today ? today : day;
}

/** Two months side by side from this width (the same breakpoint as the CSS's `sm`). */
const TWO_MONTHS = "(min-width: 640px)";

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(TWO_MONTHS);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const visibleMonths = (): 1 | 2 => (window.matchMedia(TWO_MONTHS).matches ? 2 : 1);

/** One month under 640 px, two from there; follows the width (a phone turned while it is open). */
function useVisibleMonths(): 1 | 2 {
  return useSyncExternalStore(subscribeToWidth, visibleMonths, () => 1);
}
