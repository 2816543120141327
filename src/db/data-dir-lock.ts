// The embedded database is single-process: two processes opening one PGlite directory would
// corrupt it. A lock file holding the owner's pid makes the second one fail with a clear message.
import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "embedded-db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner} (is the server running?). ` +
            "Stop that process first, or point DATABASE_URL at a PostgreSQL server, which many processes can share.",
        );
      }
      unlinkSync(lockPath); // left behind by a process that no longer runs
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}`);
}
