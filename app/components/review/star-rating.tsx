// One rating as five stars with halves (decision 026): ten real radio inputs in a fieldset (value
// 1 = half a star ... 10 = five stars), so it works without JavaScript, with the keyboard (the
// arrow keys move within the group and Right raises the rating, as the DOM order is 1..10) and
// with a screen reader (each input is named "3.5 stars"). Pure CSS draws the choice: once the
// group has a checked input every half star is coloured, except those after the checked one's.
import { Fragment, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { RATING_MAX, ratingStars } from "#core/rules/review.ts";

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

function Star() {
  return (
    <svg viewBox="0 0 24 24" className="size-12 shrink-0" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96L12 2.5z"
      />
    </svg>
  );
}

export function StarRating({
  name,
  label,
  defaultValue,
  invalid,
  errorId,
  error,
}: {
  name: string;
  label: string;
  defaultValue: number | undefined;
  invalid: boolean;
  errorId: string;
  error: string | undefined;
}) {
  const { t } = useTranslation("review");
  const lang = useLang();
  const [value, setValue] = useState<number | undefined>(defaultValue);
  return (
    <fieldset className="min-w-0" data-rating={name} aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 font-semibold">
        {label}
        <span className="ms-2 text-sm font-normal text-neutral-700" aria-hidden="true" data-rating-value={value ?? 0}>
          {value
            ? `${ratingStars(value).toLocaleString(lang === "en" ? "en" : "id-ID", { maximumFractionDigits: 1 })} / 5`
            : ""}
        </span>
      </legend>
      <div className="group relative flex" onChange={(e) => setValue(Number((e.target as HTMLInputElement).value))}>
        {VALUES.map((v) => {
          const id = `${name}-${v}`;
          const right = v % 2 === 0;
          return (
            <Fragment key={v}>
              <input
                type="radio"
                id={id}
                name={name}
                value={v}
                defaultChecked={defaultValue === v}
                aria-invalid={invalid || undefined}
                className="sr-only"
              />
              <label
                htmlFor={id}
                className="relative block h-12 w-6 cursor-pointer overflow-hidden text-neutral-300 group-has-[:checked]:text-amber-500 [input:checked+label~&]:!text-neutral-300 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-0 [input:focus-visible+&]:outline-brand"
              >
                <span className={`absolute top-0 ${right ? "right-0" : "left-0"}`}>
                  <Star />
                </span>
                <span className="sr-only">{t("page.stars", { count: ratingStars(v) })}</span>
              </label>
            </Fragment>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
