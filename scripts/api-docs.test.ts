// docs/api.md is generated from the contract: a change to an endpoint, a schema or an answer type
// without `npm run docs:api` fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOC, renderApiDocs } from "./api-docs.ts";
import { contract } from "#core/contract/index.ts";

describe("docs/api.md", () => {
  it("is what scripts/api-docs.ts generates from the contract (run `npm run docs:api`)", () => {
    expect(readFileSync(API_DOC, "utf8")).toBe(renderApiDocs());
  });

  it("lists every endpoint of the contract once", () => {
    const doc = renderApiDocs();
    const endpoints = Object.values(contract).flatMap((domain) => Object.values(domain));
    for (const endpoint of endpoints)
      expect(
        doc.split(`### \`${endpoint.method} /v1${endpoint.path}\``).length,
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(2);
  });
});
