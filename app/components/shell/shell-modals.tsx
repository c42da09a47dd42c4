import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { HomePromo } from "../../../api/contract.ts";
import { MESSAGE_PARAM, type ModalName } from "../../lib/modal.ts";
import { Modal, ModalLink, useUrlModal } from "../ui/modal.tsx";

/** Keys of the generic message popup (`?modal=message&message=<key>`), texts in common.json "messages". */
export const MESSAGE_KEYS = ["registered", "passwordChanged"] as const;
type MessageKey = (typeof MESSAGE_KEYS)[number];
function isMessageKey(value: string | null): value is MessageKey {
  return value !== null && (MESSAGE_KEYS as readonly string[]).includes(value);
}

/**
 * The modals every page can open through the URL (seed 000 section 2.4). The payment result is
 * rendered by the pages that receive the gateway's return (PaymentResultModal).
 */
export function ShellModals({ promos, bannerImage }: { promos: HomePromo[]; bannerImage: string | null }) {
  const { modal, closeHref } = useUrlModal();
  const location = useLocation();
  switch (modal) {
    case "login":
    case "register":
    case "forgot":
    case "reset":
      return <AccountModal name={modal} closeHref={closeHref} />;
    case "promo":
      return <PromoModal promos={promos} bannerImage={bannerImage} closeHref={closeHref} />;
    case "message": {
      const key = new URLSearchParams(location.search).get(MESSAGE_PARAM);
      return isMessageKey(key) ? <MessageModal messageKey={key} closeHref={closeHref} /> : null;
    }
    default:
      return null;
  }
}

const ACCOUNT_TITLES = { login: "account.loginTitle", register: "account.registerTitle", forgot: "account.forgotTitle", reset: "account.resetTitle" } as const;

/**
 * Login, register, forgot and reset: the forms come with the accounts issue. Until then the modal
 * says so honestly and offers what a guest can do.
 */
function AccountModal({ name, closeHref }: { name: Extract<ModalName, "login" | "register" | "forgot" | "reset">; closeHref: string }) {
  const { t } = useTranslation("common");
  return (
    <Modal title={t(ACCOUNT_TITLES[name])} closeHref={closeHref} size="sm">
      <div data-account-modal={name}>
        <div className="flex gap-3 rounded-xl bg-brand-soft p-3">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-dark" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          <div>
            <p className="font-semibold text-ink">{t("account.comingSoon")}</p>
            <p className="mt-1 text-sm text-neutral-700">{t("account.guestNote")}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-2">
          <Link to="/villas" className="rounded-lg bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink">
            {t("account.continueAsGuest")}
          </Link>
          <Link to="/reservation-check" className="rounded-lg border border-neutral-300 px-4 py-2.5 text-center font-semibold text-neutral-800 hover:bg-neutral-50">
            {t("account.checkReservation")}
          </Link>
        </div>
        <p className="mt-4 text-center text-sm text-neutral-700">
          {name === "register" ? (
            <>
              {t("account.haveAccount")}{" "}
              <ModalLink modal="login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
                {t("account.toLogin")}
              </ModalLink>
            </>
          ) : (
            <>
              {t("account.noAccount")}{" "}
              <ModalLink modal="register" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
                {t("account.toRegister")}
              </ModalLink>
            </>
          )}
        </p>
        {name === "login" ? (
          <p className="mt-1 text-center text-sm">
            <ModalLink modal="forgot" className="text-neutral-700 underline-offset-2 hover:underline">
              {t("account.toForgot")}
            </ModalLink>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

/** The banner's "find more": running promos (GET /v1/voucher-home), each to /promo/{id}, and the gallery. */
function PromoModal({ promos, bannerImage, closeHref }: { promos: HomePromo[]; bannerImage: string | null; closeHref: string }) {
  const { t } = useTranslation("common");
  return (
    <Modal title={t("promoModal.title")} closeHref={closeHref} size="lg">
      {bannerImage ? <img src={bannerImage} alt="" width={960} height={480} decoding="async" className="mb-4 aspect-[2/1] w-full rounded-xl bg-neutral-100 object-cover" /> : null}
      {promos.length === 0 ? (
        <p className="text-neutral-700">{t("promoModal.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-promo-list="">
          {promos.map((promo) => (
            <li key={promo.id}>
              <Link to={`/promo/${promo.id}`} className="block overflow-hidden rounded-xl border border-neutral-200 hover:shadow-md">
                <img
                  src={promo.images}
                  alt={promo.title || t("promoModal.promo", { code: promo.code })}
                  width={960}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[2/1] w-full bg-neutral-100 object-cover"
                />
                {promo.title ? <span className="block px-3 py-2 text-sm font-medium">{promo.title}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/promo/all" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-dark hover:underline">
        {t("promoModal.seeAll")} <span aria-hidden="true">→</span>
      </Link>
    </Modal>
  );
}

function MessageModal({ messageKey, closeHref }: { messageKey: MessageKey; closeHref: string }) {
  const { t } = useTranslation("common");
  return (
    <Modal title={t("messages.title")} closeHref={closeHref} size="sm">
      <p className="text-neutral-800">{t(`messages.${messageKey}`)}</p>
      <Link to={closeHref} replace preventScrollReset className="mt-5 block rounded-lg bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink">
        {t("messages.ok")}
      </Link>
    </Modal>
  );
}
