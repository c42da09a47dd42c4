// /top-up/credits (seed 002 sections 2, 5, 7): the seven tabs as links (?type=, remembered in the
// `topUp` cookie), one purchase form per tab posting to this route, which calls the kind's /v1
// purchase and sends the browser to the payment link. The destination is that form's own field:
// its lookups (the operator from ?destination= without JavaScript, as typed with it; the PLN
// account check) are GETs of the same form, so the number bought for is the number on screen.
// /v1 re-detects the operator and refuses another operator's product (this page then shows the
// number's own products with the message); a PLN number other than the one checked is checked
// again (a redirect to the check) before Beli is accepted. Every form checks with the schema of
// app/components/top-up/top-up-schema.ts in the browser and here.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect, redirectDocument } from "react-router";
import { FormMessages } from "#app/components/form/messages.tsx";
import { gatewayTarget } from "#app/server/reservation/reservation.server.ts";
import { operatorLookupSchema, plnCheckSchema, purchaseSchema } from "#app/components/top-up/top-up-schema.ts";
import { topUpTabCookie, topUpTabOf } from "#app/server/top-up/top-up-tab.server.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { topUpAccess } from "#app/lib/top-up-access.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { ProductGroup, TopUpProduct, TopUpProvider } from "#core/contract/index.ts";
import { TOP_UP_TABS, type TopUpType } from "#core/rules/top-up-types.ts";
import { TabStrip } from "#app/components/ui/tab-strip.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/top-up";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["topup"] } satisfies I18nHandle;

// The tabs' forms work as plain HTML (GET lookups, a POST purchase the action checks), so the form kit
// and zod stay out of the first-load JavaScript: the server renders the tab in place and it hydrates
// when its chunk arrives (app/components/ui/deferred.tsx, docs/decisions/032-first-load-js.md).
const operatorTab = deferred(() => import("#app/components/top-up/store-tabs.tsx").then((m) => m.OperatorTab));
const plnTab = deferred(() => import("#app/components/top-up/store-tabs.tsx").then((m) => m.PlnTab));
const groupTab = deferred(() => import("#app/components/top-up/store-tabs.tsx").then((m) => m.GroupTab));
const storeTabs = [operatorTab, plnTab, groupTab];

/** A client-side navigation here loads the tabs' chunk beside the data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, storeTabs);

type Lists = { providers?: TopUpProvider[]; products?: TopUpProduct[]; groups?: ProductGroup[] };

async function listsOf(tab: TopUpType, call: ReturnType<typeof apiCall>): Promise<Lists> {
  // The operator tab lists one kind of product: the page carries only that one.
  if (tab === "credits")
    return { providers: (await api.topUpProviders(call)).data.map((p) => ({ ...p, data_packages: [] })) };
  if (tab === "data_packages")
    return { providers: (await api.topUpProviders(call)).data.map((p) => ({ ...p, credits: [] })) };
  if (tab === "pln_token") return { products: (await api.topUpPlnTokens(call)).data };
  const fetchers = {
    ewallets: api.topUpEwallets,
    emoneys: api.topUpEmoneys,
    movie_tickets: api.topUpMovieTickets,
    voucher_games: api.topUpGameVouchers,
  } as const;
  return { groups: (await fetchers[tab](call)).data };
}

/** The PLN account check of ?destination=: the schema first, then /v1 (its message on the field when it answers no). */
async function plnCheck(url: URL, call: ReturnType<typeof apiCall>) {
  const submission = parseWithZod(url.searchParams, { schema: plnCheckSchema });
  if (submission.status !== "success") return { account: null, result: submission.reply() };
  const number = submission.value.destination.trim();
  try {
    const answer = await api.topUpPlnCheck({ params: { number } }, call);
    if (answer.status === "success") return { account: { ...answer.data, number }, result: null };
    return { account: null, result: submission.reply({ fieldErrors: { destination: ["plnNotFound"] } }) };
  } catch (error) {
    return {
      account: null,
      result: submission.reply({
        fieldErrors: { destination: [error instanceof ApiRequestError ? error.message : "loadFailed"] },
      }),
    };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, token: auth.token });
  const status = await api
    .topUpPlatformStatus(call)
    .then((a) => a.data)
    .catch(() => null);
  if (topUpAccess(true, status) !== "open") throw redirect("/");
  const tab = await topUpTabOf(request);
  const url = new URL(request.url);
  let lists: Lists = {};
  let loadError: string | null = null;
  try {
    lists = await listsOf(tab, call);
  } catch {
    loadError = "loadFailed";
  }
  // A lookup (the purchase form sent as a GET): the server detects the operator with the same rule,
  // or checks the PLN account.
  const looked = url.searchParams.has("destination");
  const destination = url.searchParams.get("destination")?.slice(0, 30) ?? "";
  const lookup =
    looked && (tab === "credits" || tab === "data_packages")
      ? parseWithZod(url.searchParams, { schema: operatorLookupSchema })
      : null;
  const operator = url.searchParams.get("operator")?.slice(0, 40) ?? "";
  const pln = looked && tab === "pln_token" ? await plnCheck(url, call) : null;
  const headers = { "Set-Cookie": await topUpTabCookie.serialize(tab) };
  await Promise.all(storeTabs.map((part) => part.preload()));
  return data(
    {
      tab,
      lists,
      loadError,
      destination,
      operator,
      lookupResult: lookup && lookup.status !== "success" ? lookup.reply() : null,
      plnAccount: pln?.account ?? null,
      plnResult: pln?.result ?? null,
    },
    { headers },
  );
}

