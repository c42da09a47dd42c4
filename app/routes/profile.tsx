// /profile (seed 001 section 2.3): read-only account settings: name, phone with its code, email,
// referral code, share links to the site with ?reff=, edit button, and the change-password
// button only for accounts registered by email (statusRegister 0).
import { publicOrigin } from "#app/lib/public-origin.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { displayPhone, shareLink, shareUrls } from "#app/lib/account-rules.ts";
import { loadAccountUser } from "#app/lib/account.server.ts";
import type { Route } from "./+types/profile";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account", "shell"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const { user } = await loadAccountUser(request, lang);
  return { user, link: shareLink(publicOrigin(request), user.referral_code) };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { user, link } = loaderData;
  const share = shareUrls(link, t("shareText", { code: user.referral_code }));
  const row = (label: string, value: string, name: string) => (
    <div className="grid gap-1 border-b border-neutral-100 py-3 sm:grid-cols-[12rem_1fr]" data-profile={name}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-medium break-words">{value || <span className="text-neutral-500">{t("notSet")}</span>}</dd>
    </div>
  );
  return (
    <AccountLayout title={t("profileTitle")}>
      <dl>
        {row(t("name"), user.name, "name")}
        {row(t("phone"), displayPhone(user.code, user.phone), "phone")}
        {row(t("email"), user.email, "email")}
        {row(t("referralCode"), user.referral_code, "referral")}
      </dl>
      <div className="mt-5">
        <p className="text-sm font-semibold">{t("shareTitle")}</p>
        <p className="mt-1 break-all text-sm text-neutral-600" data-share-link="">
          {link}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <a href={share.facebook} target="_blank" rel="noopener noreferrer" className="btn-secondary text-sm">
            {t("shareFacebook")} <span className="sr-only">{t("shareNote")}</span>
          </a>
          <a href={share.twitter} target="_blank" rel="noopener noreferrer" className="btn-secondary text-sm">
            {t("shareTwitter")} <span className="sr-only">{t("shareNote")}</span>
          </a>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        {user.name ? (
          <Link to="/profile/edit" className="btn-primary">
            {t("editProfile")}
          </Link>
        ) : null}
        {user.statusRegister === 0 ? (
          <Link to="/change-password" className="btn-secondary">
            {t("changePassword")}
          </Link>
        ) : null}
      </div>
    </AccountLayout>
  );
}
