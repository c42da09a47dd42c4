import { type Request, type RequestHandler, type Response, Router } from "express";
import { restaurants as calls, type AnswerOf } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { cachePublicly, handle, locals } from "../http/middleware.ts";
import { translate, type Lang } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";
import { loadProductDetail, loadRestaurantContent, loadTypeProducts } from "./menu.ts";

/** Menus change rarely; the web app's /v1 client may reuse them this long (per language). */
const MENU_MAX_AGE = 60;

/** The answers depend on the caller's language, so a shared cache keeps one per language. */
const varyByLanguage: RequestHandler = (_req, res, next) => {
  res.vary("accept-language");
  next();
};

function found<T>(value: T | null, lang: Lang): T {
  if (value === null) throw new ApiError(404, translate(lang, "notFound"));
  return value;
}

/** The restaurant calls of seed 002 section 7: a menu, one type's products, one product. */
export function restaurantRoutes(db: Db): Router {
  const router = Router();

  /** A menu call: public and cached, one copy per language; `answer` gets the caller's language. */
  const getMenu = (path: string, answer: (req: Request, res: Response, lang: Lang) => Promise<void>) =>
    router.get(
      path,
      cachePublicly(MENU_MAX_AGE),
      varyByLanguage,
      handle((req, res) => answer(req, res, locals(res).lang)),
    );

  getMenu(calls.detail.path, async (req, res, lang) => {
    const { id } = parseInput(calls.detail.params, req.params, lang);
    res.json({ status: "success", data: found(await loadProductDetail(db, id, lang), lang) } satisfies AnswerOf<
      typeof calls.detail
    >);
  });
  getMenu(calls.content.path, async (req, res, lang) => {
    const { id } = parseInput(calls.content.params, req.params, lang);
    res.json(found(await loadRestaurantContent(db, id, lang), lang) satisfies AnswerOf<typeof calls.content>);
  });
  getMenu(calls.products.path, async (req, res, lang) => {
    const { restaurantId, typeId } = parseInput(calls.products.params, req.params, lang);
    res.json(
      found(await loadTypeProducts(db, restaurantId, typeId, lang), lang) satisfies AnswerOf<typeof calls.products>,
    );
  });

  return router;
}
