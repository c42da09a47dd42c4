// The shell's external links and contacts, from the environment (README: environment variables).
// Read on the server only; the loader hands the resolved values to the page.

export interface SiteLinks {
  partnerUrl: string;
  csEmail: string;
  /** Two customer-service WhatsApp numbers, international format without "+" (e.g. 6281100000001). */
  csPhones: [string, string];
  playStoreUrl: string;
  appStoreUrl: string;
  social: { name: "instagram" | "facebook" | "tiktok" | "youtube"; url: string }[];
}

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

/** Digits only: "+62 811-0000-0001" → "6281100000001". */
function phone(name: string, fallback: string): string {
  const digits = env(name, fallback).replace(/\D/g, "");
  return digits || fallback;
}

let links: SiteLinks | null = null;

/** Read once: the environment does not change while the process runs (every page's shell asks). */
export function siteLinks(): SiteLinks {
  links ??= readSiteLinks();
  return links;
}

function readSiteLinks(): SiteLinks {
  return {
    partnerUrl: env("PARTNER_URL", "https://partner.inap.id"),
    csEmail: env("CS_EMAIL", "cs@inap.id"),
    csPhones: [phone("CS_PHONE_1", "6281100000001"), phone("CS_PHONE_2", "6281100000002")],
    playStoreUrl: env("PLAY_STORE_URL", "https://play.google.com/store/search?q=inap&c=apps"),
    appStoreUrl: env("APP_STORE_URL", "https://apps.apple.com/id/search?term=inap"),
    social: [
      { name: "instagram", url: env("SOCIAL_INSTAGRAM_URL", "https://www.instagram.com/inap.id") },
      { name: "facebook", url: env("SOCIAL_FACEBOOK_URL", "https://www.facebook.com/inap.id") },
      { name: "tiktok", url: env("SOCIAL_TIKTOK_URL", "https://www.tiktok.com/@inap.id") },
      { name: "youtube", url: env("SOCIAL_YOUTUBE_URL", "https://www.youtube.com/@inap.id") },
    ],
  };
}