/** The /v1 purchase of each kind (buyer email and name from the signed-in user). */
function purchaseCall(
  order: { type: TopUpType; product_id: number; destination: string },
  buyer: { email: string; buyer_name: string },
  call: ReturnType<typeof apiCall>,
) {
  const { product_id: id, destination } = order;
  const calls = {
    credits: () => api.buyCredit({ body: { ...buyer, credit_id: id, phone_number: destination } }, call),
    data_packages: () => api.buyCredit({ body: { ...buyer, data_package_id: id, phone_number: destination } }, call),
    pln_token: () => api.buyPln({ body: { ...buyer, topup_pln_id: id, pln_number: destination } }, call),
    ewallets: () => api.buyEwallet({ body: { ...buyer, ewallet_id: id, phone_number: destination } }, call),
    emoneys: () => api.buyEmoney({ body: { ...buyer, emoney_product_id: id, emoney_account: destination } }, call),
    movie_tickets: () =>
      api.buyMovieTicket({ body: { ...buyer, movie_ticket_id: id, phone_number: destination } }, call),
    voucher_games: () => api.buyGameVoucher({ body: { ...buyer, voucher_game_id: id, game_id: destination } }, call),
  };
  return calls[order.type]();
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, token: auth.token });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: purchaseSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const order = submission.value;
  if (order.type === "pln_token" && order.destination.trim() !== String(formData.get("checked") ?? "").trim()) {
    // Not the number whose owner was shown: check this one (the owner shows) before Beli is accepted.
    const t = getI18n(context).getFixedT("topup");
    return redirectWithToast(
      `/top-up/credits?type=pln_token&destination=${encodeURIComponent(order.destination.trim())}`,
      { type: "info", description: t("plnChanged") },
    );
  }
  try {
    const answer = await purchaseCall(order, { email: auth.user.email, buyer_name: auth.user.name }, call);
    const target = gatewayTarget(answer.data.midtrans.redirect_url);
    if (!target) return data({ result: submission.reply({ formErrors: ["loadFailed"] }) }, { status: 502 });
    // A document navigation: the gateway page is not a route of this app.
    throw redirectDocument(target);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // /v1 names the destination's wire field on a 422 (a wrong number, another operator's number, a
    // meter without an account); anything else (disruption, not found) is the form's. The typed
    // values come back with the reply, so the number stays and its own products show.
    const fieldMessage = error.status === 422 ? Object.values(error.body?.errors ?? {})[0]?.[0] : undefined;
    const result = fieldMessage
      ? submission.reply({ fieldErrors: { destination: [fieldMessage] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ result }, { status: error.status === 401 ? 401 : 422 });
  }
}

export default function TopUpStore({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("topup");
  const { tab } = loaderData;
  // The purchase's answer, else a lookup's (both are the same form's), with the typed number.
  const lastResult = actionData?.result ?? loaderData.lookupResult ?? loaderData.plnResult ?? null;
  const typed = lastResult?.initialValue?.destination;
  const destination = typeof typed === "string" ? typed : loaderData.destination;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <title>{t("title")}</title>
      <h1 className="mb-4 text-2xl font-bold">{t("title")}</h1>
      <TabStrip
        label={t("title")}
        tabs={TOP_UP_TABS.map((name) => ({
          key: name,
          to: `/top-up/credits?type=${name}`,
          label: t(`tabs.${name}`),
          current: tab === name,
        }))}
      />
      <FormMessages scopes={["topup:"]}>
        {loaderData.loadError ? (
          <p className="rounded-lg bg-neutral-50 p-4 text-sm">{t(loaderData.loadError)}</p>
        ) : tab === "credits" || tab === "data_packages" ? (
          <operatorTab.Component
            key={tab}
            tab={tab}
            providers={loaderData.lists.providers ?? []}
            initialPhone={destination}
            initialOperator={loaderData.operator}
            lastResult={lastResult}
          />
        ) : tab === "pln_token" ? (
          <plnTab.Component
            key={loaderData.plnAccount?.number ?? ""}
            products={loaderData.lists.products ?? []}
            pln={destination}
            account={loaderData.plnAccount}
            lastResult={lastResult}
          />
        ) : (
          <groupTab.Component key={tab} tab={tab} groups={loaderData.lists.groups ?? []} lastResult={lastResult} />
        )}
      </FormMessages>
    </main>
  );
}
