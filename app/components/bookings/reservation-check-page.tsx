// /reservation-check's page (title, form and answer), in its own chunk that carries the bookings
// catalogue: the route renders it in place on the server and it hydrates when the chunk arrives.
// The form and a found booking's summary are the route's deferred parts, passed in.
import type { ComponentProps, ComponentType } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReservationSummary } from "#core/contract/index.ts";
import type { CheckSummary } from "./reservation-check-summary.tsx";
import type { ReservationCheckForm } from "./reservation-check-form.tsx";

export type CheckOutcome =
  | { kind: "idle" | "invalid" | "notFound" }
  | { kind: "found"; summary: ReservationSummary; email: string; keptAt: number }
  | { kind: "failed" | "limited"; message?: string };

type FormProps = ComponentProps<typeof ReservationCheckForm>;

export function ReservationCheckPage({
  outcome,
  lastResult,
  prefilled,
  busy,
  linkSent,
  parts,
}: {
  outcome: CheckOutcome;
  lastResult: FormProps["lastResult"];
  prefilled: string | undefined;
  busy: boolean;
  linkSent: "sent" | "failed" | null;
  parts: {
    Form: ComponentType<FormProps>;
    Found: ComponentType<ComponentProps<typeof CheckSummary>>;
    Trip: ComponentProps<typeof CheckSummary>["trip"];
  };
}) {
  const { t } = useTranslation("bookings");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("check.title")} · Inap`}</title>
      <h1 className="text-2xl font-bold">{t("check.title")}</h1>
      <p className="mt-1 text-neutral-600">{t("check.intro")}</p>
      <parts.Form lastResult={lastResult} prefilled={prefilled} busy={busy} />
      <div aria-live="polite" className="mt-6">
        {outcome.kind === "notFound" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-check-result="notFound">
            {t("check.notFound")}
          </p>
        ) : outcome.kind === "limited" || outcome.kind === "failed" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-check-result={outcome.kind}>
            {outcome.message || t("nointernet")}
          </p>
        ) : outcome.kind === "found" ? (
          <parts.Found
            summary={outcome.summary}
            email={outcome.email}
            keptAt={outcome.keptAt}
            linkSent={linkSent}
            trip={parts.Trip}
          />
        ) : null}
      </div>
    </main>
  );
}
