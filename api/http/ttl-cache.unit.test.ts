import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("answers from the cache within the time to live, and computes again after it", async () => {
    let clock = 0;
    let calls = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => clock });
    const compute = async () => ++calls;
    expect(await cache.get("a", compute)).toBe(1);
    clock = 999;
    expect(await cache.get("a", compute)).toBe(1);
    clock = 1000;
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("shares one computation between concurrent misses", async () => {
    let calls = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("k", slow)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(calls).toBe(1);
  });

  it("does not keep a failure", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });

  it("drops the oldest entries past its size bound, and caches nothing with a zero time to live", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let calls = 0;
    const off = createTtlCache<number>({ ttlMs: 0 });
    await off.get("x", async () => ++calls);
    await off.get("x", async () => ++calls);
    expect(calls).toBe(2);
    expect(off.size).toBe(0);
  });
});
