// Share a message: on WhatsApp (a link, no JavaScript needed), and through the browser's own share
// sheet (the Web Share API) where the browser has one: that button appears only after hydration,
// and only there (progressive enhancement; nothing is promised before it works).
import { useEffect, useState } from "react";
import { whatsAppShareUrl } from "./whatsapp.ts";

export interface ShareButtonsProps {
  /** The whole message, link included, in the page's language. */
  text: string;
  /** The share sheet's title (the property's name). */
  title: string;
  whatsAppLabel: string;
  webShareLabel: string;
  /** The browser's note that a link opens a new tab. */
  newTabLabel: string;
}

const BUTTON =
  "tap-target inline-flex items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand";

export function ShareButtons({ text, title, whatsAppLabel, webShareLabel, newTabLabel }: ShareButtonsProps) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  return (
    <div className="flex flex-wrap items-center gap-2" data-share="">
      <a
        href={whatsAppShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
        className={BUTTON}
        data-share-whatsapp=""
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="text-[#128C7E]">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1 2.7.1.2 1.9 2.8 4.5 3.9 1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
          />
        </svg>
        {whatsAppLabel}
        <span className="sr-only">{newTabLabel}</span>
      </a>
      {canShare ? (
        <button
          type="button"
          className={BUTTON}
          // A closed share sheet rejects (AbortError): nothing to say.
          onClick={() => navigator.share({ title, text }).catch(() => undefined)}
          data-share-native=""
        >
          {webShareLabel}
        </button>
      ) : null}
    </div>
  );
}
