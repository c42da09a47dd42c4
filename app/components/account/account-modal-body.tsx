// The body of the login, register, forgot and reset modals: loaded lazily by the shell
// (shell-modals.tsx) so conform and the forms stay out of every page's first-load JavaScript.
import { useLocation } from "react-router";
import { ForgotForm, LoginForm, RegisterForm, ResetForm, type FormFlashData } from "./account-forms.tsx";

export interface AccountModalBodyProps {
  name: "login" | "register" | "forgot" | "reset";
  flash: FormFlashData | null;
  promoLogin: number;
  googleClientId: string | null;
}

export default function AccountModalBody({ name, flash, promoLogin, googleClientId }: AccountModalBodyProps) {
  const location = useLocation();
  switch (name) {
    case "login":
      return <LoginForm flash={flash} place="modal" promoLogin={promoLogin} googleClientId={googleClientId} />;
    case "register":
      return <RegisterForm flash={flash} place="modal" />;
    case "forgot":
      return <ForgotForm flash={flash} place="modal" />;
    case "reset":
      return <ResetForm flash={flash} place="modal" token={new URLSearchParams(location.search).get("token")} />;
  }
}
