// The account pages' frame: the side menu (seed 001 section 2.3: My account, Account settings,
// My bookings, Logout) and the page's content.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { NavLink } from "react-router";
import { LogoutButton } from "./logout-button.tsx";

const ITEM = "block rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-soft";

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  const cls = ({ isActive }: { isActive: boolean }) =>
    `${ITEM} ${isActive ? "bg-brand-soft text-brand-ink" : "text-neutral-800"}`;
  return (
    <main id="main" className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <title>{`${title} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <nav aria-label={t("menuLabel")} className="md:border-e md:border-neutral-200 md:pe-4">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          <li>
            <NavLink to="/profile" end className={cls}>
              {t("myAccount")}
            </NavLink>
          </li>
          <li>
            <NavLink to="/profile/edit" className={cls}>
              {t("accountSettings")}
            </NavLink>
          </li>
          <li>
            <NavLink to="/my-booking" className={cls}>
              {t("myBookings")}
            </NavLink>
          </li>
          <li>
            <LogoutButton className={`${ITEM} w-full text-start text-neutral-800`} />
          </li>
        </ul>
      </nav>
      <section aria-labelledby="account-title" className="min-w-0">
        <h1 id="account-title" className="mb-4 text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
