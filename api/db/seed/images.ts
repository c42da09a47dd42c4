/**
 * Renders the demo pictures locally (SVG scenes to WebP with sharp): a 960-pixel-wide file and the
 * narrower copies srcset offers beside it, `<name>-480.webp` and `<name>-640.webp`
 * (core/stored-images.ts). Files that already exist are left alone, so a second run costs only a
 * few directory look-ups (and a data directory from before a width was added gets just that one).
 */
import { existsSync, mkdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { STORED_IMAGE_VARIANT_WIDTHS, storedImageVariant } from "#core/stored-images.ts";
import { imageCategories, type ImageCategory } from "../schema.ts";
import { createRandom, hashSeed } from "./random.ts";
import { propertyScene, roomScene } from "./scenes-property.ts";

export type ImageFolder = "hotel" | "attraction" | "voucher" | "event" | "give-away" | "icon" | "restaurant";

export interface ImageJob {
  folder: ImageFolder;
  /** File name without extension; the job writes `<name>.webp` and its narrower copies. */
  name: string;
  render: () => string;
}

export interface AnimationJob {
  folder: ImageFolder;
  /** File name with its .gif extension. */
  file: string;
  frames: () => string[];
  frameDelayMs: number;
}

const QUALITY = 70;
/** libwebp effort 2 encodes about twice as fast as the default 4 for a few percent more bytes. */
const EFFORT = 2;

export const webpFile = (name: string) => `${name}.webp`;

/** The property gallery pool: four variants of each of the twelve gallery areas. */
export const POOL_VARIANTS = 4;
export const propertyImageFile = (category: ImageCategory, variant: number) => webpFile(`${category}-${variant}`);

export const ROOM_IMAGE_VARIANTS = 4;
const roomImageName = (twin: boolean, variant: number) => `room-${twin ? "twin" : "double"}-${variant}`;
export const roomImageFile = (twin: boolean, variant: number) => webpFile(roomImageName(twin, variant));

export function propertyImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const category of imageCategories) {
    for (let variant = 1; variant <= POOL_VARIANTS; variant++) {
      jobs.push({
        folder: "hotel",
        name: `${category}-${variant}`,
        render: () => propertyScene(category, variant, createRandom(hashSeed(`${category}-${variant}`))),
      });
    }
  }
  for (const twin of [false, true]) {
    for (let variant = 1; variant <= ROOM_IMAGE_VARIANTS; variant++) {
      const name = roomImageName(twin, variant);
      jobs.push({
        folder: "hotel",
        name,
        render: () => roomScene(createRandom(hashSeed(name)), twin, variant % 2 === 0),
      });
    }
  }
  return jobs;
}

export async function renderImages(
  imagesDir: string,
  jobs: readonly ImageJob[],
  animations: readonly AnimationJob[],
): Promise<{ written: number; skipped: number }> {
  for (const folder of new Set([...jobs, ...animations].map((job) => job.folder)))
    mkdirSync(path.join(imagesDir, folder), { recursive: true });
  let written = 0;
  const tasks = [
    ...jobs.map((job) => async () => {
      const large = path.join(imagesDir, job.folder, webpFile(job.name));
      const missing = [large, ...STORED_IMAGE_VARIANT_WIDTHS.map((width) => storedImageVariant(large, width))].filter(
        (file) => !existsSync(file),
      );
      if (missing.length === 0) return;
      await writeWebp(job.render(), missing);
      written++;
    }),
    ...animations.map((job) => async () => {
      const file = path.join(imagesDir, job.folder, job.file);
      if (existsSync(file)) return;
      await writeGif(job.frames(), job.frameDelayMs, file);
      written++;
    }),
  ];
  await runWithConcurrency(tasks, os.availableParallelism());
  return { written, skipped: tasks.length - written };
}

/** Writes `files` (the full-width file and/or its `-<width>` copies) from one rasterisation of `svg`. */
async function writeWebp(svg: string, files: readonly string[]): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    files.map((file) => {
      const width = Number(/-(\d+)\.webp$/.exec(file)?.[1] ?? 0);
      const image = STORED_IMAGE_VARIANT_WIDTHS.some((w) => w === width)
        ? sharp(data, raw).resize(width)
        : sharp(data, raw);
      return writeAtomically(file, image.webp({ quality: QUALITY, effort: EFFORT }).toBuffer());
    }),
  );
}

async function writeGif(frames: readonly string[], delayMs: number, file: string): Promise<void> {
  const pngs = await Promise.all(frames.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  const gif = sharp(pngs, { join: { animated: true } })
    .gif({ delay: frames.map(() => delayMs), loop: 0 })
    .toBuffer();
  await writeAtomically(file, gif);
}

/** Write then rename, so that an interrupted run never leaves a truncated file that looks done. */
async function writeAtomically(file: string, content: Promise<Buffer>): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, await content);
  await rename(partial, file);
}

async function runWithConcurrency(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let task = tasks[next++]; task; task = tasks[next++]) await task();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}
