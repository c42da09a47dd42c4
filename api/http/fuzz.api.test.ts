// Issue 9 item 10: bad input is a 4xx, never a 5xx. Every /v1 endpoint of the contract gets, in its
// path parameters, its query and its body: strings with NUL bytes and unpaired surrogates, numbers
// past int4 (2147483648, -2147483649, 1e309, NaN), arrays where scalars are expected, objects,
// 5,000-level nested JSON and broken bodies; first a fixed list per field, then fast-check's
// generated cases (seeded, so a failure replays). The figures are printed at the end.
import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, type EndpointDefinition } from "#core/contract/index.ts";
import { signedInUser } from "../reservations/test-api.ts";
import { NO_HOLD_LIMITS } from "../reservations/hold-limits.ts";
import { databaseKinds, forwardedFor, startTestApi, TEST_APP_KEY, useTestApi } from "../test/harness.ts";

const endpoints: EndpointDefinition[] = Object.values(contract).flatMap(
  (domain) => Object.values(domain) as EndpointDefinition[],
);

/** The field names of a request schema (an object, or one wrapped by preprocess/transform/refine). */
function fieldsOf(schema: z.ZodType | undefined, seen = 0): string[] {
  if (!schema || seen > 5) return [];
  const s = schema as unknown as {
    shape?: Record<string, unknown>;
    _zod?: { def?: { in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType } };
  };
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod?.def;
  return [
    ...new Set([
      ...fieldsOf(def?.in, seen + 1),
      ...fieldsOf(def?.out, seen + 1),
      ...fieldsOf(def?.innerType, seen + 1),
    ]),
  ];
}

const DEEP = 5000;
const deepArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Values a field may receive: text reaches query strings and paths as is, anything reaches a JSON body. */
const BAD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "2147483648",
  "-2147483649",
  "1e309",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "9".repeat(40),
  "",
  " ",
  "%",
  "../..",
  "a".repeat(5000),
  "2026-02-30",
  "99999-01-01",
];
const BAD_JSON: unknown[] = [
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1.5,
  -0.5,
  true,
  null,
  [],
  ["1", "2"],
  [1, [2]],
  {},
  { a: "\u0000" },
  deepArray(50),
];

