// Home below the hero and the promo carousel: links and pictures that work as plain HTML, hydrated
// after the search box (app/components/ui/deferred.tsx keeps this chunk out of the first load).
import { useTranslation } from "#app/i18n/react.tsx";
import type { GiveAwayItem, HomeAttraction, HomeEvent, PlatformStatus } from "#core/contract/index.ts";
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";
import type { Language } from "#app/i18n/config.ts";
import {
  AttractionsSection,
  CitiesSection,
  EventsSection,
  GiveAwaysSection,
  PropertiesSection,
} from "./content-sections.tsx";
import { LookingFor, Shortcuts } from "./shortcuts.tsx";

export interface HomeBelowFoldProps {
  lang: Language;
  loggedIn: boolean;
  platformStatus: PlatformStatus | null;
  popular: PropertyCardData[];
  tagged: PropertyCardData[];
  cities: { id: number; name: string }[];
  attractions: HomeAttraction[];
  events: HomeEvent[];
  giveAways: GiveAwayItem[];
}

export function HomeBelowFold({
  lang,
  loggedIn,
  platformStatus,
  popular,
  tagged,
  cities,
  attractions,
  events,
  giveAways,
}: HomeBelowFoldProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <Shortcuts loggedIn={loggedIn} platformStatus={platformStatus} />
      <LookingFor />
      <PropertiesSection
        id="popular"
        title={t("popular.title")}
        showAllHref="/villas?popular=true"
        cards={popular}
        lang={lang}
      />
      <PropertiesSection id="tagged" title={t("tagged.title")} showAllHref="/villas" cards={tagged} lang={lang} />
      <CitiesSection cities={cities} />
      <AttractionsSection attractions={attractions} />
      <EventsSection events={events} lang={lang} />
      <GiveAwaysSection giveAways={giveAways} />
    </>
  );
}
