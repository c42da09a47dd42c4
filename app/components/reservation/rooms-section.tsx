// The rooms per night (seed 001 section 4): each night lists every room with its price (the room
// promo struck through), its free units and a quantity. Without JavaScript 'Update' posts the
// choice (the recalc intent) to see the payment options and the estimate it gives.
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { ErrorList, firstError, FormSection } from "#app/components/form/field.tsx";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { roomNightPrice } from "#core/rules/rooms.ts";
import { qtyField, setQty, unitsOn, type NightSelection } from "./room-selection.ts";
import type { Fieldset, Lang, OkData } from "./view-types.ts";

const LOW_UNITS = 5;

export function RoomsSection({
  d,
  lang,
  selection,
  setSelection,
  fields,
  hydrated,
}: {
  d: OkData;
  lang: Lang;
  selection: NightSelection[];
  setSelection: Dispatch<SetStateAction<NightSelection[]>>;
  fields: Fieldset;
  hydrated: boolean;
}) {
  const { t } = useTranslation("reservation");
  return (
    <FormSection title={t("rooms.title")} id="rooms">
      <p className="mb-3 text-sm text-neutral-600">{t("rooms.hint")}</p>
      <div className="space-y-4" id="field-rooms" tabIndex={-1}>
        {selection.map((night) => (
          <fieldset key={night.date} className="rounded-lg border border-neutral-200 p-3">
            <legend className="px-1 text-sm font-semibold">{formatLongDate(night.date, lang)}</legend>
            <ul className="divide-y divide-neutral-100">
              {d.hotel.rooms.map((room) => {
                const units = unitsOn(room, night.date);
                const rate = room.rates.find((r) => r.rateDate === night.date);
                const chosen = night.rooms.find((r) => r.roomId === room.id)?.qty ?? 0;
                const promo = room.is_promo ? room.promo.promo_percent : 0;
                const shown = rate ? roomNightPrice(room, rate.fix_price) : 0;
                return (
                  <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{room.name}</p>
                      <p className="text-xs text-neutral-600">
                        {rate ? (
                          <>
                            {promo > 0 ? <s className="me-1">{formatMoney(rate.fix_price, lang)}</s> : null}
                            <span className="font-semibold text-ink">{formatMoney(shown, lang)}</span>
                            {promo > 0 ? (
                              <span className="ms-1 text-green-700">
                                -{promo}% {room.promo.promo_name}
                              </span>
                            ) : null}
                            {" · "}
                            {t("rooms.capacity", { count: room.capacity })}
                          </>
                        ) : null}
                      </p>
                      <p
                        className={`text-xs ${units <= 0 ? "text-red-700" : units <= LOW_UNITS ? "font-semibold text-amber-800" : "text-neutral-500"}`}
                      >
                        {units <= 0 ? t("rooms.notAvailable") : t("rooms.unitsLeft", { count: units })}
                      </p>
                    </div>
                    <label className="flex items-center gap-2 text-sm">
                      <span className="sr-only">
                        {t("rooms.qtyFor", { room: room.name, date: formatLongDate(night.date, lang) })}
                      </span>
                      <select
                        name={qtyField(night.date, room.id)}
                        value={String(chosen)}
                        onChange={(e) => setSelection((s) => setQty(s, night.date, room.id, Number(e.target.value)))}
                        className="h-9 rounded-lg border border-neutral-300 bg-white px-2"
                      >
                        {Array.from({ length: Math.max(Math.min(units, 20), chosen) + 1 }, (_, n) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the quantity the option stands for
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <ErrorList id="error-rooms" name="rooms" errors={firstError(fields.rooms.errors)} />
      {!hydrated ? (
        <button type="submit" name="intent" value="recalc" className="btn-secondary mt-3 text-sm">
          {t("rooms.update")}
        </button>
      ) : null}
    </FormSection>
  );
}
