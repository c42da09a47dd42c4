// The long-stay checkout screen (seed 002 sections 2 to 5): one conform form checked by the
// action's schema; the stay, the room and the payment-info modal are URL state, so every part works
// without JavaScript. With JavaScript the payment option updates the summary as it is chosen.
import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SubmissionResult } from "@conform-to/react";
import { FormMessages } from "#app/components/form/messages.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { DEFAULT_AREA_CODE } from "#core/rules/contact.ts";
import { SPECIAL_REQUEST_MAX } from "#core/rules/reservation.ts";
import type { LongStayPaymentOption, LongStayType } from "#core/long-stay.ts";
import { CHECKOUT_MESSAGE_SCOPES, checkoutSchema } from "./checkout-schema.ts";
import {
  GuestFields,
  OrderSummary,
  PaymentInfo,
  PaymentOptions,
  RoomList,
  SpecialRequest,
  type CheckoutFields,
} from "./checkout-sections.tsx";
import type { RoomOffer } from "./rooms.ts";
import { checkoutHref, detailHref, PAYMENT_OPTION_OF, type PaymentChoice } from "./stay-query.ts";

export interface CheckoutData {
  lang: "id" | "en";
  type: LongStayType;
  propertyId: number;
  propertyName: string;
  stay: { checkIn: string; length: number; guest: number };
  offers: RoomOffer[];
  roomId: number | null;
  /** The form's key and the unique code drawn from it (core/pricing.ts uniqueCodeFor): part of every amount shown. */
  uniqueKey: string;
  uniqueCode: number;
  payment: PaymentChoice;
  user: { name: string; email: string; phone: string; code: string } | null;
  modal: string | null;
}

export function CheckoutView({ d, reply }: { d: CheckoutData; reply: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation(["longstay", "common"]);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const offer = d.offers.find((o) => o.room.id === d.roomId) ?? null;
  const [option, setOption] = useState<LongStayPaymentOption>(PAYMENT_OPTION_OF[d.payment]);
  const schema = useMemo(() => checkoutSchema({ roomAvailable: offer !== null }), [offer]);
  const defaultValue = {
    guestName: d.user?.name ?? "",
    guestEmail: d.user?.email ?? "",
    guestNoTelp: d.user?.phone ?? "",
    areaCode: d.user?.code || DEFAULT_AREA_CODE,
    specialRequest: "",
    payment: PAYMENT_OPTION_OF[d.payment],
  };
  const [form, fields] = useSchemaForm(schema, { id: "long-stay-checkout", lastResult: reply, defaultValue });
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const paymentChoice: PaymentChoice = option === "Transfer Full" ? "full" : "dp";
  const href = (extra: { room?: number | null; modal?: string }) =>
    checkoutHref(d.type, d.propertyId, d.stay, { room: d.roomId, payment: paymentChoice, key: d.uniqueKey, ...extra });
  const closeHref = href({});

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4">
      <title>{`${t("checkout.title")} · ${d.propertyName} · ${t("common:brand")}`}</title>
      <meta name="robots" content="noindex" />
      {d.modal === "payment-info" ? (
        <Modal title={t("checkout.infoTitle")} closeHref={closeHref}>
          <PaymentInfo dpPercent={(offer ?? d.offers[0])?.room.stayMonthly.dp_percent ?? 0} />
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="btn-primary mt-4 block text-center"
            data-info-close=""
          >
            {t("checkout.close")}
          </Link>
        </Modal>
      ) : null}
      <BackLink to={detailHref(d.type, d.propertyId, d.stay)}>{t("checkout.back")}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{t("checkout.title")}</h1>
      <p className="text-sm text-neutral-600">
        {t(`period.${d.type}`)} · {d.propertyName}
      </p>
      {form.errors?.length ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          data-form-error=""
        >
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <FormMessages scopes={CHECKOUT_MESSAGE_SCOPES} values={{ max: SPECIAL_REQUEST_MAX }}>
        <Form
          method="post"
          action={`${location.pathname}${location.search}`}
          id={form.id}
          noValidate
          onSubmit={form.onSubmit}
          className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]"
        >
          <input type="hidden" name="room" value={d.roomId ?? ""} />
          <input type="hidden" name="uniqueKey" value={d.uniqueKey} />
          <div className="min-w-0 space-y-6">
            <GuestFields fields={fields as unknown as CheckoutFields} />
            <SpecialRequest meta={fields.specialRequest} hydrated={hydrated} />
            <RoomList
              offers={d.offers}
              chosen={d.roomId}
              type={d.type}
              length={d.stay.length}
              roomHref={(room) => href({ room })}
              roomMeta={fields.room}
              lang={d.lang}
            />
            <PaymentOptions
              offer={offer}
              checkIn={d.stay.checkIn}
              option={option}
              onOption={setOption}
              meta={fields.payment}
              infoHref={href({ modal: "payment-info" })}
              lang={d.lang}
            />
          </div>
          <OrderSummary
            propertyName={d.propertyName}
            type={d.type}
            stay={d.stay}
            offer={offer}
            option={option}
            uniqueCode={d.uniqueCode}
            lang={d.lang}
            busy={busy}
            disabled={offer === null}
          />
        </Form>
      </FormMessages>
    </main>
  );
}
