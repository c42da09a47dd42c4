// /map's page (the drawn or Google map and the nearest places): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { MapBox, MapsSearchLink } from "#app/components/map/map-box.tsx";
import { DrawnMap } from "#app/components/map/drawn-map.tsx";
import { DataSaverNotice } from "#app/components/data-saver/data-saver-switch.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import { BackLink } from "#app/components/ui/back-link.tsx";
import type { Language } from "#app/i18n/config.ts";
import type { NearbyPlace } from "#core/contract/index.ts";
import { formatKm, NEAREST_MAX_KM } from "#core/geo.ts";
import type { Route } from "../../routes/+types/map";

type MapPageProps = Pick<Route.ComponentProps, "loaderData">;

export function MapPage({ loaderData }: MapPageProps) {
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
