// Home below the top-up shortcuts: links and pictures only. On the first page it is a server island
// (decision 080: rendered by the server, never hydrated); on a client-side navigation to home it
// renders from this chunk (app/components/ui/deferred.tsx keeps it out of the first load).
import { useTranslation } from "#app/i18n/react.tsx";
import type { GiveAwayItem, HomeAttraction, HomeEvent } from "#core/contract/index.ts";
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";
import type { Language } from "#app/i18n/config.ts";
import {
  AttractionsSection,
  CitiesSection,
  EventsSection,
  GiveAwaysSection,
  PropertiesSection,
} from "./content-sections.tsx";
import { LookingFor } from "./shortcuts.tsx";

export interface HomeBelowFoldProps {
  lang: Language;
  popular: PropertyCardData[];
  tagged: PropertyCardData[];
  cities: { id: number; name: string }[];
  attractions: HomeAttraction[];
  events: HomeEvent[];
  giveAways: GiveAwayItem[];
}

export function HomeBelowFold({ lang, popular, tagged, cities, attractions, events, giveAways }: HomeBelowFoldProps) {
  const { t } = useTranslation("home");
  return (
    <>
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
