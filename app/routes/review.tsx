// /review?email&order_id&reservation_type&token (seed 002 sections 2, 3, 4, 5; decision 026): the
// link of the check-out mail. Five ratings as stars with halves (stored x2) and the text; 'complete
// the form' unless every rating is given and the text is not empty. A review that exists already
// sends the visitor home; a link without its signature, for no booking of that email, or before
// the stay has ended shows why instead of the form. The form posts (works without JavaScript);
// once sent, home with a thank-you toast (the seed's alert, then home).
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link, redirect } from "react-router";
import { reviewFormSchema } from "#app/components/review/review-schema.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { Language } from "#app/i18n/config.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { contract, type ReviewLinkState } from "#core/contract/index.ts";
import type { Route } from "./+types/review";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["review", "validation"] } satisfies I18nHandle;

type Closed = Exclude<ReviewLinkState, "open" | "reviewed">;

/** The booking the link names, or null when the query string is not one. */
function linkOf(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = contract.reviews.lookup.query.safeParse(params);
  return parsed.success ? parsed.data : null;
}

/**
 * The form works as plain HTML (a post the action checks), so its form kit and zod stay out of the
 * first-load JavaScript: the server renders it in place and it hydrates from its own chunk.
 */
const reviewForm = deferred(() => import("#app/components/review/review-form.tsx").then((m) => m.ReviewForm));

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [reviewForm]);

const langOf = (context: Route.LoaderArgs["context"]): Language => (getLocale(context) === "en" ? "en" : "id");

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(context);
  await reviewForm.preload();
  const link = linkOf(request);
  if (!link?.token) return data({ state: "invalidLink" as Closed | "open", orderId: "" }, { status: 404 });
  let answer: Awaited<ReturnType<typeof api.reviewLookup>>;
  try {
    answer = await api.reviewLookup({ query: link }, apiCall(request, { lang, signal: request.signal }));
  } catch (error) {
    // A link /v1 refuses outright (bytes no booking has): the same not-found state.
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
      return data({ state: "invalidLink" as Closed | "open", orderId: "" }, { status: 404 });
    throw error;
  }
  if (answer.data || answer.link === "reviewed") throw redirect("/");
  if (answer.link === "open")
    return { state: "open" as Closed | "open", orderId: link.order_id, stay: answer.stay, lang };
  return data(
    { state: answer.link as Closed | "open", orderId: "" },
    { status: answer.link === "tooEarly" ? 409 : 404 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(context);
  await reviewForm.preload();
  const submission = parseWithZod(await request.formData(), { schema: reviewFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: "" }, { status: 400 });
  const link = linkOf(request);
  if (!link) return data({ result: submission.reply(), message: "" }, { status: 404 });
  try {
    await api.reviewPost({ body: { ...submission.value, ...link } }, apiCall(request, { lang }));
    // The seed: an alert, then home. Here the alert is home's flash toast (also without JavaScript).
    const t = getI18n(context).getFixedT("review");
    return redirectWithToast("/", { type: "success", description: t("page.thanks") });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.body?.code === "review_exists") throw redirect("/");
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return data({ result: submission.reply(), message: error.status < 500 ? error.message : "" }, { status });
  }
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("review");
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-8">
      <title>{`${t("page.title")} · Inap`}</title>
      <h1 className="text-2xl font-bold">{t("page.title")}</h1>
      {loaderData.state === "open" ? (
        <reviewForm.Component
          orderId={loaderData.orderId}
          stay={"stay" in loaderData ? (loaderData.stay ?? null) : null}
          lang={"lang" in loaderData ? loaderData.lang : "id"}
          lastResult={actionData?.result}
          failure={
            actionData ? actionData.message || (actionData.result.status === "error" ? "" : t("page.failed")) : ""
          }
        />
      ) : (
        <Closed state={loaderData.state} />
      )}
    </main>
  );
}

const CLOSED_MESSAGE = {
  invalidLink: "reviewLinkInvalid",
  notFound: "reviewNotFound",
  tooEarly: "reviewTooEarly",
} as const;

function Closed({ state }: { state: Closed }) {
  const { t } = useTranslation("review");
  return (
    <section
      className="mt-5 rounded-xl border border-neutral-200 p-5 text-center"
      data-review-state={state}
      aria-labelledby="review-closed"
    >
      <svg viewBox="0 0 24 24" className="mx-auto size-14 text-neutral-400" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z" />
      </svg>
      <h2 id="review-closed" className="mt-2 text-lg font-bold">
        {t("page.badLinkTitle")}
      </h2>
      <p className="mt-1 text-neutral-700">{t(CLOSED_MESSAGE[state])}</p>
      <Link to="/" className="btn-primary mt-4 inline-flex">
        {t("page.home")}
      </Link>
    </section>
  );
}
