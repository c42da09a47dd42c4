// The PLN token grouped by 4 with a copy button (the button appears once JavaScript runs; without
// it the grouped digits are plain text to select).
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { groupToken } from "#core/rules/top-up.ts";

export function TokenCopy({ token, size = "lg" }: { token: string; size?: "sm" | "lg" }) {
  const { t } = useTranslation("topup");
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <output className={`font-mono font-bold tracking-wide ${size === "lg" ? "text-xl" : "text-base"}`} data-pln-token>
        {groupToken(token)}
      </output>
      {ready ? (
        <button
          type="button"
          className="btn-secondary min-h-11"
          data-copy-token
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          <span aria-live="polite">{copied ? t("result.copied") : t("result.copy")}</span>
        </button>
      ) : null}
    </div>
  );
}
