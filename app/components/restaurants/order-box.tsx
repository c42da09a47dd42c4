// Ordering a product (seed 002): outlet chips, then the chosen outlet's marketplace chips, then Add
// To Order, greyed until both are chosen ('Choose outlet first' / 'Choose marketplace first' when
// pressed early) and then the marketplace's deep link. Without JavaScript every chip is a link that
// sets ?outlet= / ?marketplace= (the server renders the choice) and an early Add To Order is a link
// with ?order=1 that shows the message. With JavaScript the chips are toggle buttons.
import { type ReactNode, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RestaurantOutlet } from "#core/contract/index.ts";
import { MARKETPLACE_PARAM, ORDER_PARAM, OUTLET_PARAM, searchWith } from "./order-params.ts";

const CHIP = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold";
const CHIP_ON = "border-brand-dark bg-brand-soft text-brand-ink";
const CHIP_OFF = "border-neutral-300 bg-white text-neutral-800 hover:border-brand-dark";

function idParam(search: URLSearchParams, name: string): number {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** One choice: a toggle button once hydrated, before that a link that sets the choice in the URL. */
function Chip({
  hydrated,
  on,
  to,
  onPick,
  data,
  children,
}: {
  hydrated: boolean;
  on: boolean;
  to: string;
  onPick: () => void;
  data: Record<string, string | number>;
  children: ReactNode;
}) {
  const className = `${CHIP} ${on ? CHIP_ON : CHIP_OFF}`;
  return hydrated ? (
    <button type="button" aria-pressed={on} className={className} onClick={onPick} {...data}>
      {children}
    </button>
  ) : (
    <Link to={to} replace aria-current={on ? "true" : undefined} className={className} {...data}>
      {children}
    </Link>
  );
}

export function OrderBox({ outlets }: { outlets: RestaurantOutlet[] }) {
  const { t } = useTranslation("discover");
  const location = useLocation();
  const hydrated = useHydrated();
  const search = new URLSearchParams(location.search);
  const [outletId, setOutletId] = useState(() =>
    outlets.some((o) => o.id === idParam(search, OUTLET_PARAM)) ? idParam(search, OUTLET_PARAM) : 0,
  );
  const [marketplaceId, setMarketplaceId] = useState(() => idParam(search, MARKETPLACE_PARAM));
  const [attempted, setAttempted] = useState(() => search.get(ORDER_PARAM) === "1");

  const outlet = outlets.find((o) => o.id === outletId);
  const marketplace = outlet?.marketplaces.find((m) => m.id === marketplaceId);
  const message = !outlet
    ? t("restaurants.chooseOutletFirst")
    : !marketplace
      ? t("restaurants.chooseMarketplaceFirst")
      : "";
  const href = (changes: Record<string, string | null>) =>
    `${location.pathname}${searchWith(location.search, changes)}#order`;

  if (outlets.length === 0) {
    return (
      <p id="order" className="mt-6 text-neutral-600" data-no-outlet="">
        {t("restaurants.noOutlet")}
      </p>
    );
  }

  return (
    <section
      id="order"
      aria-labelledby="order-title"
      className="mt-6 scroll-mt-20 rounded-2xl border border-neutral-200 p-4"
      data-order-box={hydrated ? "js" : "links"}
    >
      <h2 id="order-title" className="sr-only">
        {t("restaurants.addToOrder")}
      </h2>
      <fieldset>
        <legend className="mb-2 font-semibold">{t("restaurants.outlet")}</legend>
        <ul className="flex flex-wrap gap-2" data-outlets="">
          {outlets.map((o) => (
            <li key={o.id}>
              <Chip
                hydrated={hydrated}
                on={o.id === outletId}
                to={href({ [OUTLET_PARAM]: String(o.id), [MARKETPLACE_PARAM]: null, [ORDER_PARAM]: null })}
                onPick={() => {
                  setOutletId(o.id);
                  if (o.id !== outletId) setMarketplaceId(0);
                  setAttempted(false);
                }}
                data={{ "data-outlet": o.id }}
              >
                {o.outlet_name}
              </Chip>
            </li>
          ))}
        </ul>
      </fieldset>
      {outlet ? (
        <fieldset className="mt-4">
          <legend className="mb-2 font-semibold">{t("restaurants.marketplace")}</legend>
          {outlet.marketplaces.length === 0 ? (
            <p className="text-neutral-600">{t("restaurants.noMarketplace")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-marketplaces="">
              {outlet.marketplaces.map((m) => (
                <li key={m.id}>
                  <Chip
                    hydrated={hydrated}
                    on={m.id === marketplaceId}
                    to={href({
                      [OUTLET_PARAM]: String(outlet.id),
                      [MARKETPLACE_PARAM]: String(m.id),
                      [ORDER_PARAM]: null,
                    })}
                    onPick={() => {
                      setMarketplaceId(m.id);
                      setAttempted(false);
                    }}
                    data={{ "data-marketplace": m.marketplace_name }}
                  >
                    {m.marketplace_name}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ) : (
        <p className="mt-3 text-sm text-neutral-600">{t("restaurants.chooseOutletHint")}</p>
      )}
      <div className="mt-5">
        {outlet && marketplace ? (
          <>
            <a
              href={marketplace.deep_link}
              rel="noopener"
              className="btn-primary inline-flex min-h-11 w-full items-center justify-center"
              data-add-to-order="ready"
            >
              {t("restaurants.addToOrder")}
            </a>
            <p className="mt-2 text-sm text-neutral-600">
              {t("restaurants.orderVia", { marketplace: marketplace.marketplace_name, outlet: outlet.outlet_name })}
            </p>
          </>
        ) : hydrated ? (
          <button
            type="button"
            aria-disabled="true"
            onClick={() => setAttempted(true)}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-neutral-200 px-4 font-semibold text-neutral-600"
            data-add-to-order="greyed"
          >
            {t("restaurants.addToOrder")}
          </button>
        ) : (
          <Link
            to={href({ [ORDER_PARAM]: "1" })}
            replace
            aria-disabled="true"
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-neutral-200 px-4 font-semibold text-neutral-600"
            data-add-to-order="greyed"
          >
            {t("restaurants.addToOrder")}
          </Link>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-red-700" data-order-message="">
          {attempted && message ? message : ""}
        </p>
      </div>
    </section>
  );
}
