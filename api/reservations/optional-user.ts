import type { RequestHandler } from "express";
import type { Db } from "../db/client.ts";
import { requireUser } from "../http/auth.ts";

/**
 * A bearer token when one is sent (then it must be valid: 401 otherwise), nobody when none is:
 * guests can book; Kredivo, points and referrer promos need the logged-in user.
 */
export function optionalUser(db: Db): RequestHandler {
  const required = requireUser(db);
  return (req, res, next) => {
    if (!req.get("authorization")) {
      next();
      return;
    }
    required(req, res, next);
  };
}
