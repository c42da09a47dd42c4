// /v1 top-up and bills store (seed 002 sections 3 and 7): the catalogue lists, the PLN account
// check, one purchase call per kind (a top-up purchase paid through the gateway and fulfilled by
// the biller) and a purchase's result (api/topup). The history is bookings.topUps.
import { z } from "zod";
import type { TopUpStatus, TopUpType } from "../rules/top-up.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { positiveId } from "./fields.ts";

export interface TopUpProduct {
  id: number;
  /** The product's name (e.g. "Telkomsel 10.000", "GOPAY 50.000"). */
  product_name: string;
  description: string;
  price: number;
  admin_fee: number;
  /** 'Open' is buyable; anything else is under disruption ('Sedang Gangguan'). */
  status: string;
}

export interface Credit extends TopUpProduct {
  /** The face value in rupiah (credits), null for data packages. */
  credit: number | null;
  active_period: string | null;
}

export interface TopUpProvider {
  id: number;
  provider_name: string;
  logo: string;
  number_prefix: string[];
  credits: Credit[];
  data_packages: Credit[];
}

/** E-wallet, e-money, movie ticket and game voucher lists: grouped by brand, chain or game. */
export interface ProductGroup {
  type: string;
  data: TopUpProduct[];
}

export type PlnCheckAnswer = Success<{ owner_name: string; volt: string }> | { status: "error"; message: string };

export interface TopUpCreated {
  ref_id: string;
  midtrans: { redirect_url: string; token: string };
}

/** One purchase as its owner sees it (the result page). */
export interface TopUpResult {
  ref_id: string;
  type: TopUpType;
  product_name: string;
  provider: string | null;
  destination: string;
  price: number;
  admin_fee: number;
  total: number;
  status: TopUpStatus;
  /** The biller's serial number (voucher code, reference). */
  serial_number: string | null;
  /** PLN only: the 20-digit token. */
  pln_token: string | null;
  date: string | Date;
  /** The gateway's link while the payment is open. */
  payment_url: string | null;
}

/** The biller's callback, answered: whether it changed the top-up. */
export interface BillerCallbackAnswer {
  status: "success";
  message: "applied" | "ignored";
}

const productId = positiveId.meta({ description: "the product's id from its list" });
const text = z.string().max(100).optional();
const buyer = {
  email: text.meta({ description: "ignored: the buyer is the bearer's account" }),
  buyer_name: text.meta({ description: "ignored: the bearer's name is used" }),
};
const destination = (description: string) => z.string().max(100).optional().meta({ description });
const purchase = <const P extends `/${string}`>(path: P, description: string, body: z.ZodType) =>
  endpoint<Success<TopUpCreated>>()(`POST ${path}`, {
    access: "bearer",
    description: `${description} Creates one top-up purchase (a unique ref_id) and its payment; answers the gateway's link. A wrong destination: 422 with the seed's message; a product not 'Open': 409 'Produk sedang gangguan'; an operator's product for another operator's number: 422 code operator_mismatch; a PLN token for a meter the biller does not know: 422 code pln_not_found (the account is checked again at purchase).`,
    body,
    answer: "Success<TopUpCreated>",
  });

export const topUp = {
  providers: endpoint<Success<TopUpProvider[]>>()("GET /credit/providers/all", {
    access: "app-key",
    description: "The mobile operators with their number prefixes, credits and data packages.",
    answer: "Success<TopUpProvider[]>",
  }),
  plnTokens: endpoint<Success<TopUpProduct[]>>()("GET /top-up/pln/all", {
    access: "app-key",
    description: "PLN token denominations with the admin fee.",
    answer: "Success<TopUpProduct[]>",
  }),
  gameVouchers: endpoint<Success<ProductGroup[]>>()("GET /top-up/game-vouchers/all", {
    access: "app-key",
    description: "Game vouchers by game.",
    answer: "Success<ProductGroup[]>",
  }),
  ewallets: endpoint<Success<ProductGroup[]>>()("GET /top-up/e-wallet/all", {
    access: "app-key",
    description: "E-wallet top-ups by wallet.",
    answer: "Success<ProductGroup[]>",
  }),
  emoneys: endpoint<Success<ProductGroup[]>>()("GET /top-up/e-money/all", {
    access: "app-key",
    description: "E-money card top-ups by card.",
    answer: "Success<ProductGroup[]>",
  }),
  movieTickets: endpoint<Success<ProductGroup[]>>()("GET /top-up/movie-tickets/all", {
    access: "app-key",
    description: "Cinema vouchers by chain.",
    answer: "Success<ProductGroup[]>",
  }),
  plnCheck: endpoint<PlnCheckAnswer>()("GET /top-up/pln/check-pln-number/:number", {
    access: "app-key",
    description:
      "The PLN account behind a meter or customer number, asked of the biller: owner and power class. Empty or 10 characters or fewer: 422; no account: 404 with status error.",
    params: z.object({ number: z.string().max(40) }),
    answer: "PlnCheckAnswer",
  }),
  buyCredit: purchase(
    "/credit/transactions",
    "Credit or a data package for a phone number (one of credit_id and data_package_id).",
    z.object({
      ...buyer,
      phone_number: destination("the phone number, 0, 62 or +62 form"),
      credit_id: productId.optional(),
      data_package_id: productId.optional(),
    }),
  ),
  buyPln: purchase(
    "/top-up/transactions/pln",
    "A PLN token.",
    z.object({ ...buyer, topup_pln_id: productId, pln_number: destination("the meter or customer number") }),
  ),
  buyMovieTicket: purchase(
    "/top-up/transactions/movie-ticket",
    "A cinema voucher sent to a phone number.",
    z.object({ ...buyer, movie_ticket_id: productId, phone_number: destination("the destination number") }),
  ),
  buyEwallet: purchase(
    "/top-up/transactions/e-wallet",
    "An e-wallet top-up.",
    z.object({ ...buyer, ewallet_id: productId, phone_number: destination("the wallet's phone number") }),
  ),
  buyEmoney: purchase(
    "/top-up/transactions/emoney",
    "An e-money card top-up.",
    z.object({ ...buyer, emoney_product_id: productId, emoney_account: destination("the card number") }),
  ),
  buyGameVoucher: purchase(
    "/top-up/transactions/game-vouchers",
    "A game voucher for a player id.",
    z.object({ ...buyer, voucher_game_id: productId, game_id: destination("the player's game id") }),
  ),
  billerCallback: endpoint<BillerCallbackAnswer>()("POST /top-up/biller/callback", {
    access: "signature",
    description:
      "The biller's callback with a top-up's result (Digiflazz's, and the embedded simulator's), verified on its raw body by X-Hub-Signature (HMAC-SHA1 with the webhook secret); no app key. Applied only while the top-up is paid or processing: pending makes it processing, success stores the serial number (and the PLN token) and sends the mail, a failure marks it failed for the refund. Bad signature: 401; unknown ref_id: 404.",
    answer: "BillerCallbackAnswer",
  }),
  result: endpoint<Success<TopUpResult>>()("GET /top-up/transactions/:refId", {
    access: "bearer",
    description: "One of the bearer's top-ups: status, serial number, PLN token. Another user's or unknown: 404.",
    params: z.object({ refId: z.string().max(60) }),
    answer: "Success<TopUpResult>",
  }),
};
