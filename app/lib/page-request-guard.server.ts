// What no page's loader or action should ever see (issue 21 item 8), checked once for every page
// request before React Router, as /v1 does for its own (api/http/input-guard.ts):
//   - a NUL byte or broken UTF-8 in the path or the query (PostgreSQL refuses such text: a 5xx) → 400;
//   - a form post whose body is not a form (JSON, text: `request.formData()` throws) → 415;
//   - a cross-site post: React Router checks its UI routes, not resource routes (STACK.md) → 403.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isSameOriginHeaders } from "./csrf.server.ts";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when the percent-decoded URL holds a NUL or bytes that are not UTF-8 (a stray '%' is left as it is, like URLSearchParams). */
export function hasBadUrlText(url: string): boolean {
  try {
    // The common case in one native call; it throws on a stray '%' as on broken UTF-8, which the slow path tells apart.
    return decodeURIComponent(url).includes("\u0000");
  } catch {
    return hasBadEscapedBytes(url);
  }
}

function hasBadEscapedBytes(url: string): boolean {
  const bytes: number[] = [];
  for (let i = 0; i < url.length; i++) {
    const percent = url[i] === "%" ? /^[0-9A-Fa-f]{2}$/.exec(url.slice(i + 1, i + 3)) : null;
    if (percent) {
      bytes.push(Number.parseInt(percent[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(url[i]!));
    }
  }
  try {
    return strictUtf8.decode(new Uint8Array(bytes)).includes("\u0000");
  } catch {
    return true;
  }
}

function isFormBody(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type);
}

function refuse(res: ServerResponse, status: number, id: string, en: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(
    `<!doctype html><html lang="id"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${id}</title><h1>${id}</h1><p lang="en">${en}</p><p><a href="/">Beranda / Home</a></p></html>`,
  );
}

/** Why a page request is refused before React Router sees it, or undefined to let it through. */
function refusal(req: IncomingMessage): { status: number; id: string; en: string } | undefined {
  if (hasBadUrlText(req.url ?? "/"))
    return { status: 400, id: "Alamat tidak valid", en: "The address holds characters we cannot read." };
  if (READ_METHODS.has(req.method ?? "GET")) return undefined;
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  if (!isSameOriginHeaders(header, req.headers.host ?? ""))
    return { status: 403, id: "Permintaan lintas situs ditolak", en: "A form from another site cannot post here." };
  if (!isFormBody(req.headers["content-type"]))
    return { status: 415, id: "Formulir tidak dikenali", en: "Forms are sent as form data." };
  return undefined;
}

export function pageRequestGuard() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const refused = refusal(req);
    if (refused) refuse(res, refused.status, refused.id, refused.en);
    else next();
  };
}
