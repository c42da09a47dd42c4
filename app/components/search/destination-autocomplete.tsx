// The destination field: a city or a property name. With JavaScript, an ARIA combobox whose
// suggestions (cities and property names) are fetched once, on first focus, from
// /resources/destinations, and filtered in the browser (seed 000 sections 5 and 9). A picked
// suggestion travels in the hidden `city` / `propertyId` fields. Without JavaScript, a plain
// <datalist> of city names.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Destination } from "#app/routes/resources.destinations.ts";
import { filterSuggestions } from "#app/lib/autocomplete.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** Beyond this many matches the list stops growing (it scrolls within 300 px anyway). */
const MAX_RESULTS = 50;

export interface DestinationAutocompleteProps {
  id: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  /** A suggestion picked before (kept after a refused submission). */
  defaultCity?: string;
  defaultPropertyId?: string;
  /** City names for the no-JavaScript datalist. */
  cityNames?: readonly string[];
  error?: string | undefined;
  className?: string;
}

let destinationsRequest: Promise<Destination[]> | undefined;

/** The suggestions, fetched once per page life (the answer is cacheable for 5 minutes too). */
function loadDestinations(): Promise<Destination[]> {
  destinationsRequest ??= fetch("/resources/destinations", { headers: { accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`destinations: ${response.status}`);
      return response.json() as Promise<Destination[]>;
    })
    .catch((error: unknown) => {
      destinationsRequest = undefined; // try again on the next focus
      throw error;
    });
  return destinationsRequest;
}

export function DestinationAutocomplete({
  id,
  label,
  placeholder,
  defaultValue = "",
  defaultCity = "",
  defaultPropertyId = "",
  cityNames = [],
  error,
  className = "",
}: DestinationAutocompleteProps) {
  const { t } = useTranslation("search");
  const hydrated = useHydrated();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [picked, setPicked] = useState<{ city: string; propertyId: string }>({
    city: defaultCity,
    propertyId: defaultPropertyId,
  });
  const [items, setItems] = useState<Destination[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Text typed before the page became interactive is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: text typed before it is kept
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);

  const suggestions = items ? filterSuggestions(items, text, { maxResults: MAX_RESULTS }) : [];
  const expanded = hydrated && open && items !== null;

  function ensureLoaded() {
    if (items !== null) return;
    loadDestinations().then(setItems, () => {});
  }

  function choose(item: Destination) {
    setText(item.label);
    setPicked(
      item.kind === "city" ? { city: String(item.id), propertyId: "" } : { city: "", propertyId: String(item.id) },
    );
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      ensureLoaded();
      if (!open) {
        setOpen(true);
        return;
      }
      if (suggestions.length === 0) return;
      const last = suggestions.length - 1;
      setActive((current) =>
        event.key === "ArrowDown" ? (current < last ? current + 1 : 0) : current > 0 ? current - 1 : last,
      );
    } else if (event.key === "Enter" && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault(); // pick, do not submit
      choose(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  const activeId = expanded && active >= 0 && active < suggestions.length ? `${listboxId}-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  return (
    <div className={`relative ${className}`}>
      <div
        className={`flex h-14 items-center gap-2 rounded-lg border bg-white px-3 focus-within:border-brand ${error ? "border-red-600" : "border-neutral-300"}`}
      >
        <span aria-hidden="true" className="shrink-0 text-brand">
          <PinIcon />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={id} className="text-xs text-neutral-500">
            {label}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="destination"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={text}
            maxLength={200}
            list={hydrated ? undefined : `${id}-cities`}
            role={hydrated ? "combobox" : undefined}
            aria-autocomplete={hydrated ? "list" : undefined}
            aria-expanded={hydrated ? expanded : undefined}
            aria-controls={hydrated ? listboxId : undefined}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onFocus={() => {
              ensureLoaded();
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onChange={(event) => {
              setText(event.target.value);
              setPicked({ city: "", propertyId: "" });
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            className="h-6 w-full min-w-0 bg-transparent text-sm font-medium outline-none placeholder:font-normal placeholder:text-neutral-500"
          />
        </div>
      </div>
      <input type="hidden" name="city" value={picked.city} />
      <input type="hidden" name="propertyId" value={picked.propertyId} />
      {!hydrated && cityNames.length > 0 && (
        <datalist id={`${id}-cities`}>
          {cityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      {hydrated && (
        <ul
          id={listboxId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern (a list as its listbox)
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[300px] overflow-y-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((item, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox pattern; focus and keys stay on the input (aria-activedescendant)
            <li
              key={`${item.kind}-${item.id}`}
              id={`${listboxId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox pattern
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-start gap-3 px-3 py-2 ${index === active ? "bg-brand-soft" : ""}`}
            >
              <span aria-hidden="true" className="mt-0.5 text-neutral-500">
                {item.kind === "city" ? <PinIcon /> : <BuildingIcon />}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{item.label}</span>
                <span className="block truncate text-xs text-neutral-500">
                  {item.kind === "city" ? t("destination.city") : t("destination.property")} · {item.location}
                </span>
              </span>
            </li>
          ))}
          {suggestions.length === 0 && (
            <li className="px-3 py-2 text-sm text-neutral-500">{t("destination.noResults")}</li>
          )}
        </ul>
      )}
      {hydrated && (
        <p className="sr-only" role="status">
          {expanded ? t("destination.results", { count: suggestions.length }) : ""}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <SpriteUse name="pin" />
    </svg>
  );
}

function BuildingIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M4 2h9v16H4V2Zm2 2v2h2V4H6Zm3 0v2h2V4H9ZM6 8v2h2V8H6Zm3 0v2h2V8H9Zm-3 4v2h2v-2H6Zm3 0v2h2v-2H9Zm5-4h2v10h-2V8Z" />
    </svg>
  );
}
