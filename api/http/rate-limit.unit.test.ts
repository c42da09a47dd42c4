import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { rateLimit } from "./rate-limit.ts";

describe("rateLimit", () => {
  it("fails open with a warning when the counter store errors", async () => {
    const warn = vi.fn();
    const db = { execute: () => Promise.reject(new Error("database down")) } as unknown as Db;
    const middleware = rateLimit({ db, name: "t", limit: 1, windowSeconds: 60, key: () => "k" });
    const res = { locals: { lang: "en", log: { warn } }, setHeader: vi.fn() } as unknown as Response;
    const next = vi.fn();
    middleware({} as Request, res, next);
    await vi.waitFor(() => expect(next).toHaveBeenCalled());
    expect(next).toHaveBeenCalledWith();
    expect(warn).toHaveBeenCalledWith(
      "rate limit unavailable, letting the request through",
      expect.objectContaining({ limiter: "t" }),
    );
  });

  it("skips the limit when the key function answers nothing", () => {
    const db = { execute: vi.fn() } as unknown as Db;
    const next = vi.fn();
    rateLimit({ db, name: "t", limit: 1, windowSeconds: 60, key: () => undefined })(
      {} as Request,
      { locals: {} } as Response,
      next,
    );
    expect(next).toHaveBeenCalledWith();
    expect(db.execute).not.toHaveBeenCalled();
  });
});
