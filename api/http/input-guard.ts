// Input no handler should ever see (issue 9 item 10): a NUL byte or an unpaired UTF-16 surrogate in
// the path, the query or the body (PostgreSQL text and jsonb refuse them, which surfaced as 500s),
// and a body nested deeper than any request of the contract (a 5,000-level array). One check for
// every /v1 endpoint, after the body parsers and before the routers: a 400 with a translated message.
import type { RequestHandler } from "express";
import { ApiError } from "./errors.ts";
import { translate } from "./messages.ts";
import { locals } from "./middleware.ts";

/** The contract's deepest body is an object of arrays of objects; 16 leaves room and bounds recursion. */
export const MAX_BODY_DEPTH = 16;

const badText = (text: string) => text.includes("\u0000") || !text.isWellFormed();

/** "characters" (a NUL or a lone surrogate), "depth", or undefined when the value is fine. Iterative: no stack to blow. */
export function inputProblem(value: unknown): "characters" | "depth" | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === "string") {
      if (badText(current)) return "characters";
    } else if (current !== null && typeof current === "object") {
      if (depth >= MAX_BODY_DEPTH) return "depth";
      for (const [key, item] of Object.entries(current)) {
        if (badText(key)) return "characters";
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The path as Express will decode it for its parameters (a malformed escape is left to Express's own 400). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

export function rejectBadInput(): RequestHandler {
  return (req, res, next) => {
    const problem = badText(decodedPath(req.path)) ? "characters" : (inputProblem(req.query) ?? inputProblem(req.body));
    if (!problem) return next();
    const lang = locals(res).lang;
    next(
      problem === "characters"
        ? new ApiError(400, translate(lang, "invalidCharacters"), { code: "invalid_characters" })
        : new ApiError(400, translate(lang, "inputTooDeep"), { code: "input_too_deep" }),
    );
  };
}
