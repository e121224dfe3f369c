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

/** What a lock file says about its holder. startTime is null where it could not be read (no /proc) and in old lock files. */
interface LockHolder {
  pid: number;
  startTime: number | null;
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
 * When a process started, in clock ticks since boot (field 22 of
 * /proc/<pid>/stat), or null where /proc cannot tell (not Linux, no such
 * process). A pid and its start time together name one process: after a
 * kill -9 the pid may be given to another process, the start time is not.
 */
function processStartTime(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 is the command name in parentheses, and may itself hold spaces
  // and parentheses: the fields that follow start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 1).trim().split(/\s+/);
  const startTime = Number(fields[22 - 3]);
  return Number.isSafeInteger(startTime) ? startTime : null;
}

/** Reads a lock file: JSON {pid, startTime}, or a bare pid as written before start times were recorded. */
function parseLock(text: string): LockHolder | null {
  const isPid = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
  if (/^\s*\d+\s*$/.test(text)) {
    const pid = Number(text);
    return isPid(pid) ? { pid, startTime: null } : null;
  }
  try {
    const { pid, startTime } = JSON.parse(text) as Partial<Record<keyof LockHolder, unknown>>;
    if (!isPid(pid)) return null;
    return { pid, startTime: Number.isSafeInteger(startTime) ? (startTime as number) : null };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: its pid is alive and, where both start times are known, is still the same process. */
function holderRuns(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const startTime = processStartTime(holder.pid);
  return startTime === null || startTime === holder.startTime;
}

/**
 * Takes an exclusive lock on a data folder with a lock file created with
 * O_EXCL, naming this process by pid and start time. A lock left by a process
 * that no longer runs (a crash, kill -9, even if its pid now belongs to
 * another process) is taken over; a live holder makes this throw
 * DataDirLockedError.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'inkwell.lock');
  const self: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(self));
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
      const holder = parseLock(readFileSync(file, 'utf8'));
      if (holder && holderRuns(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
