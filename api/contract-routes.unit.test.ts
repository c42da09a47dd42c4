// Each /v1 path is written once, in the contract (core/contract): every contract endpoint is
// mounted by createApi, and createApi mounts no /v1 route the contract does not describe.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contract, type EndpointDefinition } from "#core/contract/index.ts";
import { createApi } from "./app.ts";
import type { Database } from "./db/client.ts";
import { createLogger } from "./http/logger.ts";

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** "METHOD /path" of every route in an Express router, through the routers mounted in it. */
function mountedRoutes(stack: Layer[], prefix = ""): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = ([] as string[]).concat(layer.route.path);
      return Object.keys(layer.route.methods).flatMap((method) =>
        paths.map((path) => `${method.toUpperCase()} ${prefix}${path}`),
      );
    }
    if (!layer.handle.stack) return [];
    const mountedAt = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
    return mountedRoutes(layer.handle.stack, prefix + mountedAt);
  });
}

/**
 * Mounted under /v1 but not ours to describe: the embedded stand-in for the biller's own API
 * (Digiflazz's paths and bodies), there only while no real biller is configured.
 */
const BILLER_SIMULATOR = ["POST /dev/biller/transaction", "POST /dev/biller/inquiry-pln"];

const contractRoutes = Object.values(contract).flatMap((domain) =>
  Object.values(domain as Record<string, EndpointDefinition>).map((e) => `${e.method} ${e.path}`),
);

// Nothing touches the database while the routers are built.
const database = { db: {}, kind: "pglite" } as unknown as Database;
const api = createApi({ database, appKey: "test-app-key-0123456789", logger: createLogger("silent") }) as unknown as {
  stack: Layer[];
};
const mounted = mountedRoutes(api.stack);

/** Routers that mount a path written as a literal: not /v1 (the sandbox page) or not ours (the simulator). */
const LITERAL_PATHS_ALLOWED = ["api/payments/sandbox/routes.ts", "api/topup/biller/simulator.ts"];

/** `router.get("/…"` and the like in the API's sources: a path written again instead of taken from the contract. */
function literalRoutePaths(): string[] {
  const root = path.resolve(import.meta.dirname, "..");
  return (
    readdirSync(path.join(root, "api"), { recursive: true, withFileTypes: true })
      // Tests and their helpers (test-api.ts, api/test/) call routes; they do not mount them.
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !/(\.test|test-api)\.ts$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !LITERAL_PATHS_ALLOWED.includes(file) && !file.startsWith("api/test/"))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), "utf8").matchAll(
            /\.(?:get|post|put|patch|delete|all)\(\s*["'`](\/[^"'`]*)/g,
          ),
        ].map(([, literal]) => `${file}: ${literal}`),
      )
  );
}

describe("/v1 routes and the contract", () => {
  it("routers take their paths from the contract, never a literal", () => {
    expect(literalRoutePaths()).toEqual([]);
  });
  it("every contract endpoint is mounted", () => {
    expect(contractRoutes.filter((route) => !mounted.includes(route))).toEqual([]);
  });
  it("every mounted route is a contract endpoint", () => {
    expect(mounted.filter((route) => !contractRoutes.includes(route) && !BILLER_SIMULATOR.includes(route))).toEqual([]);
  });
  it("the biller simulator is mounted where the list above says", () => {
    expect(BILLER_SIMULATOR.filter((route) => !mounted.includes(route))).toEqual([]);
  });
  it("no endpoint is mounted twice", () => {
    expect(mounted.filter((route, i) => mounted.indexOf(route) !== i)).toEqual([]);
  });
});
