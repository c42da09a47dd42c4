// /map (seed 002 section 2; issue 14): outside the shell, for ?villas (arrival and departure are
// carried back to the property). The property and its five nearest attractions and five nearest
// properties, at most NEAREST_MAX_KM away. Without GOOGLE_MAPS_API_KEY a drawn map of their
// relative positions (usable offline and without JavaScript); with it a Google map replaces the
// drawing after hydration. The numbered lists with distances are there either way.
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect } from "react-router";
import { MapBox, MapsSearchLink } from "#app/components/map/map-box.tsx";
import { DrawnMap } from "#app/components/map/drawn-map.tsx";
import { DataSaverNotice } from "#app/components/data-saver/data-saver-switch.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import { BackLink } from "#app/components/ui/back-link.tsx";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { MAX_ID, type NearbyPlace } from "#core/contract/index.ts";
import { formatKm, NEAREST_MAX_KM } from "#core/geo.ts";
import type { Route } from "./+types/map";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["detail", "discover", "shell"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("villas")?.trim() ?? "";
  const villa = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (villa < 1 || villa > MAX_ID) throw redirect("/");
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, signal: request.signal });
  try {
    const [detail, nearby] = await Promise.all([
      api.hotelDetail({ params: { villa }, query: {} }, call),
      api.nearby({ params: { villa } }, call),
    ]);
    const hotel = detail.data.hotel;
    const arrival = url.searchParams.get("arrival");
    const departure = url.searchParams.get("departure");
    return {
      lang,
      villa,
      name: hotel.name,
      lat: Number(hotel.lat),
      lng: Number(hotel.long),
      attractions: nearby.data.attractions,
      places: nearby.data.properties,
      backHref: buildDetailLink(villa, { arrival, departure }),
      mapsKey: mapsKeyFor(request),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422))
      throw data(null, { status: 404 });
    throw error;
  }
}

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["discover", "common"]);
  const { lang, name, lat, lng, attractions, places, backHref, mapsKey } = loaderData;
  const drawing = <DrawnMap name={name} lat={lat} lng={lng} attractions={attractions} places={places} />;
  // Outside the shell, so without its header: the data saver's strip (with its off switch) is here.
  const saveData = useDataSaver();
  return (
    <>
      {saveData ? <DataSaverNotice /> : null}
      <main id="main" className="mx-auto w-full max-w-5xl px-4 py-4" data-map-page="">
        <title>{`${t("map.title", { name })} · ${t("common:brand")}`}</title>
        <BackLink to={backHref}>{t("map.back")}</BackLink>
        <h1 className="mt-1 text-xl font-bold sm:text-2xl">{t("map.title", { name })}</h1>
        <MapBox
          className="mt-3 aspect-[4/3] w-full overflow-hidden rounded-xl border border-neutral-200 sm:aspect-[16/9]"
          mapsKey={mapsKey}
          drawing={drawing}
          map={{ lang, name, lat, lng, attractions, places }}
        />
        <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-neutral-600">
          <span>{t(mapsKey ? "map.noteGoogle" : "map.note", { km: NEAREST_MAX_KM })}</span>
          <MapsSearchLink lat={lat} lng={lng}>
            {t("map.openMap")}
          </MapsSearchLink>
        </p>
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <PlaceList title={t("map.attractions")} prefix="A" places={attractions} lang={lang} name="attractions" />
          <PlaceList title={t("map.places")} prefix="P" places={places} lang={lang} name="places" />
        </div>
      </main>
    </>
  );
}

function PlaceList({
  title,
  prefix,
  places,
  lang,
  name,
}: {
  title: string;
  prefix: string;
  places: NearbyPlace[];
  lang: Language;
  name: string;
}) {
  const { t } = useTranslation("discover");
  return (
    <section aria-label={title} data-place-list={name}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      {places.length === 0 ? (
        <p className="text-sm text-neutral-600">{t("map.none", { km: NEAREST_MAX_KM })}</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {places.map((place, i) => (
            <li key={place.id} className="flex items-center justify-between gap-3" data-km={place.jarak}>
              <span className="flex items-center gap-2">
                <span
                  className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${prefix === "A" ? "bg-[#0f766e]" : "bg-[#1d4ed8]"}`}
                >
                  {prefix}
                  {i + 1}
                </span>
                {place.label}
              </span>
              <span className="shrink-0 text-neutral-600">{formatKm(place.jarak, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
