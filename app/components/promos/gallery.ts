import type { PromoListItem } from "#core/contract/index.ts";

/** A promo with a page of its own (GET /v1/promo/all also lists a room's promo, which has none). */
export type GalleryPromo = PromoListItem & { id: number; image_url: string };

export const hasPage = (promo: PromoListItem): promo is GalleryPromo =>
  typeof promo.id === "number" && Boolean(promo.image_url);
