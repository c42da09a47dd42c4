// Two processes with their own images directories serve the same demo pictures: a missing one is
// drawn on request (deterministically, from its name), kept, and served again from the file.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoImageJobs } from "./demo.ts";
import { demoImages } from "./images-on-demand.ts";
import { propertyImageFile } from "./images.ts";

interface ImageProcess {
  dir: string;
  get(file: string, method?: string): Promise<Response>;
  close(): Promise<void>;
}

async function imageProcess(): Promise<ImageProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "inap-images-"));
  const app = express();
  app.use("/images", demoImages(dir));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    get: (file, method = "GET") => fetch(`${origin}/images/${file}`, { method }),
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve(rmSync(dir, { recursive: true, force: true })))),
  };
}

describe("demo pictures across processes", () => {
  let one: ImageProcess;
  let two: ImageProcess;
  beforeAll(async () => {
    [one, two] = await Promise.all([imageProcess(), imageProcess()]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  const still = `hotel/${propertyImageFile("bedroom", 2)}`;

  it("a picture neither has is drawn by whichever is asked, kept, and identical in both", async () => {
    const copy = still.replace(/\.webp$/, "-480.webp");
    const [a, b] = await Promise.all([one.get(copy), two.get(copy)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get("content-type")).toBe("image/webp");
    const [bytesA, bytesB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    expect(Buffer.from(bytesA).equals(Buffer.from(bytesB))).toBe(true);
    // The whole job is kept: the full width and each narrower copy, nothing half-written.
    expect(readdirSync(path.join(one.dir, "hotel")).sort()).toEqual([
      "bedroom-2-480.webp",
      "bedroom-2-640.webp",
      "bedroom-2.webp",
    ]);
    expect((await one.get(still)).status).toBe(200);
  });

  it("several requests at once for one missing picture all get it, with no partial file left; an animation too", async () => {
    const other = `hotel/${propertyImageFile("kitchen", 3)}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => two.get(other)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(readdirSync(path.join(two.dir, "hotel")).filter((f) => f.startsWith("kitchen-3"))).toEqual([
      "kitchen-3-480.webp",
      "kitchen-3-640.webp",
      "kitchen-3.webp",
    ]);
    const [animation] = demoImageJobs()[1];
    const gif = await two.get(`${animation!.folder}/${animation!.file}`);
    expect([gif.status, gif.headers.get("content-type")]).toEqual([200, "image/gif"]);
  });

  it("a name no job draws, a path out of the directory, and a post are 404", async () => {
    expect((await one.get("hotel/nothing-here.webp")).status).toBe(404);
    expect((await one.get("..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await one.get(still, "POST")).status).toBe(404);
  });
});
