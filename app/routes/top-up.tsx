// /top-up/credits (seed 002 sections 2, 5, 7): the seven tabs as links (?type=, remembered in the
// `topUp` cookie), the operator detected from the number (in the browser as it is typed, on the
// server from ?phone= without JavaScript; the buyer may override it), the PLN account check before
// the token list, one purchase form per tab posting to this route, which calls the kind's /v1
// purchase and sends the browser to the payment link.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, redirectDocument, useNavigation } from "react-router";
import { INPUT_CLASS, SELECT_CLASS } from "#app/components/form/field.tsx";
import { gatewayTarget } from "#app/components/reservation/reservation.server.ts";
import { topUpTabCookie, topUpTabOf } from "#app/components/top-up/top-up-tab.server.ts";
import { useLang } from "#app/components/ui/use-lang.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import { topUpAccess } from "#app/lib/top-up-access.ts";
import type { ProductGroup, TopUpProduct, TopUpProvider } from "#core/contract/index.ts";
import { formatMoney } from "#core/money.ts";
import { checkDestination, DESTINATION_OF, detectOperator, isBuyable, isTopUpType, TOP_UP_TABS, type TopUpType } from "#core/rules/top-up.ts";
import type { Route } from "./+types/top-up";

type Lists = { providers?: TopUpProvider[]; products?: TopUpProduct[]; groups?: ProductGroup[] };

async function listsOf(tab: TopUpType, call: ReturnType<typeof apiCall>): Promise<Lists> {
  if (tab === "credits" || tab === "data_packages") return { providers: (await api.topUpProviders(call)).data };
  if (tab === "pln_token") return { products: (await api.topUpPlnTokens(call)).data };
  const fetchers = { ewallets: api.topUpEwallets, emoneys: api.topUpEmoneys, movie_tickets: api.topUpMovieTickets, voucher_games: api.topUpGameVouchers } as const;
  return { groups: (await fetchers[tab](call)).data };
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
  const phone = url.searchParams.get("phone")?.slice(0, 30) ?? "";
  const pln = url.searchParams.get("pln")?.slice(0, 30) ?? "";
  let lists: Lists = {};
  let loadError: string | null = null;
  try {
    lists = await listsOf(tab, call);
  } catch {
    loadError = "loadFailed";
  }
  let plnAccount: { owner_name: string; volt: string; number: string } | null = null;
  let plnError: string | null = null;
  if (tab === "pln_token" && pln) {
    try {
      const answer = await api.topUpPlnCheck({ params: { number: pln } }, call);
      if (answer.status === "success") plnAccount = { ...answer.data, number: pln.trim() };
    } catch (error) {
      plnError = error instanceof ApiRequestError ? error.message : "loadFailed";
    }
  }
  const headers = { "Set-Cookie": await topUpTabCookie.serialize(tab) };
  return data({ tab, lists, loadError, phone, operator: url.searchParams.get("operator") ?? "", pln, plnAccount, plnError }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, token: auth.token });
  const form = await request.formData();
  const type = String(form.get("type") ?? "");
  const productId = Number(form.get("product_id"));
  const destination = String(form.get("destination") ?? "").slice(0, 100);
  if (!isTopUpType(type)) return data({ error: "loadFailed" }, { status: 400 });
  const buyer = { email: auth.user.email, buyer_name: auth.user.name };
  try {
    const purchase = {
      credits: () => api.buyCredit({ body: { ...buyer, credit_id: productId, phone_number: destination } }, call),
      data_packages: () => api.buyCredit({ body: { ...buyer, data_package_id: productId, phone_number: destination } }, call),
      pln_token: () => api.buyPln({ body: { ...buyer, topup_pln_id: productId, pln_number: destination } }, call),
      ewallets: () => api.buyEwallet({ body: { ...buyer, ewallet_id: productId, phone_number: destination } }, call),
      emoneys: () => api.buyEmoney({ body: { ...buyer, emoney_product_id: productId, emoney_account: destination } }, call),
      movie_tickets: () => api.buyMovieTicket({ body: { ...buyer, movie_ticket_id: productId, phone_number: destination } }, call),
      voucher_games: () => api.buyGameVoucher({ body: { ...buyer, voucher_game_id: productId, game_id: destination } }, call),
    }[type];
    const answer = await purchase();
    const target = gatewayTarget(answer.data.midtrans.redirect_url);
    if (!target) return data({ error: "loadFailed" }, { status: 502 });
    // A document navigation: the gateway page is not a route of this app.
    throw redirectDocument(target);
  } catch (error) {
    if (error instanceof ApiRequestError) return data({ error: error.message }, { status: error.status === 401 ? 401 : 422 });
    throw error;
  }
}

