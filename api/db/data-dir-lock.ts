// PGlite is one process's database: a second process on the same data directory would run its
// own PostgreSQL over the same files (units sold twice, bookings lost). A lock file beside the
// directory holds the owner's pid; a lock whose process is gone is stale and taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). PGlite serves one process only: stop that process, use another DATA_DIR, or set DATABASE_URL to share PostgreSQL between processes.`,
    );
    this.name = "DataDirInUseError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes `${dataDir}.lock` for this process; answers the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new DataDirInUseError(dataDir, pid);
      // Stale (its process ended without removing it, e.g. kill -9): take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
