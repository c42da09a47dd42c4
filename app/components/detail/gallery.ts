// The photo gallery's twelve categories (seed 001 section 2.1), in the seed's order, keyed by the
// images2 groups of /v1, with a URL slug each: ?modal=gallery&category=bedroom&photo=3.
import type { GalleryGroups, GalleryImage } from "#core/contract/index.ts";

export const GALLERY_CATEGORIES = [
  { slug: "exterior", group: "exterior", label: "gallery.exterior" },
  { slug: "lobby", group: "lobi", label: "gallery.lobby" },
  { slug: "bedroom", group: "bedroom", label: "gallery.bedroom" },
  { slug: "bathroom", group: "bathroom", label: "gallery.bathroom" },
  { slug: "living-room", group: "living", label: "gallery.livingRoom" },
  { slug: "dining-room", group: "dining", label: "gallery.diningRoom" },
  { slug: "kitchen", group: "kitchen", label: "gallery.kitchen" },
  { slug: "swimming", group: "swimming", label: "gallery.swimming" },
  { slug: "indoor", group: "indoor", label: "gallery.indoor" },
  { slug: "outdoor", group: "outdoor", label: "gallery.outdoor" },
  { slug: "layout", group: "layout", label: "gallery.layout" },
  { slug: "others", group: "lain_lain", label: "gallery.others" },
] as const satisfies readonly { slug: string; group: keyof GalleryGroups; label: string }[];

export type GallerySlug = (typeof GALLERY_CATEGORIES)[number]["slug"];

export interface GalleryView {
  categories: { slug: GallerySlug; label: string; count: number }[];
  slug: GallerySlug;
  /** 1-based position of the photo shown. */
  photo: number;
  total: number;
  image: GalleryImage | null;
  prevPhoto: number | null;
  nextPhoto: number | null;
}

/** What the gallery modal shows for `?category=&photo=`: an unknown or empty category falls back to the first with photos. */
export function galleryView(groups: GalleryGroups, category: string | null, photo: string | null): GalleryView {
  const categories = GALLERY_CATEGORIES.map((c) => ({
    slug: c.slug,
    label: c.label,
    count: groups[c.group]?.length ?? 0,
  }));
  const asked = GALLERY_CATEGORIES.find((c) => c.slug === category && (groups[c.group]?.length ?? 0) > 0);
  const chosen = asked ?? GALLERY_CATEGORIES.find((c) => (groups[c.group]?.length ?? 0) > 0) ?? GALLERY_CATEGORIES[0];
  const items = groups[chosen.group] ?? [];
  const total = items.length;
  const n = /^\d+$/.test(photo ?? "") ? Number(photo) : 1;
  const position = total === 0 ? 0 : Math.min(Math.max(n, 1), total);
  return {
    categories,
    slug: chosen.slug,
    photo: position,
    total,
    image: items[position - 1] ?? null,
    prevPhoto: position > 1 ? position - 1 : null,
    nextPhoto: position < total ? position + 1 : null,
  };
}

/** The category and position of a file name in the groups (for the header's photos). */
export function locatePhoto(groups: GalleryGroups, file: string): { slug: GallerySlug; photo: number } | null {
  for (const c of GALLERY_CATEGORIES) {
    const index = (groups[c.group] ?? []).findIndex((item) => item.image === file);
    if (index >= 0) return { slug: c.slug, photo: index + 1 };
  }
  return null;
}
