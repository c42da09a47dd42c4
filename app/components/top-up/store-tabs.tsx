// The store's tab bodies (route app/routes/top-up.tsx): each tab is ONE purchase form wired by the
// form kit to the purchase schema (./top-up-schema.ts), so the number on screen is the number the
// purchase is for, with JavaScript or without:
//   OperatorTab  credits and data packages: the number (its operator detected as it is typed, and by
//                the server from a GET of the same form without JavaScript), the operator's products;
//   PlnTab       the meter number, its account check (a GET of the same form, 'Checking...'), the
//                token list only after it succeeds; the checked number rides along, so a changed
//                number is checked again before Beli is accepted;
//   GroupTab     e-wallet, e-money, movie ticket, game voucher: destination and grouped products.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { ErrorList, Field, FormErrors, INPUT_CLASS, SELECT_CLASS } from "#app/components/form/field.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { Credit, ProductGroup, TopUpProduct, TopUpProvider } from "#core/contract/index.ts";
import { formatMoney } from "#core/money.ts";
import { activeDays, DESTINATION_OF, detectOperator, isBuyable, type TopUpType } from "#core/rules/top-up.ts";
import { purchaseSchema } from "./top-up-schema.ts";

type Result = SubmissionResult<string[]> | null;

/** A credit's or data package's validity ("Masa aktif 30 hari"), in the page's language when the catalogue says days. */
function Validity({ period }: { period: string | null | undefined }) {
  const { t } = useTranslation("topup");
  if (!period) return null;
  const days = activeDays(period);
  return (
    <span className="block text-xs text-neutral-600">
      {t("validity", { period: days === null ? period : t("days", { count: days }) })}
    </span>
  );
}

