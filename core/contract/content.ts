// /v1 site content of home and the shell: promos, attractions, give-aways, events, the running
// promo event and the top-up platform flags (api/content). Titles and names are in the caller's
// language; promos run between their starts_at and ends_at. Every answer here is cacheable for 60
// seconds (`Cache-Control: public, max-age=60`).
import { z } from "zod";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { flag } from "./fields.ts";

export interface HomePromo {
  id: number;
  code: string;
  title: string;
  images: string;
}

export interface PromoBanner {
  id: number;
  value: number;
  images: string;
  title: string;
}

export interface PopupPromo {
  id: number;
  code: string;
  image_url: string;
}

export interface HomeAttraction {
  id: number;
  code: string;
  title: string;
  images: { image: string }[];
}

export interface GiveAwayItem {
  id: number;
  /** The campaign's internal code (GA-VILLA-UBUD): not for display. */
  code: string;
  /** The give-away's title in the caller's language: its heading and its picture's alt text. */
  title: string;
  image_url: string;
}

/** A give-away's page (seed 002 section 3): terms as sanitised HTML, the optional button (text and safe link, both or neither). */
export interface GiveAwayDetail extends GiveAwayItem {
  term_and_conditions: string;
  btn_text: string | null;
  btn_link: string | null;
}

export interface HomeEvent {
  id: number;
  category: string;
  nameEvent: string;
  kota: { id: number; nama_kota: string };
  nama_kota: string;
  image_url: string;
  schedule: { eventDates: string }[];
}

export interface PromoEvent {
  id: number;
  icon_url: string;
  event_type: string;
}

export interface PlatformStatus {
  ios: 0 | 1;
  android: 0 | 1;
}

export interface PromoLogin {
  /** Members' promo percent (0 when none runs). */
  promoLogin: number;
}

const randomQuery = z.object({ isRandom: flag.meta({ description: "shuffle (true)" }) });

export const content = {
  voucherHome: endpoint<Success<HomePromo[]>>()("GET /voucher-home", {
    access: "app-key",
    description: "The promo carousel (`images` is a URL).",
    answer: "Success<HomePromo[]>",
  }),
  promoBanner: endpoint<Success<PromoBanner[]>>()("GET /promo/banner", {
    access: "app-key",
    description: "The promo banner (`value` is the saving percent).",
    answer: "Success<PromoBanner[]>",
  }),
  promoPopup: endpoint<Success<PopupPromo[]>>()("GET /promo/popup", {
    access: "app-key",
    description: "Popup promos.",
    answer: "Success<PopupPromo[]>",
  }),
  promoLogin: endpoint<Success<PromoLogin>>()("GET /promo-login", {
    access: "app-key",
    description: "Members' promo percent (0 when none).",
    answer: "Success<PromoLogin>",
  }),
  attractions: endpoint<Success<HomeAttraction[]>>()("GET /tourist-attractions", {
    access: "app-key",
    description: "Tourist attractions (an attraction may have no image).",
    query: randomQuery,
    answer: "Success<HomeAttraction[]>",
  }),
  attractionsAll: endpoint<Success<HomeAttraction[]>>()("GET /tourist-attractions/all", {
    access: "app-key",
    description: "The same list as /tourist-attractions (the seeds' client calls both).",
    query: randomQuery,
    answer: "Success<HomeAttraction[]>",
  }),
  giveAwayAll: endpoint<Success<GiveAwayItem[]>>()("GET /give-away/all", {
    access: "app-key",
    description: "Every active give-away.",
    answer: "Success<GiveAwayItem[]>",
  }),
  giveAwayLimit: endpoint<Success<GiveAwayItem[]>>()("GET /give-away/limit/:limit", {
    access: "app-key",
    description: "The first `limit` active give-aways.",
    params: z.object({ limit: z.coerce.number({ message: "invalidNumber" }).int().min(1).max(50) }),
    answer: "Success<GiveAwayItem[]>",
  }),
  giveAwayDetail: endpoint<Success<GiveAwayDetail>>()("GET /give-away/:id", {
    access: "app-key",
    description: "One active give-away with its terms (in the caller's language) and button. Unknown or inactive: 404.",
    params: z.object({ id: z.string().meta({ description: "the give-away id" }) }),
    answer: "Success<GiveAwayDetail>",
  }),
  eventHome: endpoint<Success<HomeEvent[]>>()("GET /villas/event-home", {
    access: "app-key",
    description: "Upcoming events (6, or all with `all`), with their dates from today on.",
    query: z.object({
      all: z
        .preprocess((v) => v !== undefined && v !== "false" && v !== false, z.boolean())
        .meta({ description: "every upcoming event (present and not false)" }),
    }),
    answer: "Success<HomeEvent[]>",
  }),
  voucherEvent: endpoint<Success<PromoEvent | null>>()("GET /voucher-event", {
    access: "app-key",
    description: "The running promo event, or null.",
    answer: "Success<PromoEvent | null>",
  }),
  topUpPlatformStatus: endpoint<Success<PlatformStatus>>()("GET /top-up-platform-status", {
    access: "app-key",
    description: "Whether top-ups are open in the iOS and Android apps.",
    answer: "Success<PlatformStatus>",
  }),
};
