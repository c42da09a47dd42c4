// The list page's guest counter (seed 000 sections 5 and 9: 1 to 20; empty or 0 counts as 1).
// A number input that works without JavaScript; the − and + buttons are rendered on the server
// too (so nothing moves when the page hydrates) but only act once JavaScript runs.
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { parseGuestCount } from "#core/guests.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

export interface GuestCounterProps {
  name: string;
  id: string;
  label: string;
  defaultValue: number;
  min?: number;
  max: number;
  className?: string;
}

export function GuestCounter({ name, id, label, defaultValue, min = 1, max, className = "" }: GuestCounterProps) {
  const { t } = useTranslation("search");
  const hydrated = useHydrated();
  const [text, setText] = useState(String(defaultValue));
  const inputRef = useRef<HTMLInputElement>(null);
  const count = parseGuestCount(text, { min, max });

  // A count typed before the page became interactive is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: a count typed before it is kept
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);

  const step = (delta: number) => setText(String(Math.min(Math.max(count + delta, min), max)));
  const button =
    "flex h-full w-10 shrink-0 items-center justify-center text-xl font-semibold text-brand-dark disabled:text-neutral-300";

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex h-12 items-center overflow-hidden rounded-lg border border-neutral-300 bg-white focus-within:border-brand">
        <button
          type="button"
          className={button}
          aria-label={t("guestCounter.decrease")}
          aria-controls={id}
          disabled={!hydrated || count <= min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <span aria-hidden="true" className="pointer-events-none text-neutral-500">
          <PersonIcon />
        </span>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(count))}
          className={`h-full w-full min-w-0 bg-transparent text-center text-sm font-semibold outline-none ${hydrated ? "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none" : ""}`}
        />
        <button
          type="button"
          className={button}
          aria-label={t("guestCounter.increase")}
          aria-controls={id}
          disabled={!hydrated || count >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <SpriteUse name="person" />
    </svg>
  );
}
