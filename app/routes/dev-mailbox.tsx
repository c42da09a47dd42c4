// /dev/mailbox: the development mailbox (DESIGN.md section 5). It exists only while mail goes
// nowhere else (SMTP_URL unset): /v1/dev/mailbox answers 404 otherwise, and so does this page.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import type { Route } from "./+types/dev-mailbox";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  // A page past any real one (1e309, 2147483648) is the first page, not a 422 from /v1.
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 2_147_483_647 ? asked : 1;
  try {
    const answer = await api.mailbox({ query: { page } }, apiCall(request, { lang }));
    return data(answer.data, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data("Not found", { status: 404 });
    throw error;
  }
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const { messages, page, hasMore } = loaderData;
  const date = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  });
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <title>{`${t("mailboxTitle")} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t("mailboxTitle")}</h1>
      <p className="mt-2 text-sm text-neutral-600">{t("mailboxIntro")}</p>
      {messages.length === 0 ? (
        <p className="mt-6 text-neutral-700">{t("mailboxEmpty")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-neutral-200 rounded-xl border border-neutral-200" data-mailbox="">
          {messages.map((m) => (
            <li key={m.id}>
              <Link to={`/dev/mailbox/${m.id}`} className="block px-4 py-3 hover:bg-brand-soft" data-mail-to={m.to}>
                <span className="block font-semibold">{m.subject}</span>
                <span className="block text-sm text-neutral-600">
                  {t("mailboxTo")}: {m.to} · {date.format(new Date(m.created_at))} · {m.kind}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav className="mt-4 flex justify-between text-sm">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="text-brand-dark hover:underline">
            {t("mailboxNewer")}
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className="text-brand-dark hover:underline">
            {t("mailboxOlder")}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
