// The PLN token grouped by 4 with a copy button (the button appears once JavaScript runs).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { groupToken } from "#core/rules/top-up.ts";

export function TokenCopy({ token }: { token: string }) {
  const { t } = useTranslation("topup");
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <output className="font-mono text-xl font-bold tracking-wide" data-pln-token>
        {groupToken(token)}
      </output>
      {ready ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? t("result.copied") : t("result.copy")}
        </button>
      ) : null}
    </div>
  );
}
