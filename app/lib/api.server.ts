// The web app's one door to /v1: the app key stays here, on the server.
import type { Language } from "../i18n/config.ts";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: { message?: string; errors?: Record<string, string[]> } | undefined;
  constructor(status: number, message: string, body?: ApiRequestError["body"]) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiCall {
  lang: Language;
  query?: Record<string, QueryValue>;
  /** Bearer token of the signed-in user, for user-scoped calls. */
  token?: string;
  /** The browser's address (clientIpOf), so /v1's per-IP rate limits count visitors, not this server. */
  clientIp?: string;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 10_000;

function baseUrl(): string {
  return process.env.API_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/v1`;
}

function appKey(): string {
  const key = process.env.APP_KEY;
  if (!key) throw new Error("APP_KEY is not set for the web app");
  return key;
}

export async function apiGet<T>(path: string, call: ApiCall): Promise<T> {
  return request<T>("GET", path, call);
}

export async function apiPost<T>(path: string, body: Record<string, unknown>, call: ApiCall): Promise<T> {
  return request<T>("POST", path, call, body);
}

export async function apiPut<T>(path: string, body: Record<string, unknown>, call: ApiCall): Promise<T> {
  return request<T>("PUT", path, call, body);
}

/**
 * The visitor's address as server.ts resolved it (Express' req.ip, which honours X-Forwarded-For
 * only from trusted proxies) and put in this header, overwriting whatever the browser sent.
 */
export const CLIENT_IP_HEADER = "x-inap-client-ip";
export function clientIpOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_IP_HEADER) ?? undefined;
}

/**
 * Answers /v1 marks `Cache-Control: public, max-age=N` (site content: promos, cities, events) are
 * shared by every visitor for N seconds, so a page view does not ask /v1 for them again. Only
 * anonymous GETs; bounded in size.
 */
const publicAnswers = new Map<string, { expires: number; payload: unknown }>();
const PUBLIC_ANSWERS_MAX = 300;

function publicMaxAgeMs(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}

async function request<T>(method: string, path: string, call: ApiCall, body?: Record<string, unknown>): Promise<T> {
  const url = new URL(baseUrl().replace(/\/$/, "") + path);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
  }
  const cacheKey = method === "GET" && !call.token ? `${call.lang} ${url}` : undefined;
  const cached = cacheKey ? publicAnswers.get(cacheKey) : undefined;
  if (cached && cached.expires > Date.now()) return cached.payload as T;
  const headers: Record<string, string> = { "app-key": appKey(), "accept-language": call.lang, accept: "application/json" };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  // /v1 trusts X-Forwarded-For from loopback (this process, or a sidecar API on the same host).
  if (call.clientIp) headers["x-forwarded-for"] = call.clientIp;
  if (body) headers["content-type"] = "application/json";
  const signal = call.signal ? AbortSignal.any([call.signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined, signal });
  const payload = (await response.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
  if (!response.ok || payload === undefined) {
    throw new ApiRequestError(response.status, payload?.message ?? response.statusText, payload as ApiRequestError["body"]);
  }
  const maxAgeMs = cacheKey ? publicMaxAgeMs(response.headers.get("cache-control")) : 0;
  if (cacheKey && maxAgeMs > 0) {
    publicAnswers.delete(cacheKey);
    publicAnswers.set(cacheKey, { expires: Date.now() + maxAgeMs, payload });
    if (publicAnswers.size > PUBLIC_ANSWERS_MAX) publicAnswers.delete(publicAnswers.keys().next().value!);
  }
  return payload;
}
