import { Router } from "express";
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { todayInJakarta } from "#core/dates.ts";
import {
  content,
  type AnswerOf,
  type GiveAwayDetail,
  type GiveAwayItem,
  type HomeAttraction,
  type HomeEvent,
  type HomePromo,
  type PlatformStatus,
  type PopupPromo,
  type PromoBanner,
  type PromoEvent,
  positiveId,
} from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { appSettings, attractions, giveAways, promoEvents, promos } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { imageUrl } from "../http/images.ts";
import { translate, type Lang } from "../http/messages.ts";
import { buttonOf } from "../promos/view.ts";
import { sanitizeHtml } from "../properties/sanitize-html.ts";
import { cachePublicly, handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";

const HOME_EVENTS = 6;
/** Site content changes rarely; the web app's /v1 client reuses it for this long. */
const CONTENT_MAX_AGE = 60;

/** The promos of one kind that are running now, in their display order. */
function runningPromos(db: Db, kind: string) {
  const now = new Date();
  return db
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.kind, kind),
        or(isNull(promos.startsAt), lte(promos.startsAt, now)),
        or(isNull(promos.endsAt), gt(promos.endsAt, now)),
      ),
    )
    .orderBy(asc(promos.sort), asc(promos.id));
}

/** Home page content: promos, attractions, give-aways, events, the promo event, platform flags. */
export function contentRoutes(db: Db): Router {
  const router = Router();

  router.get(
    content.voucherHome.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const lang = locals(res).lang;
      const rows = await runningPromos(db, "carousel");
      const data: HomePromo[] = rows.map((p) => ({
        id: p.id,
        code: p.code,
        title: lang === "en" ? p.titleEn : p.titleId,
        images: imageUrl("voucher", p.image),
      }));
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.voucherHome>);
    }),
  );

  router.get(
    content.promoBanner.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const lang = locals(res).lang;
      const rows = await runningPromos(db, "banner");
      const data: PromoBanner[] = rows.map((p) => ({
        id: p.id,
        value: p.value,
        images: imageUrl("voucher", p.image),
        title: lang === "en" ? p.titleEn : p.titleId,
      }));
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.promoBanner>);
    }),
  );

  router.get(
    content.promoPopup.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const rows = await runningPromos(db, "popup");
      const data: PopupPromo[] = rows.map((p) => ({ id: p.id, code: p.code, image_url: imageUrl("voucher", p.image) }));
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.promoPopup>);
    }),
  );

  router.get(
    content.promoLogin.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const [promo] = await runningPromos(db, "login").limit(1);
      res.json({ status: "success", data: { promoLogin: promo?.value ?? 0 } } satisfies AnswerOf<
        typeof content.promoLogin
      >);
    }),
  );

  const attractionList = handle(async (req, res) => {
    const lang = locals(res).lang;
    const { isRandom: random } = parseInput(content.attractions.query, req.query, lang);
    const rows = await db
      .select({
        id: attractions.id,
        code: attractions.code,
        titleId: attractions.titleId,
        titleEn: attractions.titleEn,
        // Aliased on purpose: drizzle writes ${attractions.id} as a bare "id" here, which inside the
        // subquery is the image's own id (every attraction got Tanah Lot's picture, issue 10).
        images: sql<
          string[] | null
        >`(select array_agg(ai.file order by ai.sort, ai.id) from attraction_images ai where ai.attraction_id = "attractions"."id")`,
      })
      .from(attractions)
      .orderBy(random ? sql`random()` : asc(attractions.sort), asc(attractions.id));
    const data: HomeAttraction[] = rows.map((a) => ({
      id: a.id,
      code: a.code,
      title: lang === "en" ? a.titleEn : a.titleId,
      images: (a.images ?? []).map((file) => ({ image: imageUrl("attraction", file) })),
    }));
    res.json({ status: "success", data } satisfies AnswerOf<typeof content.attractions>);
  });
  router.get(content.attractions.path, cachePublicly(CONTENT_MAX_AGE), attractionList);
  router.get(content.attractionsAll.path, cachePublicly(CONTENT_MAX_AGE), attractionList);

  const giveAwayList = (limit: number | undefined) =>
    db
      .select()
      .from(giveAways)
      .where(eq(giveAways.isActive, true))
      .orderBy(asc(giveAways.sort), asc(giveAways.id))
      .limit(limit ?? 1000);
  // The title in the caller's language (English falls back to Indonesian); the code is internal.
  const toGiveAwayItem = (g: typeof giveAways.$inferSelect, lang: Lang): GiveAwayItem => ({
    id: g.id,
    code: g.code,
    title: (lang === "en" ? g.titleEn || g.titleId : g.titleId) || g.code,
    image_url: imageUrl("give-away", g.image),
  });

  // /give-away/all and /give-away/limit/:limit: the same list, the second cut to its limit.
  for (const endpoint of [content.giveAwayAll, content.giveAwayLimit]) {
    router.get(
      endpoint.path,
      cachePublicly(CONTENT_MAX_AGE),
      handle(async (req, res) => {
        const lang = locals(res).lang;
        const limit =
          endpoint === content.giveAwayLimit ? parseInput(endpoint.params, req.params, lang).limit : undefined;
        res.json({
          status: "success",
          data: (await giveAwayList(limit)).map((g) => toGiveAwayItem(g, lang)),
        } satisfies AnswerOf<typeof content.giveAwayAll>);
      }),
    );
  }

  /** Registered after /give-away/all and /give-away/limit/:limit, which it would otherwise shadow. */
  router.get(
    content.giveAwayDetail.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const id = positiveId.safeParse(content.giveAwayDetail.params.parse(req.params).id);
      const [row] = id.success
        ? await db
            .select()
            .from(giveAways)
            .where(and(eq(giveAways.id, id.data), eq(giveAways.isActive, true)))
        : [];
      if (!row) throw new ApiError(404, translate(lang, "notFound"));
      const data: GiveAwayDetail = {
        ...toGiveAwayItem(row, lang),
        term_and_conditions: sanitizeHtml(lang === "en" ? row.termsEn : row.termsId),
        ...buttonOf(row, lang),
      };
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.giveAwayDetail>);
    }),
  );

  router.get(
    content.eventHome.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { all } = parseInput(content.eventHome.query, req.query, lang);
      const today = todayInJakarta();
      const rows = await queryRows<{
        id: number;
        category: string;
        name_id: string;
        name_en: string;
        image: string;
        city_id: number;
        nama_kota: string;
        dates: string[];
      }>(
        db,
        sql`
        select e.id, e.category, e.name_id, e.name_en, e.image, c.id as city_id, c.nama_kota,
          array_agg(to_char(s.event_date, 'YYYY-MM-DD') order by s.event_date) as dates
        from events e
        join cities c on c.id = e.city_id
        join event_schedules s on s.event_id = e.id and s.event_date >= ${today}::date
        group by e.id, c.id
        order by min(s.event_date), e.id
        limit ${all ? 1000 : HOME_EVENTS}`,
      );
      const data: HomeEvent[] = rows.map((e) => ({
        id: e.id,
        category: e.category,
        nameEvent: lang === "en" ? e.name_en : e.name_id,
        kota: { id: e.city_id, nama_kota: e.nama_kota },
        nama_kota: e.nama_kota,
        image_url: imageUrl("event", e.image),
        schedule: e.dates.map((eventDates) => ({ eventDates })),
      }));
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.eventHome>);
    }),
  );

  router.get(
    content.voucherEvent.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const now = new Date();
      const [event] = await db
        .select()
        .from(promoEvents)
        .where(and(lte(promoEvents.startsAt, now), gt(promoEvents.endsAt, now)))
        .orderBy(asc(promoEvents.startsAt))
        .limit(1);
      const data: PromoEvent | null = event
        ? { id: event.id, icon_url: imageUrl("icon", event.icon), event_type: event.eventType }
        : null;
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.voucherEvent>);
    }),
  );

  router.get(
    content.topUpPlatformStatus.path,
    cachePublicly(CONTENT_MAX_AGE),
    handle(async (_req, res) => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "top_up_platform_status"));
      const value = (row?.value ?? {}) as Partial<PlatformStatus>;
      const data: PlatformStatus = { ios: value.ios === 1 ? 1 : 0, android: value.android === 1 ? 1 : 0 };
      res.json({ status: "success", data } satisfies AnswerOf<typeof content.topUpPlatformStatus>);
    }),
  );

  return router;
}
