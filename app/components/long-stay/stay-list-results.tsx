// /stay-weekly|monthly|yearly below the period links: the cards and their page links, or what an
// empty or failed list says. Plain links throughout, so the route renders it as a deferred part
// (decision 032): its code, the cards' and the page links' hydrate from this one chunk.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";
import { LongStayCard } from "#app/components/long-stay/stay-card.tsx";
import type { LongStayCard as LongStayCardData } from "#core/contract/index.ts";
import { NotFoundIllustration } from "#app/components/villas/not-found-illustration.tsx";
import { VillasPagination } from "#app/components/villas/villas-pagination.tsx";
import type { Language } from "#app/i18n/config.ts";
import type { LongStayType } from "#core/long-stay.ts";

export type StayListResultsProps =
  | { kind: "failed"; offline: boolean }
  | { kind: "ok"; type: LongStayType; cards: LongStayCardData[]; page: number; totalPages: number; lang: Language };

export function StayListResults(props: StayListResultsProps) {
  const { t } = useTranslation(["longstay", "common"]);
  const location = useLocation();
  if (props.kind === "failed") {
    return (
      <p role="alert" className="mt-8 text-center font-semibold">
        {props.offline ? t("errors.connection") : t("common:errors.serverTitle")}
      </p>
    );
  }
  if (props.cards.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <NotFoundIllustration className="h-40 w-52" />
        <p className="font-semibold">{t("list.empty", { period: t(`period.${props.type}`).toLowerCase() })}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {props.cards.map((card, i) => (
          <li key={card.id}>
            <LongStayCard card={card} lang={props.lang} priority={i === 0} />
          </li>
        ))}
      </ul>
      <VillasPagination
        page={props.page}
        totalPages={props.totalPages}
        search={location.search}
        basePath={location.pathname}
      />
    </>
  );
}