/** Any UTF-16 code unit, so NUL and lone surrogates come up. */
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
const wireValue = fc.oneof(
  anyText,
  fc.constantFrom(...BAD_TEXT),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const jsonValue = fc.oneof(
  wireValue,
  fc.constantFrom(...BAD_JSON),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.array(wireValue, { maxLength: 3 }),
  fc.dictionary(anyText, wireValue, { maxKeys: 3 }),
);

/** Percent-encoding that keeps unpaired surrogates (as their three WTF-8 bytes) instead of throwing. */
function encode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

interface Case {
  params: Record<string, string>;
  query: [string, string][];
  /** A JSON value, or a raw body with its content type. */
  body?: { json: unknown } | { raw: string; type: string };
  signedIn: boolean;
}

for (const kind of databaseKinds) {
  describe(`no 5xx on bad input (${kind})`, () => {
    const suite = useTestApi(kind, (database) => startTestApi(database, { payments: { holdLimits: NO_HOLD_LIMITS } }));
    let token: string;
    const seen = { tried: 0, fiveHundreds: [] as string[] };

    beforeAll(async () => {
      token = (await signedInUser(suite.database)).token;
    });
    afterAll(() => {
      console.info(
        `fuzz /v1 (${kind}): ${seen.tried} bad requests over ${endpoints.length} endpoints, ${seen.fiveHundreds.length} answered 5xx`,
      );
    });

    async function send(endpoint: EndpointDefinition, c: Case): Promise<number> {
      const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encode(c.params[name] ?? "1"));
      const query = c.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
      // Every request from its own address: the per-IP limits must not hide a handler behind a 429.
      const headers: Record<string, string> = { "app-key": TEST_APP_KEY, ...forwardedFor() };
      if (c.signedIn) headers.authorization = `Bearer ${token}`;
      let body: string | undefined;
      if (endpoint.method !== "GET" && c.body) {
        if ("json" in c.body) {
          headers["content-type"] = "application/json";
          body = JSON.stringify(c.body.json);
        } else {
          headers["content-type"] = c.body.type;
          body = c.body.raw;
        }
      }
      const url = `${suite.api.origin}/v1${path}${query ? `?${query}` : ""}`;
      const response = await fetch(url, { method: endpoint.method, headers, body, redirect: "manual" });
      await response.arrayBuffer();
      seen.tried++;
      if (response.status >= 500)
        seen.fiveHundreds.push(
          `${response.status} ${endpoint.method} ${url.slice(suite.api.origin.length, suite.api.origin.length + 160)} ${(body ?? "").slice(0, 120)}`,
        );
      return response.status;
    }

    /** The fixed cases of one endpoint: each bad value in each field, one at a time, then whole bad bodies. */
    function fixedCases(endpoint: EndpointDefinition): Case[] {
      const params = fieldsOf(endpoint.params);
      const query = fieldsOf(endpoint.query);
      const body = fieldsOf(endpoint.body);
      const cases: Case[] = [];
      const signedIn = endpoint.access !== "app-key";
      for (const name of params)
        for (const value of BAD_TEXT) cases.push({ params: { [name]: value }, query: [], signedIn });
      for (const name of query) {
        for (const value of BAD_TEXT) cases.push({ params: {}, query: [[name, value]], signedIn });
        cases.push({
          params: {},
          query: [
            [name, "1"],
            [name, "2"],
          ],
          signedIn,
        });
      }
      if (endpoint.method !== "GET") {
        for (const name of body) {
          for (const value of [...BAD_TEXT, ...BAD_JSON])
            cases.push({ params: {}, query: [], body: { json: { [name]: value } }, signedIn });
          cases.push({
            params: {},
            query: [],
            body: { raw: `${encode(name)}=%00&${encode(name)}=2147483648`, type: "application/x-www-form-urlencoded" },
            signedIn,
          });
        }
        for (const raw of [
          `${"[".repeat(DEEP)}${"]".repeat(DEEP)}`,
          `{"a":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}`,
          `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`,
          "{",
          '"\\u0000"',
          "[]",
          "null",
          "1e309",
        ]) {
          cases.push({ params: {}, query: [], body: { raw, type: "application/json" }, signedIn });
        }
        cases.push({
          params: {},
          query: [],
          body: { raw: "a[b][c][d][e][f][g]=1&%00=%00", type: "application/x-www-form-urlencoded" },
          signedIn,
        });
      }
      cases.push({
        params: {},
        query: [
          ["lang", "\u0000"],
          ["\u0000", "x"],
        ],
        signedIn: false,
      });
      return cases;
    }

    function generatedCases(endpoint: EndpointDefinition): fc.Arbitrary<Case> {
      const record = (names: string[], value: fc.Arbitrary<unknown>) =>
        fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] });
      const params = fieldsOf(endpoint.params);
      const query = [...fieldsOf(endpoint.query), "lang", "page"];
      const body = fieldsOf(endpoint.body);
      return fc.record({
        params: record(params, wireValue) as fc.Arbitrary<Record<string, string>>,
        query: fc.array(fc.tuple(fc.constantFrom(...query), wireValue), { maxLength: 4 }),
        body: fc.oneof(
          record([...body, "extra"], jsonValue).map((json) => ({ json })),
          jsonValue.map((json) => ({ json })),
        ),
        signedIn: fc.boolean(),
      });
    }

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.path}`, async () => {
        const before = seen.fiveHundreds.length;
        for (const c of fixedCases(endpoint)) await send(endpoint, c);
        await fc.assert(
          fc.asyncProperty(generatedCases(endpoint), async (c) => {
            await send(endpoint, c);
          }),
          { numRuns: 25, seed: 9 },
        );
        expect(seen.fiveHundreds.slice(before)).toEqual([]);
      });
    }
  });
}
