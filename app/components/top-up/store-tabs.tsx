// The store's tab bodies (route app/routes/top-up.tsx): each form is wired by the form kit to its
// schema (./top-up-schema.ts), so the browser shows the same messages the server answers with.
//   OperatorTab  credits and data packages: a GET lookup (number, operator override) whose detection
//                runs as the number is typed and on the server without JavaScript, then the purchase;
//   PlnTab       the account check (GET, 'Checking...'), the token list only after it succeeds;
//   GroupTab     e-wallet, e-money, movie ticket, game voucher: destination and grouped products.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ErrorList, Field, FormErrors, INPUT_CLASS, SELECT_CLASS } from "#app/components/form/field.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { ProductGroup, TopUpProduct, TopUpProvider } from "#core/contract/index.ts";
import { formatMoney } from "#core/money.ts";
import { DESTINATION_OF, detectOperator, isBuyable, type TopUpType } from "#core/rules/top-up.ts";
import { operatorLookupSchema, plnCheckSchema, purchaseSchema } from "./top-up-schema.ts";

type Result = SubmissionResult<string[]> | null;

function ProductChoice({ products, meta }: { products: TopUpProduct[]; meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation("topup");
  const lang = useLang();
  if (products.length === 0) return <p className="text-sm text-neutral-600">{t("empty")}</p>;
  const errors = meta.errors?.length ? [meta.errors[0]!] : [];
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2" aria-invalid={errors.length ? true : undefined} aria-describedby={errors.length ? meta.errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t("chooseProduct")}</legend>
      {products.map((p) => {
        const open = isBuyable(p.status);
        return (
          <label
            key={p.id}
            className={`flex min-h-11 items-start gap-2 rounded-xl border p-3 text-sm ${open ? "border-neutral-200 has-[:checked]:border-brand has-[:checked]:bg-orange-50" : "border-neutral-100 bg-neutral-50 text-neutral-500"}`}
            data-product={p.id}
          >
            <input type="radio" name={meta.name} value={p.id} disabled={!open} defaultChecked={meta.initialValue === String(p.id)} className="mt-1 h-4 w-4" />
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

/** The purchase form of a tab: type and destination (hidden, or a field given as children), product, Buy. */
function PurchaseForm({
  type,
  destination,
  products,
  lastResult,
  children,
}: {
  type: TopUpType;
  destination?: string;
  products: (productField: FieldMetadata<unknown>) => React.ReactNode;
  lastResult: Result;
  children?: (destinationField: FieldMetadata<unknown>) => React.ReactNode;
}) {
  const [form, fields] = useSchemaForm(purchaseSchema, { id: `buy-${type}`, lastResult });
  // A hidden destination's message (checked at the lookup already) shows with the form's own.
  const formErrors = [...(form.errors ?? []), ...(children ? [] : (fields.destination.errors ?? []))];
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} data-purchase={type}>
      <input type="hidden" name="type" value={type} />
      {children ? children(fields.destination) : <input type="hidden" name="destination" value={destination ?? ""} />}
      <FormErrors errors={formErrors} />
      {products(fields.product_id)}
      <ErrorList id={fields.product_id.errorId} name={fields.product_id.name} errors={fields.product_id.errors?.slice(0, 1)} />
      <BuyButton />
    </Form>
  );
}

export function OperatorTab({
  tab,
  providers,
  initialPhone,
  initialOperator,
  lookupResult,
  lastResult,
}: {
  tab: "credits" | "data_packages";
  providers: TopUpProvider[];
  initialPhone: string;
  initialOperator: string;
  lookupResult: Result;
  lastResult: Result;
}) {
  const { t } = useTranslation("topup");
  const [phone, setPhone] = useState(initialPhone);
  const [override, setOverride] = useState(initialOperator);
  const [form, fields] = useSchemaForm(operatorLookupSchema, { id: `lookup-${tab}`, lastResult: lookupResult, defaultValue: { phone: initialPhone, operator: initialOperator } });
  const detection = detectOperator(phone);
  const detected = detection.status === "found" ? detection.operator : "";
  const chosen = providers.find((p) => p.provider_name === (override || detected));
  const products = chosen ? (tab === "credits" ? chosen.credits : chosen.data_packages) : [];
  return (
    <>
      <Form method="get" id={form.id} noValidate onSubmit={form.onSubmit} className="mb-2 grid gap-x-2 sm:grid-cols-[1fr_15rem_auto] sm:items-start">
        <input type="hidden" name="type" value={tab} />
        <Field meta={fields.phone} label={t("destination.phone")} id="topup-phone" className="mb-3">
          {(control) => <input {...control} inputMode="tel" autoComplete="tel" className={INPUT_CLASS} onChange={(e) => setPhone(e.target.value)} />}
        </Field>
        <div className="mb-3">
          <label htmlFor="topup-operator" className="mb-1 block text-sm font-medium text-neutral-800">
            {t("operator")}
          </label>
          <select id="topup-operator" name={fields.operator.name} className={`${SELECT_CLASS} w-full`} value={override} onChange={(e) => setOverride(e.target.value)}>
            <option value="">{detected ? t("detected", { operator: detected }) : "-"}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.provider_name}>
                {p.provider_name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary mb-3 h-11 sm:mt-6">
          {t("detect")}
        </button>
      </Form>
      {chosen ? (
        <div className="mb-1 flex items-center gap-2 text-sm" data-operator={chosen.provider_name}>
          <img src={`/images/icon/${chosen.logo}`} alt="" width={32} height={32} className="h-8 w-8 rounded" />
          <span>{t("detected", { operator: chosen.provider_name })}</span>
        </div>
      ) : phone.replace(/\D/g, "").length >= 4 ? (
        <p className="mb-3 text-sm text-neutral-600">{t("unknownOperator")}</p>
      ) : null}
      {detected ? <p className="mb-3 text-xs text-neutral-600">{t("detectHint")}</p> : null}
      {chosen ? <PurchaseForm type={tab} destination={phone} lastResult={lastResult} products={(meta) => <ProductChoice products={products} meta={meta} />} /> : null}
    </>
  );
}

export function PlnTab({
  products,
  pln,
  account,
  checkResult,
  lastResult,
}: {
  products: TopUpProduct[];
  pln: string;
  account: { owner_name: string; volt: string; number: string } | null;
  checkResult: Result;
  lastResult: Result;
}) {
  const { t } = useTranslation("topup");
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location?.search.includes("pln=");
  const [form, fields] = useSchemaForm(plnCheckSchema, { id: "pln-check", lastResult: checkResult, defaultValue: { pln } });
  return (
    <>
      <Form method="get" id={form.id} noValidate onSubmit={form.onSubmit} className="mb-2 grid gap-x-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <input type="hidden" name="type" value="pln_token" />
        <Field meta={fields.pln} label={t("destination.plnNumber")} id="topup-pln" className="mb-3">
          {(control) => <input {...control} inputMode="numeric" autoComplete="off" className={INPUT_CLASS} />}
        </Field>
        <button type="submit" className="btn-secondary mb-3 h-11 sm:mt-6" disabled={checking} aria-busy={checking || undefined}>
          {checking ? t("checking") : t("check")}
        </button>
      </Form>
      {account ? (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-neutral-50 p-3 text-sm" data-pln-account>
            <dt className="font-semibold">{t("owner")}</dt>
            <dd>{account.owner_name}</dd>
            <dt className="font-semibold">{t("power")}</dt>
            <dd>{account.volt}</dd>
          </dl>
          <PurchaseForm type="pln_token" destination={account.number} lastResult={lastResult} products={(meta) => <ProductChoice products={products} meta={meta} />} />
        </>
      ) : null}
    </>
  );
}

export function GroupTab({ tab, groups, lastResult }: { tab: TopUpType; groups: ProductGroup[]; lastResult: Result }) {
  const { t } = useTranslation("topup");
  return (
    <PurchaseForm
      type={tab}
      lastResult={lastResult}
      products={(meta) =>
        groups.map((g) => (
          <section key={g.type} className="mb-4" data-group={g.type}>
            <h2 className="mb-2 font-semibold">{g.type}</h2>
            <ProductChoice products={g.data} meta={meta} />
          </section>
        ))
      }
    >
      {(meta) => (
        <Field meta={meta} label={t(`destination.${DESTINATION_OF[tab]}`)} id="topup-destination">
          {(control) => <input {...control} inputMode={tab === "voucher_games" ? "text" : "numeric"} autoComplete="off" className={INPUT_CLASS} />}
        </Field>
      )}
    </PurchaseForm>
  );
}
