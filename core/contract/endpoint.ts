// What one /v1 endpoint is: its method and path, what it is for, the zod schemas of its request
// (the API parses with them; the web app's client takes their input types) and the TypeScript type
// of its answer (the API's handlers are checked against it; the client returns it).
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT";

/** Who may call: the app key only, the app key and an optional or required bearer token, or the gateway's signature. */
export type Access = "app-key" | "optional-bearer" | "bearer" | "signature";

export interface EndpointDefinition {
  method: Method;
  /** Express-style path under /v1, e.g. `/hotels/:villa`. */
  path: string;
  description: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer type's name as written in the contract, e.g. `Success<City[]>`; the docs expand it. */
  answer: string;
}

declare const answerType: unique symbol;

export type Endpoint<D extends EndpointDefinition = EndpointDefinition, A = unknown> = D & {
  readonly [answerType]?: A;
};

/** "GET /hotels/:villa": an endpoint's method and path, written as the docs and the logs show them. */
export type Route = `${Method} /${string}`;

type MethodOf<R> = R extends `${infer M extends Method} ${string}` ? M : Method;
type PathOf<R> = R extends `${Method} ${infer P}` ? P : string;
type RouteParts<R extends Route> = { method: MethodOf<R>; path: PathOf<R> };

/**
 * One endpoint of the contract. Curried so the answer type is named and the rest inferred:
 * `endpoint<Success<City[]>>()("GET /list-cities", { access: "app-key", description, answer })`.
 */
export function endpoint<A>() {
  return <const R extends Route, const D extends Omit<EndpointDefinition, "method" | "path">>(
    route: R,
    definition: D,
  ): Endpoint<RouteParts<R> & D, A> => {
    const space = route.indexOf(" ");
    const parts = { method: route.slice(0, space), path: route.slice(space + 1) } as RouteParts<R>;
    return { ...parts, ...definition } as Endpoint<RouteParts<R> & D, A>;
  };
}

export type AnswerOf<E> = E extends { readonly [answerType]?: infer A } ? A : never;

/** A value as it travels in a path or query string. */
export type WireValue = string | number | boolean | null | undefined;

/**
 * What a caller passes for one schema: its zod input, where fields whose input zod cannot type
 * (preprocessed ones) take `Loose`: any wire value in a path or query, anything in a JSON body.
 */
type InputFields<S, Loose> =
  S extends z.ZodObject<infer Shape>
    ? {
        [K in keyof Shape as undefined extends z.input<Shape[K]>
          ? K
          : unknown extends z.input<Shape[K]>
            ? K
            : never]?: unknown extends z.input<Shape[K]> ? Loose : z.input<Shape[K]>;
      } & {
        [K in keyof Shape as undefined extends z.input<Shape[K]>
          ? never
          : unknown extends z.input<Shape[K]>
            ? never
            : K]: z.input<Shape[K]>;
      }
    : S extends z.ZodPipe<infer In, z.ZodTransform>
      ? InputFields<In, Loose>
      : S extends z.ZodType
        ? z.input<S>
        : never;

type Part<D, K extends "params" | "query" | "body"> = D extends { [P in K]: infer S }
  ? // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional"
    {} extends InputFields<S, K extends "body" ? unknown : WireValue>
    ? { [P in K]?: InputFields<S, K extends "body" ? unknown : WireValue> }
    : { [P in K]: InputFields<S, K extends "body" ? unknown : WireValue> }
  : { [P in K]?: never };

/** The request a client passes for endpoint E: `{ params, query, body }` as the endpoint has them. */
export type InputOf<E> = Part<E, "params"> & Part<E, "query"> & Part<E, "body">;