export default function TopUpStore({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("topup");
  const { tab } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <title>{t("title")}</title>
      <h1 className="mb-4 text-2xl font-bold">{t("title")}</h1>
      <nav aria-label={t("title")} className="mb-5 flex gap-1 overflow-x-auto border-b border-neutral-200">
        {TOP_UP_TABS.map((name) => (
          <Link
            key={name}
            to={`/top-up/credits?type=${name}`}
            aria-current={tab === name ? "page" : undefined}
            data-tab={name}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${tab === name ? "border-brand text-brand-dark" : "border-transparent text-neutral-600 hover:text-ink"}`}
          >
            {t(`tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t(actionData.error, { defaultValue: actionData.error })}
        </p>
      ) : null}
      {loaderData.loadError ? (
        <p className="rounded-lg bg-neutral-50 p-4 text-sm">{t(loaderData.loadError)}</p>
      ) : tab === "credits" || tab === "data_packages" ? (
        <OperatorTab key={tab} tab={tab} providers={loaderData.lists.providers ?? []} initialPhone={loaderData.phone} initialOperator={loaderData.operator} />
      ) : tab === "pln_token" ? (
        <PlnTab key={loaderData.pln} products={loaderData.lists.products ?? []} pln={loaderData.pln} account={loaderData.plnAccount} error={loaderData.plnError} />
      ) : (
        <GroupTab key={tab} tab={tab} groups={loaderData.lists.groups ?? []} />
      )}
    </main>
  );
}

function useDestinationError(tab: TopUpType) {
  const { t } = useTranslation("topup");
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    /** Checks in the browser before posting (the server checks again). */
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const value = new FormData(event.currentTarget).get("destination");
      const checked = checkDestination(DESTINATION_OF[tab], value);
      if (!checked.ok) {
        event.preventDefault();
        setMessage(t(checked.message));
      } else setMessage(null);
    },
  };
}

