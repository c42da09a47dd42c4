import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";

/** Demo mode (SMTP_URL unset): a thin bar saying mail waits in /dev/mailbox (DESIGN.md section 5). */
export function DemoMailNotice() {
  const { t } = useTranslation("shell");
  return (
    <p className="bg-ink px-3 py-1 text-center text-xs text-white" data-demo-mail="">
      {t("demoMail.notice")}{" "}
      <Link to="/dev/mailbox" className="tap-target font-semibold underline underline-offset-2">
        {t("demoMail.mailbox")}
      </Link>
    </p>
  );
}
