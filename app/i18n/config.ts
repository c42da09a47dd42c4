export const supportedLanguages = ["id", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "id";
export const defaultNamespace = "common";

export function isLanguage(value: unknown): value is Language {
  return value === "id" || value === "en";
}
