// Share a message: on WhatsApp (a link, no JavaScript needed), and through the browser's own share
// sheet (the Web Share API) where the browser has one: that button appears only after hydration,
// and only there (progressive enhancement; nothing is promised before it works).
import { useEffect, useState } from "react";
import { whatsAppShareUrl } from "./whatsapp.ts";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

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
          <SpriteUse name="whatsapp" />
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
