// /dev/mailbox/:id: one message of the development mailbox: its links as clickable links, the HTML
// in a sandboxed iframe (no scripts, no same-origin access) and the plain text.
import { useTranslation } from "#app/i18n/react.tsx";
import { data } from "react-router";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import type { Route } from "./+types/dev-mailbox-message";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  if (!/^\d{1,12}$/.test(params.id)) throw data("Not found", { status: 404 });
  try {
    const answer = await api.mailboxMessage({ params: { id: params.id } }, apiCall(request, { lang }));
    return data(answer.data, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data("Not found", { status: 404 });
    throw error;
  }
}

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const m = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <title>{`${m.subject} · ${t("mailboxTitle")}`}</title>
      <meta name="robots" content="noindex" />
      <BackLink to="/dev/mailbox">{t("mailboxBack")}</BackLink>
      <h1 className="mt-3 text-2xl font-bold">{m.subject}</h1>
      <p className="mt-1 text-sm text-neutral-600">
        {t("mailboxTo")}: <span data-mail-to="">{m.to}</span>
      </p>
      {m.links.length > 0 ? (
        <section className="mt-5 rounded-xl border border-brand/30 bg-brand-soft p-4">
          <h2 className="font-semibold">{t("mailboxLinks")}</h2>
          <ul className="mt-2 space-y-1" data-mail-links="">
            {m.links.map((link) => (
              <li key={link}>
                <a href={link} className="break-all text-brand-dark underline underline-offset-2">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {m.html ? (
        <section className="mt-5">
          <h2 className="mb-2 font-semibold">{t("mailboxHtml")}</h2>
          <iframe
            title={m.subject}
            srcDoc={m.html}
            sandbox=""
            className="h-[32rem] w-full rounded-xl border border-neutral-200 bg-white"
          />
        </section>
      ) : null}
      <section className="mt-5">
        <h2 className="mb-2 font-semibold">{t("mailboxText")}</h2>
        <pre className="overflow-x-auto whitespace-pre-wrap rounded-xl bg-neutral-50 p-4 text-sm">{m.text}</pre>
      </section>
    </main>
  );
}
