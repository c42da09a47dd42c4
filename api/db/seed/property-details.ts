/** The parts of a demo property around its rooms: rules, spoken languages, facilities and gallery. */
import type { ImageCategory } from "../schema.ts";
import {
  english,
  everydayFacilityIcons,
  facilityLikelihood,
  galleryAreas,
  imageCaptions,
  indonesian,
  otherLanguages,
  otherRuleLines,
  syariahRuleLines,
  type PropertyCategory,
  type SpokenLanguage,
} from "./catalogue.ts";
import type { CityProfile } from "./cities.ts";
import { POOL_VARIANTS, propertyImageFile } from "./images.ts";
import type { Random } from "./random.ts";
import { exteriorStyle } from "./scenes-property.ts";

export interface RulesPlan {
  /** Check-in from `checkinFirst`, or between it and `checkinSecond` when that is set. */
  checkinFirst: string;
  checkinSecond: string | null;
  /** Check-out before `checkoutFirst`, or between it and `checkoutSecond` when that is set. */
  checkoutFirst: string;
  checkoutSecond: string | null;
  dayCancel: number | null;
  refundPercent: number | null;
  noSmoking: boolean;
  noPet: boolean;
  noParty: boolean;
  otherRulesId: string;
  otherRulesEn: string;
}

export function planRules(syariah: boolean, random: Random): RulesPlan {
  const checkoutRange = random.chance(0.4);
  const dayCancel = random.pick([null, 3, 7, 14] as const);
  const lines = [...random.sample(otherRuleLines, random.int(2, 4)), ...(syariah ? syariahRuleLines : [])];
  return {
    checkinFirst: "14:00",
    checkinSecond: random.chance(0.5) ? random.pick(["15:00", "16:00"]) : null,
    checkoutFirst: checkoutRange ? "11:00" : "12:00",
    checkoutSecond: checkoutRange ? "12:00" : null,
    dayCancel,
    refundPercent: dayCancel === null ? null : random.pick([50, 100]),
    noSmoking: syariah || random.chance(0.6),
    noPet: random.chance(0.7),
    noParty: syariah || random.chance(0.5),
    otherRulesId: lines.map(([id]) => id).join("\n"),
    otherRulesEn: lines.map(([, en]) => en).join("\n"),
  };
}

export function planLanguages(profile: CityProfile, random: Random): SpokenLanguage[] {
  const languages = [indonesian];
  if (random.chance(0.9)) languages.push(english);
  const extra = profile === "beach" || profile === "culture" ? random.int(0, 2) : random.int(0, 1);
  return [...languages, ...random.sample(otherLanguages, extra)];
}

const MIN_FACILITIES = 4;
const MAX_FACILITIES = 14;

/** Facility icons (the facilities' keys): the everyday ones, then those likely for the category. */
export function planFacilities(category: PropertyCategory, syariah: boolean, random: Random): string[] {
  const icons = everydayFacilityIcons.filter(() => random.chance(0.92));
  for (const [icon, likelihood] of Object.entries(facilityLikelihood[category]))
    if (random.chance(likelihood * 0.8)) icons.push(icon);
  if (syariah) icons.push("prayer-room.svg");
  const unique = [...new Set(icons)];
  const spare = Object.keys(facilityLikelihood[category]).filter((icon) => !unique.includes(icon));
  while (unique.length < MIN_FACILITIES && spare.length > 0) unique.push(spare.shift()!);
  if (unique.length <= MAX_FACILITIES) return unique;
  // Keep the everyday ones and the prayer room of a syariah property when trimming.
  const essential = unique.filter((icon) => everydayFacilityIcons.includes(icon) || icon === "prayer-room.svg");
  const rest = random.sample(
    unique.filter((icon) => !essential.includes(icon)),
    MAX_FACILITIES - essential.length,
  );
  return [...essential, ...rest];
}

export interface GalleryImage {
  file: string;
  category: ImageCategory;
  captionId: string;
  captionEn: string;
  sort: number;
}

const allVariants = Array.from({ length: POOL_VARIANTS }, (_, i) => i + 1);
/** Categories whose exterior is a hotel block rather than a house. */
const blockBuilding = new Set<PropertyCategory>(["Hotel", "Apartment"]);

/** 5 to 12 pool images: an exterior first, a bedroom and a bathroom, then areas that suit the category. */
export function planGallery(
  category: PropertyCategory,
  hasPool: boolean,
  bedrooms: number,
  random: Random,
): GalleryImage[] {
  const count = random.int(5, 12);
  const areas = galleryAreas[category].filter((area) => hasPool || area !== "swimming");
  const chosen: ImageCategory[] = ["exterior", "bedroom", "bathroom"];
  if (bedrooms > 1) chosen.push("bedroom");
  for (const area of random.sample(areas, count - chosen.length)) chosen.push(area);
  while (chosen.length < count) chosen.push(random.pick(["exterior", "bedroom", ...areas]));

  const used = new Set<string>();
  const variants = (area: ImageCategory) =>
    allVariants.filter(
      (variant) => area !== "exterior" || (exteriorStyle(variant) === "hotel") === blockBuilding.has(category),
    );
  return chosen.slice(0, count).map((area, sort) => {
    const candidates = variants(area);
    const unused = candidates.filter((variant) => !used.has(propertyImageFile(area, variant)));
    const file = propertyImageFile(area, random.pick(unused.length > 0 ? unused : candidates));
    used.add(file);
    const [captionId, captionEn] = random.pick(imageCaptions[area]);
    return { file, category: area, captionId, captionEn, sort };
  });
}