function ProductChoice({ products }: { products: TopUpProduct[] }) {
  const { t } = useTranslation("topup");
  const lang = useLang();
  if (products.length === 0) return <p className="text-sm text-neutral-600">{t("empty")}</p>;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{t("chooseProduct")}</legend>
      {products.map((p) => {
        const open = isBuyable(p.status);
        return (
          <label
            key={p.id}
            className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${open ? "border-neutral-200 has-[:checked]:border-brand" : "border-neutral-100 bg-neutral-50 text-neutral-500"}`}
            data-product={p.id}
          >
            <input type="radio" name="product_id" value={p.id} required disabled={!open} className="mt-1" />
            <span className="min-w-0">
              <span className="block font-semibold">{p.product_name}</span>
              <span className="block">{formatMoney(p.price, lang)}</span>
              {p.admin_fee > 0 ? <span className="block text-xs text-neutral-600">{t("adminFee", { fee: formatMoney(p.admin_fee, lang) })}</span> : null}
              {open ? null : <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">{t("disrupted")}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function BuyButton() {
  const { t } = useTranslation("topup");
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy}>
      {t("buy")}
    </button>
  );
}

function OperatorTab({
  tab,
  providers,
  initialPhone,
  initialOperator,
}: {
  tab: "credits" | "data_packages";
  providers: TopUpProvider[];
  initialPhone: string;
  initialOperator: string;
}) {
  const { t } = useTranslation("topup");
  const [phone, setPhone] = useState(initialPhone);
  const [override, setOverride] = useState(initialOperator);
  const check = useDestinationError(tab);
  const detection = detectOperator(phone);
  const detected = detection.status === "found" ? detection.operator : "";
  const chosen = providers.find((p) => p.provider_name === (override || detected));
  const products = chosen ? (tab === "credits" ? chosen.credits : chosen.data_packages) : [];
  const phoneError = initialPhone && !checkDestination("phone", initialPhone).ok ? t("phoneInvalid") : null;
  return (
    <>
      <Form method="get" className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <input type="hidden" name="type" value={tab} />
        <label className="grid gap-1 text-sm font-semibold" htmlFor="topup-phone">
          {t("destination.phone")}
          <input
            id="topup-phone"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            className={INPUT_CLASS}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={phoneError ? true : undefined}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold" htmlFor="topup-operator">
          {t("operator")}
          <select id="topup-operator" name="operator" className={SELECT_CLASS} value={override} onChange={(e) => setOverride(e.target.value)}>
            <option value="">{detected ? t("detected", { operator: detected }) : "-"}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.provider_name}>
                {p.provider_name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary h-11">
          {t("detect")}
        </button>
      </Form>
      {phoneError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {phoneError}
        </p>
      ) : null}
      {chosen ? (
        <div className="mb-3 flex items-center gap-2 text-sm" data-operator={chosen.provider_name}>
          <img src={`/images/icon/${chosen.logo}`} alt="" width={32} height={32} className="h-8 w-8 rounded" />
          <span>{t("detected", { operator: chosen.provider_name })}</span>
        </div>
      ) : phone.replace(/\D/g, "").length >= 4 ? (
        <p className="mb-3 text-sm text-neutral-600">{t("unknownOperator")}</p>
      ) : null}
      {detected ? <p className="mb-3 text-xs text-neutral-600">{t("detectHint")}</p> : null}
      {chosen ? (
        <Form method="post" onSubmit={check.onSubmit}>
          <input type="hidden" name="type" value={tab} />
          <input type="hidden" name="destination" value={phone} />
          {check.message ? (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {check.message}
            </p>
          ) : null}
          <ProductChoice products={products} />
          <BuyButton />
        </Form>
      ) : null}
    </>
  );
}

function PlnTab({
  products,
  pln,
  account,
  error,
}: {
  products: TopUpProduct[];
  pln: string;
  account: { owner_name: string; volt: string; number: string } | null;
  error: string | null;
}) {
  const { t } = useTranslation("topup");
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location?.search.includes("pln=");
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Form
        method="get"
        className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(e) => {
          const value = String(new FormData(e.currentTarget).get("pln") ?? "").trim();
          const problem = value === "" ? "plnRequired" : value.length <= 10 ? "plnInvalid" : null;
          if (problem) {
            e.preventDefault();
            setMessage(t(problem));
          } else setMessage(null);
        }}
      >
        <input type="hidden" name="type" value="pln_token" />
        <label className="grid gap-1 text-sm font-semibold" htmlFor="topup-pln">
          {t("destination.plnNumber")}
          <input id="topup-pln" name="pln" inputMode="numeric" className={INPUT_CLASS} defaultValue={pln} aria-invalid={message || error ? true : undefined} />
        </label>
        <button type="submit" className="btn-secondary h-11" disabled={checking}>
          {checking ? t("checking") : t("check")}
        </button>
      </Form>
      {message || error ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {message ?? error}
        </p>
      ) : null}
      {account ? (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-neutral-50 p-3 text-sm" data-pln-account>
            <dt className="font-semibold">{t("owner")}</dt>
            <dd>{account.owner_name}</dd>
            <dt className="font-semibold">{t("power")}</dt>
            <dd>{account.volt}</dd>
          </dl>
          <Form method="post">
            <input type="hidden" name="type" value="pln_token" />
            <input type="hidden" name="destination" value={account.number} />
            <ProductChoice products={products} />
            <BuyButton />
          </Form>
        </>
      ) : null}
    </>
  );
}

function GroupTab({ tab, groups }: { tab: TopUpType; groups: ProductGroup[] }) {
  const { t } = useTranslation("topup");
  const check = useDestinationError(tab);
  const destination = DESTINATION_OF[tab];
  return (
    <Form method="post" onSubmit={check.onSubmit}>
      <input type="hidden" name="type" value={tab} />
      <label className="mb-3 grid gap-1 text-sm font-semibold" htmlFor="topup-destination">
        {t(`destination.${destination}`)}
        <input id="topup-destination" name="destination" className={INPUT_CLASS} aria-invalid={check.message ? true : undefined} />
      </label>
      {check.message ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {check.message}
        </p>
      ) : null}
      {groups.map((g) => (
        <section key={g.type} className="mb-4" data-group={g.type}>
          <h2 className="mb-2 font-semibold">{g.type}</h2>
          <ProductChoice products={g.data} />
        </section>
      ))}
      <BuyButton />
    </Form>
  );
}
