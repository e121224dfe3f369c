import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Inkwell process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, or start this one with another DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data folder with a pid file created with
 * O_EXCL. A lock left by a process that no longer runs (a crash, kill -9) is
 * taken over; a live holder makes this throw DataDirLockedError.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'inkwell.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
