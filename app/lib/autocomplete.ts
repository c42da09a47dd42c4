// The search box's suggestions (seed 000 sections 5 and 9): past 3 typed characters, the
// names whose label or location contains the text; before that, the first 5 names.

/** Seed 000 section 9: filtering starts with MORE than this many characters. */
export const AUTOCOMPLETE_THRESHOLD = 3;
/** Seed 000 section 9: suggestions shown before filtering starts. */
export const AUTOCOMPLETE_DEFAULT_COUNT = 5;

export interface Suggestion {
  label: string;
  location: string;
}

/** Lower-case without diacritics, so "bali" finds "Balí" and "cafe" finds "Café". */
export function normalizeForSearch(text: string | null | undefined): string {
  return (text ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The suggestions for a query. With more than `threshold` characters (after trimming), the
 * items whose label or location contains the query, case- and accent-insensitively, in their
 * original order (at most `maxResults`); otherwise the first `defaultCount` items.
 */
export function filterSuggestions<T extends Suggestion>(
  items: readonly T[],
  query: string | null | undefined,
  {
    threshold = AUTOCOMPLETE_THRESHOLD,
    defaultCount = AUTOCOMPLETE_DEFAULT_COUNT,
    maxResults = Number.POSITIVE_INFINITY,
  }: { threshold?: number; defaultCount?: number; maxResults?: number } = {},
): T[] {
  const needle = normalizeForSearch(query?.trim());
  if (needle.length <= threshold) return items.slice(0, Math.max(0, defaultCount));
  const matches: T[] = [];
  for (const item of items) {
    if (matches.length >= maxResults) break;
    if (normalizeForSearch(item.label).includes(needle) || normalizeForSearch(item.location).includes(needle)) {
      matches.push(item);
    }
  }
  return matches;
}
