// The web app's one door to /v1: one named function per endpoint it calls, typed from the contract
// (core/contract/): `await api.hotelDetail({ params: { villa }, query }, call)`. The app key stays
// here, on the server.
import {
  contract,
  type AnswerOf,
  type EndpointDefinition,
  type InputOf,
  type WireValue,
} from "#core/contract/index.ts";
import { data } from "react-router";
import { log } from "#core/log/current-logger.server.ts";
import type { Language } from "#app/i18n/config.ts";
import { installedV1Transport, type V1Transport } from "#core/v1-transport.ts";
import { MAILBOX_HEADER } from "./mailbox-cookie.server.ts";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body:
    | { message?: string; errors?: Record<string, string[]>; code?: string; contact_cs?: boolean }
    | undefined;
  constructor(status: number, message: string, body?: ApiRequestError["body"]) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

declare const madeByApiCall: unique symbol;

/**
 * The context of a /v1 call: the language, the visitor's address and, for user-scoped calls, the
 * bearer token. Made only by apiCall (from the visitor's Request) or serverCall (the server's own,
 * shared fetches), so a call made on a visitor's behalf cannot forget the visitor: /v1's per-IP
 * rate limits then count visitors, not this server.
 */
export interface ApiCall {
  readonly lang: Language;
  /** Bearer token of the signed-in user, for user-scoped calls. */
  readonly token?: string;
  /** The browser's address (clientIpOf); undefined only for serverCall. */
  readonly clientIp: string | undefined;
  /** The browser's demo mailbox id (mailbox-cookie.server.ts): mail this call causes is shown to it. */
  readonly mailbox?: string;
  /** The page request's id (server.ts put it in REQUEST_ID_HEADER): /v1's log lines of this call carry it too. */
  readonly requestId?: string;
  readonly signal?: AbortSignal;
  readonly [madeByApiCall]: true;
}

/** The context of a call made on behalf of the visitor who sent `request`. */
export function apiCall(request: Request, options: { lang: Language; token?: string; signal?: AbortSignal }): ApiCall {
  return {
    ...options,
    clientIp: clientIpOf(request),
    mailbox: request.headers.get(MAILBOX_HEADER) ?? undefined,
    requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
  } as ApiCall;
}

