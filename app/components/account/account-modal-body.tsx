// The body of the login, register, forgot and reset modals: loaded lazily by the shell
// (shell-modals.tsx) so conform and the forms stay out of every page's first-load JavaScript.
import { useLocation } from "react-router";
import { safeRedirectPath } from "#app/lib/account-rules.ts";
import { REDIRECT_PARAM } from "#app/lib/modal.ts";
import { ForgotForm, LoginForm, RegisterForm, ResetForm, type FormFlashData } from "./account-forms.tsx";

export interface AccountModalBodyProps {
  name: "login" | "register" | "forgot" | "reset";
  flash: FormFlashData | null;
  promoLogin: number;
  googleClientId: string | null;
}

export default function AccountModalBody({ name, flash, promoLogin, googleClientId }: AccountModalBodyProps) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  switch (name) {
    case "login": {
      // A page the modal was opened for (a home top-up shortcut): this site's paths only.
      const asked = params.get(REDIRECT_PARAM);
      const redirectTo = asked ? safeRedirectPath(asked, "") || null : null;
      return (
        <LoginForm
          flash={flash}
          place="modal"
          promoLogin={promoLogin}
          googleClientId={googleClientId}
          redirectTo={redirectTo}
        />
      );
    }
    case "register":
      return <RegisterForm flash={flash} place="modal" />;
    case "forgot":
      return <ForgotForm flash={flash} place="modal" />;
    case "reset":
      return <ResetForm flash={flash} place="modal" token={params.get("token")} />;
  }
}
