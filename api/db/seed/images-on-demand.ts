// /images for a fleet (decision 053): the demo pictures are deterministic (each drawn from its own
// name), so whichever process is asked for one it does not have draws it then, keeps it in its
// own images directory and serves it. Two processes with their own data directories serve the same
// pictures; a process started without the seed (SEED_DEMO=false) or on a fresh directory has them
// all, on first request, without a shared disk. A name that no job draws is 404.
import path from "node:path";
import express, { type RequestHandler } from "express";
import { STORED_IMAGE_VARIANT_WIDTHS, storedImageVariant } from "#core/stored-images.ts";
import { demoImageJobs } from "./demo.ts";
import { type AnimationJob, type ImageJob, renderImages, webpFile } from "./images.ts";

type Drawing = { still: ImageJob } | { animation: AnimationJob };

/** "folder/file" → the job that draws it (a still's narrower copies name the still's job). */
function drawingsByPath(): Map<string, Drawing> {
  const [stills, animations] = demoImageJobs();
  const byPath = new Map<string, Drawing>();
  for (const still of stills) {
    const file = webpFile(still.name);
    for (const name of [file, ...STORED_IMAGE_VARIANT_WIDTHS.map((width) => storedImageVariant(file, width))])
      byPath.set(`${still.folder}/${name}`, { still });
  }
  for (const animation of animations) byPath.set(`${animation.folder}/${animation.file}`, { animation });
  return byPath;
}

export function demoImages(imagesDir: string, options: { maxAge?: string } = {}): RequestHandler {
  const serve = express.static(imagesDir, { maxAge: options.maxAge ?? "7d", fallthrough: true });
  const drawings = drawingsByPath();
  // One drawing per job at a time in this process; others asking for it wait for the same one.
  const drawing = new Map<Drawing, Promise<unknown>>();
  const draw = (job: Drawing) => {
    let pending = drawing.get(job);
    if (!pending) {
      pending = (
        "still" in job ? renderImages(imagesDir, [job.still], []) : renderImages(imagesDir, [], [job.animation])
      ).finally(() => drawing.delete(job));
      drawing.set(job, pending);
    }
    return pending;
  };
  return (req, res, next) => {
    serve(req, res, async () => {
      const job =
        req.method === "GET" || req.method === "HEAD"
          ? drawings.get(path.posix.normalize(req.path).replace(/^\/+/, ""))
          : undefined;
      if (!job) {
        res.sendStatus(404);
        return;
      }
      try {
        await draw(job);
        serve(req, res, () => res.sendStatus(404));
      } catch (error) {
        next(error);
      }
    });
  };
}