/** The context of a call the server makes for everyone (a shared cache, the logout of an ended session), not for one visitor. */
export function serverCall(options: { lang: Language; token?: string }): ApiCall {
  return { ...options, clientIp: undefined } as ApiCall;
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
 * The page request's id as server.ts chose it (api/http/request-id.ts) and put it in this header,
 * overwriting whatever the browser sent; /v1 keeps it because the call comes from loopback.
 */
export const REQUEST_ID_HEADER = "x-request-id";

const TIMEOUT_MS = 10_000;

function baseUrl(): string {
  return process.env.API_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/v1`;
}

function appKey(): string {
  const key = process.env.APP_KEY;
  if (!key) throw new Error("APP_KEY is not set for the web app");
  return key;
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

type RequestParts = { params?: Record<string, WireValue>; query?: Record<string, WireValue>; body?: unknown };

/** The endpoint's path with its `:name` segments filled in (encoded). */
export function pathOf(path: string, params: Record<string, WireValue> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The endpoint's path and query under /v1 (empty values are not sent). */
function targetOf(endpoint: EndpointDefinition, input: RequestParts): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return pathOf(endpoint.path, input.params) + (search ? `?${search}` : "");
}

/** /v1 over HTTP at API_BASE_URL (a split deployment, or no in-process transport installed). */
const overHttp: V1Transport = async ({ method, target, headers, body, signal }) => {
  const response = await fetch(baseUrl().replace(/\/$/, "") + target, { method, headers, body, signal });
  const text = await response.text().catch(() => "");
  return {
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    text,
  };
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(endpoint: EndpointDefinition, input: RequestParts, call: ApiCall): Promise<unknown> {
  const target = targetOf(endpoint, input);
  const cacheKey = endpoint.method === "GET" && !call.token ? `${call.lang} ${target}` : undefined;
  const cached = cacheKey ? publicAnswers.get(cacheKey) : undefined;
  if (cached && cached.expires > Date.now()) return cached.payload;
  // identity: /v1 is this process or a neighbour on the same host; gzip there and gunzip here
  // would only cost CPU on both sides (fetch asks for gzip by default).
  const headers: Record<string, string> = {
    "app-key": appKey(),
    "accept-language": call.lang,
    accept: "application/json",
    "accept-encoding": "identity",
  };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  // /v1 trusts X-Forwarded-For from loopback (this process, or a sidecar API on the same host).
  if (call.clientIp) headers["x-forwarded-for"] = call.clientIp;
  if (call.mailbox) headers[MAILBOX_HEADER] = call.mailbox;
  if (call.requestId) headers[REQUEST_ID_HEADER] = call.requestId;
  const body = endpoint.method === "GET" ? undefined : JSON.stringify(input.body ?? {});
  if (body !== undefined) headers["content-type"] = "application/json";
  const signal = call.signal
    ? AbortSignal.any([call.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);
  const transport = installedV1Transport() ?? overHttp;
  const response = await transport({ method: endpoint.method, target, headers, body, signal });
  const payload = parseJson(response.text) as { message?: string; code?: string } | undefined;
  // The database is down (/v1's 503 `unavailable`): the whole site is, so this is not one call's
  // failure for the page to word: the root error boundary says "try again in a moment" with 503.
  // An error response, not an Error: React Router hides an Error's details in production.
  if (response.status === 503 && payload?.code === "unavailable")
    throw unavailableResponse(response.header("retry-after") ?? "5");
  if (!(response.status >= 200 && response.status < 300) || payload === undefined) {
    throw new ApiRequestError(
      response.status,
      payload?.message ?? response.statusText,
      payload as ApiRequestError["body"],
    );
  }
  const maxAgeMs = cacheKey ? publicMaxAgeMs(response.header("cache-control")) : 0;
  if (cacheKey && maxAgeMs > 0) {
    publicAnswers.delete(cacheKey);
    publicAnswers.set(cacheKey, { expires: Date.now() + maxAgeMs, payload });
    if (publicAnswers.size > PUBLIC_ANSWERS_MAX) publicAnswers.delete(publicAnswers.keys().next().value!);
  }
  return payload;
}

/** What a loader or action throws while /v1's database is unreachable (rendered by root.tsx's ErrorBoundary). */
export function unavailableResponse(retryAfter: string) {
  return data(
    { unavailable: true },
    {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": retryAfter, "Cache-Control": "no-store" },
    },
  );
}

/** True for unavailableResponse's answer: code that words a failed call itself rethrows it. */
export function isUnavailableResponse(error: unknown): boolean {
  const e = error as { init?: { status?: number }; data?: { unavailable?: unknown } } | null;
  return e?.init?.status === 503 && e.data?.unavailable === true;
}

/**
 * A page loader's answer when its call failed: `fallback` with status 502, the failure logged as
 * `what`. The API's 503 page and an aborted request are thrown on as they are.
 */
export function failedCall<T>(request: Request, error: unknown, what: string, fallback: T) {
  if (isUnavailableResponse(error) || request.signal.aborted) throw error;
  log.warn(what, { error });
  return data(fallback, { status: 502 });
}

/** (input, call), or just (call) when the endpoint takes no required input. */
type Args<E> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional"
  {} extends InputOf<E> ? [call: ApiCall] | [input: InputOf<E>, call: ApiCall] : [input: InputOf<E>, call: ApiCall];

function call<E extends EndpointDefinition>(endpoint: E) {
  return (...args: Args<E>): Promise<AnswerOf<E>> => {
    const [input, context] = args.length === 1 ? [{}, args[0]] : args;
    return send(endpoint, input as RequestParts, context as ApiCall) as Promise<AnswerOf<E>>;
  };
}

const { hotels, cities, content, properties, promos, reservations, bookings, accounts, users, mail, topUp } = contract;

/** The /v1 endpoints the web app calls. */
export const api = {
  hotelSearch: call(hotels.search),
  allVillas: call(hotels.allVilla),
  propertiesByType: call(hotels.byType),
  homeVillas: call(hotels.homeVilla),
  taggedVillas: call(hotels.tagVilla),
  propertyNames: call(hotels.nameAndId),
  cities: call(cities.list),
  citiesWithProperties: call(cities.withProperties),
  homePromos: call(content.voucherHome),
  promoBanner: call(content.promoBanner),
  popupPromos: call(content.promoPopup),
  memberPromo: call(content.promoLogin),
  attractions: call(content.attractions),
  attractionsAll: call(content.attractionsAll),
  attraction: call(properties.attraction),
  propertiesNearAttraction: call(properties.nearAttraction),
  giveAways: call(content.giveAwayLimit),
  giveAwaysAll: call(content.giveAwayAll),
  giveAway: call(content.giveAwayDetail),
  promoGallery: call(promos.all),
  promo: call(promos.detail),
  events: call(content.eventHome),
  promoEvent: call(content.voucherEvent),
  voucherClaim: call(contract.vouchers.claim),
  topUpPlatformStatus: call(content.topUpPlatformStatus),
  hotelDetail: call(properties.detail),
  unavailableDates: call(properties.unavailableDates),
  minNight: call(properties.minNight),
  nearby: call(properties.nearby),
  similar: call(properties.similar),
  reviews: call(properties.reviews),
  reviewLookup: call(contract.reviews.lookup),
  reviewPost: call(contract.reviews.post),
  voucherCheck: call(promos.voucher),
  promoForProperty: call(promos.byProperty),
  referralCheck: call(promos.referralCheck),
  referrerPromos: call(promos.forReferrer),
  bookingIdOfOrder: call(reservations.checkByOrderId),
  reserveSingle: call(reservations.single),
  reservationPaymentLink: call(reservations.paymentLink),
  reserveMultiple: call(reservations.multiple),
  dailyBookings: call(bookings.daily),
  bookingDetail: call(bookings.detail),
  longStayBookings: call(bookings.longStays),
  topUpHistory: call(bookings.topUps),
  voucherPdf: call(bookings.voucherPdf),
  stayCalendar: call(bookings.calendar),
  reservationCheck: call(bookings.check),
  cancellationPreview: call(contract.cancellations.preview),
  cancelBooking: call(contract.cancellations.cancel),
  cancellationLink: call(contract.cancellations.link),
  refundAccount: call(contract.cancellations.refundAccount),
  dateChangePreview: call(contract.dateChanges.preview),
  confirmDateChange: call(contract.dateChanges.confirm),
  register: call(accounts.register),
  activate: call(accounts.activate),
  login: call(accounts.login),
  logout: call(accounts.logout),
  googleSignIn: call(accounts.registerSocial),
  forgotPassword: call(accounts.forgotPassword),
  resetPassword: call(accounts.resetPassword),
  profile: call(users.byEmail),
  updateProfile: call(users.updateProfile),
  changePassword: call(users.changePassword),
  points: call(users.points),
  mailbox: call(mail.mailbox),
  mailboxMessage: call(mail.message),
  longStayList: call(contract.longStays.list),
  longStaysByType: call(contract.longStays.byType),
  longStayProperty: call(contract.longStays.detail),
  reserveLongStay: call(contract.longStays.reservation),
  longStayBalance: call(contract.longStays.balance),
  topUpProviders: call(topUp.providers),
  topUpPlnTokens: call(topUp.plnTokens),
  topUpGameVouchers: call(topUp.gameVouchers),
  topUpEwallets: call(topUp.ewallets),
  topUpEmoneys: call(topUp.emoneys),
  topUpMovieTickets: call(topUp.movieTickets),
  topUpPlnCheck: call(topUp.plnCheck),
  buyCredit: call(topUp.buyCredit),
  buyPln: call(topUp.buyPln),
  buyMovieTicket: call(topUp.buyMovieTicket),
  buyEwallet: call(topUp.buyEwallet),
  buyEmoney: call(topUp.buyEmoney),
  buyGameVoucher: call(topUp.buyGameVoucher),
  restaurantContent: call(contract.restaurants.content),
  restaurantTypeProducts: call(contract.restaurants.products),
  restaurantProduct: call(contract.restaurants.detail),
  topUpResult: call(topUp.result),
};