function ProductChoice({
  products,
  meta,
  detailed = false,
}: {
  products: (TopUpProduct & Partial<Pick<Credit, "active_period">>)[];
  meta: FieldMetadata<unknown>;
  detailed?: boolean;
}) {
  const { t } = useTranslation("topup");
  const lang = useLang();
  if (products.length === 0) return <p className="text-sm text-neutral-600">{t("empty")}</p>;
  const errors = meta.errors?.length ? [meta.errors[0]!] : [];
  return (
    <fieldset
      className="grid gap-2 sm:grid-cols-2"
      aria-invalid={errors.length ? true : undefined}
      aria-describedby={errors.length ? meta.errorId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">{t("chooseProduct")}</legend>
      {products.map((p) => {
        const open = isBuyable(p.status);
        return (
          <label
            key={p.id}
            className={`flex min-h-11 items-start gap-2 rounded-xl border p-3 text-sm ${open ? "border-neutral-200 has-[:checked]:border-brand has-[:checked]:bg-orange-50" : "border-neutral-100 bg-neutral-50 text-neutral-500"}`}
            data-product={p.id}
          >
            <input
              type="radio"
              name={meta.name}
              value={p.id}
              disabled={!open}
              defaultChecked={meta.initialValue === String(p.id)}
              className="mt-1 h-4 w-4"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{p.product_name}</span>
              {detailed && p.description ? <span className="block text-neutral-700">{p.description}</span> : null}
              <Validity period={p.active_period} />
              <span className="block">{formatMoney(p.price, lang)}</span>
              {p.admin_fee > 0 ? (
                <span className="block text-xs text-neutral-600">
                  {t("adminFee", { fee: formatMoney(p.admin_fee, lang) })}
                </span>
              ) : null}
              {open ? null : (
                <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
                  {t("disrupted")}
                </span>
              )}
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

/**
 * conform checks the purchase on submit; a lookup button (a GET of the same form: operator, PLN
 * check) is left to the server, which answers with the same rules.
 */
function submitUnlessLookup(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formMethod === "get") return;
    onSubmit(event);
  };
}

/** A button that sends the form as a GET to this page (the operator lookup, the PLN check). */
function LookupButton({ label, busy = false }: { label: string; busy?: boolean }) {
  return (
    <button
      type="submit"
      formMethod="get"
      formNoValidate
      className="btn-secondary mb-3 h-11 sm:mt-6"
      disabled={busy}
      aria-busy={busy || undefined}
      data-lookup
    >
      {label}
    </button>
  );
}

/** A purchase form: type, the destination field (with the lookup beside it), product, Buy. */
function PurchaseForm({
  type,
  initialDestination,
  lastResult,
  destination,
  children,
}: {
  type: TopUpType;
  initialDestination?: string;
  lastResult: Result;
  destination: (field: FieldMetadata<unknown>) => React.ReactNode;
  children: (productField: FieldMetadata<unknown>) => React.ReactNode;
}) {
  const [form, fields] = useSchemaForm(purchaseSchema, {
    id: `buy-${type}`,
    lastResult,
    defaultValue: { destination: initialDestination ?? "" },
  });
  return (
    <Form method="post" id={form.id} noValidate onSubmit={submitUnlessLookup(form.onSubmit)} data-purchase={type}>
      <input type="hidden" name="type" value={type} />
      {destination(fields.destination)}
      <FormErrors errors={form.errors} />
      {children(fields.product_id)}
    </Form>
  );
}

function ProductsAndBuy({ meta, children }: { meta: FieldMetadata<unknown>; children: React.ReactNode }) {
  return (
    <>
      {children}
      <ErrorList id={meta.errorId} name={meta.name} errors={meta.errors?.slice(0, 1)} />
      <BuyButton />
    </>
  );
}

export function OperatorTab({
  tab,
  providers,
  initialPhone,
  initialOperator,
  lastResult,
}: {
  tab: "credits" | "data_packages";
  providers: TopUpProvider[];
  initialPhone: string;
  initialOperator: string;
  lastResult: Result;
}) {
  const { t } = useTranslation("topup");
  const [phone, setPhone] = useState(initialPhone);
  const [choice, setChoice] = useState(initialOperator);
  const detection = detectOperator(phone);
  // A number whose prefix names an operator gets only that operator's products (the server refuses
  // any other); a prefix no operator owns lets the buyer choose.
  const operator = detection.status === "found" ? detection.operator : detection.status === "unknown" ? choice : "";
  const chosen = providers.find((p) => p.provider_name === operator);
  const products = chosen ? (tab === "credits" ? chosen.credits : chosen.data_packages) : [];
  return (
    <PurchaseForm
      type={tab}
      initialDestination={initialPhone}
      lastResult={lastResult}
      destination={(meta) => (
        <>
          <div className="grid gap-x-2 sm:grid-cols-[1fr_auto] sm:items-start">
            <Field meta={meta} label={t("destination.phone")} id="topup-phone" className="mb-3">
              {(control) => (
                <input
                  {...control}
                  inputMode="tel"
                  autoComplete="tel"
                  className={INPUT_CLASS}
                  onChange={(e) => setPhone(e.target.value)}
                />
              )}
            </Field>
            <LookupButton label={t("detect")} />
          </div>
          {detection.status === "unknown" ? (
            <div className="mb-3">
              <label htmlFor="topup-operator" className="mb-1 block text-sm font-medium text-neutral-800">
                {t("unknownOperator")}
              </label>
              <select
                id="topup-operator"
                name="operator"
                className={`${SELECT_CLASS} w-full sm:w-60`}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
              >
                <option value="">-</option>
                {providers.map((p) => (
                  <option key={p.id} value={p.provider_name}>
                    {p.provider_name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {chosen ? (
            <div className="mb-3 flex items-center gap-2 text-sm" data-operator={chosen.provider_name}>
              <img src={`/images/icon/${chosen.logo}`} alt="" width={32} height={32} className="h-8 w-8 rounded" />
              <span>{t("detected", { operator: chosen.provider_name })}</span>
            </div>
          ) : null}
        </>
      )}
    >
      {(meta) =>
        chosen ? (
          <ProductsAndBuy meta={meta}>
            <ProductChoice products={products} meta={meta} detailed={tab === "data_packages"} />
          </ProductsAndBuy>
        ) : null
      }
    </PurchaseForm>
  );
}

export function PlnTab({
  products,
  pln,
  account,
  lastResult,
}: {
  products: TopUpProduct[];
  pln: string;
  account: { owner_name: string; volt: string; number: string } | null;
  lastResult: Result;
}) {
  const { t } = useTranslation("topup");
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.formMethod === "GET";
  return (
    <PurchaseForm
      type="pln_token"
      initialDestination={pln}
      lastResult={lastResult}
      destination={(meta) => (
        <div className="grid gap-x-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <Field meta={meta} label={t("destination.plnNumber")} id="topup-pln" className="mb-3">
            {(control) => <input {...control} inputMode="numeric" autoComplete="off" className={INPUT_CLASS} />}
          </Field>
          <LookupButton label={checking ? t("checking") : t("check")} busy={checking} />
        </div>
      )}
    >
      {(meta) =>
        account ? (
          <>
            {/* The number the owner below belongs to: the action refuses a purchase for another one. */}
            <input type="hidden" name="checked" value={account.number} />
            <dl
              className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-neutral-50 p-3 text-sm"
              data-pln-account={account.number}
            >
              <dt className="font-semibold">{t("destination.plnNumber")}</dt>
              <dd className="font-mono">{account.number}</dd>
              <dt className="font-semibold">{t("owner")}</dt>
              <dd>{account.owner_name}</dd>
              <dt className="font-semibold">{t("power")}</dt>
              <dd>{account.volt}</dd>
            </dl>
            <ProductsAndBuy meta={meta}>
              <ProductChoice products={products} meta={meta} />
            </ProductsAndBuy>
          </>
        ) : null
      }
    </PurchaseForm>
  );
}

export function GroupTab({ tab, groups, lastResult }: { tab: TopUpType; groups: ProductGroup[]; lastResult: Result }) {
  const { t } = useTranslation("topup");
  return (
    <PurchaseForm
      type={tab}
      lastResult={lastResult}
      destination={(meta) => (
        <Field meta={meta} label={t(`destination.${DESTINATION_OF[tab]}`)} id="topup-destination">
          {(control) => (
            <input
              {...control}
              inputMode={tab === "voucher_games" ? "text" : "numeric"}
              autoComplete="off"
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}
    >
      {(meta) => (
        <ProductsAndBuy meta={meta}>
          {groups.map((g) => (
            <section key={g.type} className="mb-4" data-group={g.type}>
              <h2 className="mb-2 font-semibold">{g.type}</h2>
              <ProductChoice products={g.data} meta={meta} />
            </section>
          ))}
        </ProductsAndBuy>
      )}
    </PurchaseForm>
  );
}
