// The detail page's URL-state modals (DESIGN.md section 1): ?modal=gallery&category=&photo=,
// facilities, rules, accessibility and booking (the booking box on phones).
import { DETAIL_UI_PARAMS } from "./detail-ui.ts";

export const DETAIL_MODALS = ["gallery", "facilities", "rules", "accessibility", "booking"] as const;
export type DetailModal = (typeof DETAIL_MODALS)[number];

export function readDetailModal(params: URLSearchParams): DetailModal | null {
  const name = params.get("modal");
  return (DETAIL_MODALS as readonly string[]).includes(name ?? "") ? (name as DetailModal) : null;
}

export function detailHref(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return `${pathname}${text ? `?${text}` : ""}`;
}

/** Opening a modal clears the other UI parameters first (one modal at a time). */
export function openModalHref(
  pathname: string,
  search: string,
  modal: DetailModal,
  extra: Record<string, string> = {},
): string {
  const cleared = Object.fromEntries(DETAIL_UI_PARAMS.map((k) => [k, null as string | null]));
  return detailHref(pathname, search, { ...cleared, modal, ...extra });
}

export function closeModalHref(pathname: string, search: string): string {
  return detailHref(pathname, search, Object.fromEntries(DETAIL_UI_PARAMS.map((k) => [k, null])));
}
