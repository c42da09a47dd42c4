// The country-code picker's options (default +62, Indonesia, first).
export const COUNTRY_CODES = [
  { code: "+62", country: "ID" },
  { code: "+60", country: "MY" },
  { code: "+65", country: "SG" },
  { code: "+66", country: "TH" },
  { code: "+63", country: "PH" },
  { code: "+84", country: "VN" },
  { code: "+673", country: "BN" },
  { code: "+670", country: "TL" },
  { code: "+61", country: "AU" },
  { code: "+64", country: "NZ" },
  { code: "+81", country: "JP" },
  { code: "+82", country: "KR" },
  { code: "+86", country: "CN" },
  { code: "+852", country: "HK" },
  { code: "+886", country: "TW" },
  { code: "+91", country: "IN" },
  { code: "+966", country: "SA" },
  { code: "+971", country: "AE" },
  { code: "+31", country: "NL" },
  { code: "+49", country: "DE" },
  { code: "+33", country: "FR" },
  { code: "+44", country: "GB" },
  { code: "+1", country: "US" },
] as const;

export const DEFAULT_COUNTRY_CODE = "+62";
