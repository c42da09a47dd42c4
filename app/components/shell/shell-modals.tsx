import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import type { HomePromo } from "#core/contract/index.ts";
import { MESSAGE_PARAM, type ModalName } from "#app/lib/modal.ts";
import type { AccountModalBodyProps } from "#app/components/account/account-modal-body.tsx";
import type { FormFlashData } from "#app/components/account/account-forms.tsx";
import { Modal, useUrlModal } from "#app/components/ui/modal.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";

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
export function ShellModals({
  promos,
  bannerImage,
  account,
}: {
  promos: HomePromo[];
  bannerImage: string | null;
  account: AccountModalData;
}) {
  const { modal, closeHref } = useUrlModal();
  const location = useLocation();
  switch (modal) {
    case "login":
    case "register":
    case "forgot":
    case "reset":
      return <AccountModal name={modal} closeHref={closeHref} account={account} />;
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

const ACCOUNT_TITLES = {
  login: "account.loginTitle",
  register: "account.registerTitle",
  forgot: "account.forgotTitle",
  reset: "account.resetTitle",
} as const;

// The forms (and conform) load only when an account modal opens. On the server the module is
// loaded by the shell's loader first (preloadAccountForms), so the HTML holds the form itself,
// which works without JavaScript; on the client React.lazy keeps that HTML until the chunk arrives.
const loadAccountForms = () => import("#app/components/account/account-modal-body.tsx");
const LazyAccountModalBody = lazy(loadAccountForms);
let serverAccountModalBody: ComponentType<AccountModalBodyProps> | null = null;

/** Server side: call before rendering a page whose URL opens an account modal. */
export async function preloadAccountForms(): Promise<void> {
  serverAccountModalBody ??= (await loadAccountForms()).default;
}

function AccountModalBody(props: AccountModalBodyProps) {
  const Loaded = typeof document === "undefined" ? serverAccountModalBody : null;
  return Loaded ? <Loaded {...props} /> : <LazyAccountModalBody {...props} />;
}

export interface AccountModalData {
  flash: FormFlashData | null;
  promoLogin: number;
  googleClientId: string | null;
}

function AccountModal({
  name,
  closeHref,
  account,
}: {
  name: Extract<ModalName, "login" | "register" | "forgot" | "reset">;
  closeHref: string;
  account: AccountModalData;
}) {
  const { t } = useTranslation("shell");
  return (
    <Modal title={t(ACCOUNT_TITLES[name])} closeHref={closeHref} size="sm">
      <div data-account-modal={name}>
        <Suspense
          fallback={
            <p className="py-8 text-center text-sm text-neutral-600" role="status">
              <span
                className="mx-auto mb-2 block size-6 animate-spin rounded-full border-2 border-brand border-t-transparent"
                aria-hidden="true"
              />
              {t("account:loading")}
            </p>
          }
        >
          <AccountModalBody name={name} {...account} />
        </Suspense>
      </div>
    </Modal>
  );
}

/** The banner's "find more": running promos (GET /v1/voucher-home), each to /promo/{id}, and the gallery. */
function PromoModal({
  promos,
  bannerImage,
  closeHref,
}: {
  promos: HomePromo[];
  bannerImage: string | null;
  closeHref: string;
}) {
  const { t } = useTranslation("shell");
  return (
    <Modal title={t("promoModal.title")} closeHref={closeHref} size="lg">
      {bannerImage ? (
        <StoredImage
          src={bannerImage}
          width={960}
          height={480}
          alt=""
          className="mb-4 aspect-[2/1] w-full rounded-xl bg-neutral-100 object-cover"
        />
      ) : null}
      {promos.length === 0 ? (
        <p className="text-neutral-700">{t("promoModal.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-promo-list="">
          {promos.map((promo) => (
            <li key={promo.id}>
              <Link
                to={`/promo/${promo.id}`}
                className="block overflow-hidden rounded-xl border border-neutral-200 hover:shadow-md"
              >
                <StoredImage
                  src={promo.images}
                  width={960}
                  height={480}
                  alt={promo.title || t("promoModal.promo", { code: promo.code })}
                  loading="lazy"
                  className="aspect-[2/1] w-full bg-neutral-100 object-cover"
                />
                {promo.title ? <span className="block px-3 py-2 text-sm font-medium">{promo.title}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/promo/all"
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-dark hover:underline"
      >
        {t("promoModal.seeAll")} <span aria-hidden="true">→</span>
      </Link>
    </Modal>
  );
}

function MessageModal({ messageKey, closeHref }: { messageKey: MessageKey; closeHref: string }) {
  const { t } = useTranslation("shell");
  return (
    <Modal title={t("messages.title")} closeHref={closeHref} size="sm">
      <p className="text-neutral-800">{t(`messages.${messageKey}`)}</p>
      <Link
        to={closeHref}
        replace
        preventScrollReset
        className="mt-5 block rounded-lg bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink"
      >
        {t("messages.ok")}
      </Link>
    </Modal>
  );
}
