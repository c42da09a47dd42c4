// The last search, remembered in localStorage under the seed's keys (seed 000 section 3:
// GUEST_COUNT, CHECK_IN, CHECK_OUT) to prefill the next search box. Dates are stored as
// MM-DD-YYYY, the app's URL format; either format is read back.
import { apiDateToUrl, isApiDate, urlDateToApi } from "#core/dates.ts";

export const STORAGE_KEYS = { guest: "GUEST_COUNT", arrival: "CHECK_IN", departure: "CHECK_OUT" } as const;

export interface RememberedStay {
  /** YYYY-MM-DD or "" */
  arrival: string;
  departure: string;
  /** digits or "" */
  guest: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function readDate(value: string | null): string {
  if (!value) return "";
  return isApiDate(value) ? value : (urlDateToApi(value) ?? "");
}

export function readRememberedStay(): RememberedStay {
  const s = storage();
  if (!s) return { arrival: "", departure: "", guest: "" };
  const guest = s.getItem(STORAGE_KEYS.guest) ?? "";
  return {
    arrival: readDate(s.getItem(STORAGE_KEYS.arrival)),
    departure: readDate(s.getItem(STORAGE_KEYS.departure)),
    guest: /^\d+$/.test(guest) ? guest : "",
  };
}

/** Stores a searched stay (dates YYYY-MM-DD); empty values are removed. */
export function rememberStay({ arrival, departure, guest }: Partial<RememberedStay>) {
  const s = storage();
  if (!s) return;
  try {
    const put = (key: string, value: string | null | undefined) => (value ? s.setItem(key, value) : s.removeItem(key));
    if (guest !== undefined) put(STORAGE_KEYS.guest, guest);
    if (arrival !== undefined) put(STORAGE_KEYS.arrival, apiDateToUrl(arrival));
    if (departure !== undefined) put(STORAGE_KEYS.departure, apiDateToUrl(departure));
  } catch {
    // quota exceeded or storage blocked: remembering is a nicety
  }
}
