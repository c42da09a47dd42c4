// Google Identity Services' button (only when GOOGLE_CLIENT_ID is set). Its callback posts the ID
// token ("credential") to /resources/auth (intent google); the server verifies it through
// POST /v1/register-social (statusRegister 2). The script needs JavaScript, so does the button.
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher, useLocation } from "react-router";
import { useNonce } from "#app/lib/nonce.tsx";

const GIS_SRC = "https://accounts.google.com/gsi/client";

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: string;
  }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let scriptPromise: Promise<void> | null = null;
function loadScript(nonce: string | undefined): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    // The CSP allows scripts with this response's nonce: the server's, or the one the page's own
    // scripts carry (the browser hides the attribute but keeps the property).
    const value = nonce ?? document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (value) script.nonce = value;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error("Google sign-in script failed to load"));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function GoogleSignIn({ clientId, place }: { clientId: string; place: "modal" | "page" }) {
  const { t, i18n } = useTranslation("account");
  const nonce = useNonce();
  const ref = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher({ key: "account-google" });
  const location = useLocation();
  const submitRef = useRef<(credential: string) => void>(() => {});
  submitRef.current = (credential) => {
    void fetcher.submit(
      {
        intent: "google",
        credential,
        js: "1",
        returnTo: `${location.pathname}${location.search}`,
        modal: place === "modal" ? "login" : "",
      },
      { method: "post", action: "/resources/auth" },
    );
  };

  useEffect(() => {
    let cancelled = false;
    loadScript(nonce)
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !id || !ref.current) return;
        id.initialize({ client_id: clientId, callback: (response) => submitRef.current(response.credential) });
        ref.current.textContent = "";
        id.renderButton(ref.current, {
          theme: "outline",
          size: "large",
          width: 280,
          locale: i18n.language,
          text: "continue_with",
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId, nonce, i18n.language]);

  return (
    <div className="mt-4" data-google-sign-in="">
      <p className="mb-3 flex items-center gap-3 text-xs uppercase text-neutral-500 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {t("or")}
      </p>
      <div ref={ref} className="flex min-h-10 justify-center text-sm text-neutral-500">
        {t("googleLoading")}
      </div>
    </div>
  );
}
