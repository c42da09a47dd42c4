import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A content list page (promos, give-aways, events, attractions): the heading, which also names the
 * document, an intro line, then the list. `marker` names the page's data attribute for the tests.
 */
export function ListPage({
  title,
  intro,
  marker,
  children,
}: {
  title: string;
  intro: string;
  marker: `data-${string}`;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" {...{ [marker]: "" }}>
      <title>{`${title} · ${t("brand")}`}</title>
      <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
      <p className="mb-4 mt-1 text-neutral-600">{intro}</p>
      {children}
    </main>
  );
}
