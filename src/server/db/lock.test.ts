import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { startRuntime } from '../server.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

let root: string;
let lockModule: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'inkwell-lock-'));
  // The child processes run the real lockDataDir: lock.ts uses only node:fs and
  // node:path, so its TypeScript transpiled to plain ESM runs under Node 20.
  const source = readFileSync(fileURLToPath(new URL('./lock.ts', import.meta.url)), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  lockModule = path.join(root, 'lock.mjs');
  writeFileSync(lockModule, outputText);
});

afterEach(async () => {
  // Only the processes this file started, each by its own handle.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function freshDir(): string {
  return mkdtempSync(path.join(root, 'data-'));
}

/** Starts another Node process that takes the lock on `dir` and keeps it until killed. */
async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    lockDataDir(process.argv[1]);
    process.stdout.write('locked\\n');
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** Starts a live process that has nothing to do with Inkwell. */
function startUnrelatedProcess(): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function lockFile(dir: string): string {
  return path.join(dir, 'inkwell.lock');
}

/** The pid the lock file in `dir` names as its holder. */
function holderPid(dir: string): number {
  return (JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number }).pid;
}

/** The pid of a process that has already finished. */
function finishedPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  expect(result.status).toBe(0);
  return result.pid;
}

describe('lockDataDir', () => {
  it('creates the data folder and a lock file naming our pid', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  // The holder's lock names it by pid and start time, and both still match.
  it('refuses a folder another live process holds, naming the folder and the holder', async () => {
    const dir = freshDir();
    const holder = await holdLockInAnotherProcess(dir);

    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const error = thrown as DataDirLockedError;
    expect(error.dataDir).toBe(dir);
    expect(error.pid).toBe(holder.pid);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${holder.pid}`);
    expect(error.message).toContain('DATA_DIR');
    // The holder's lock is left alone.
    expect(holderPid(dir)).toBe(holder.pid);
  });

  it('takes over the lock once its holder has died without releasing it', async () => {
    const dir = freshDir();
    const holder = await holdLockInAnotherProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    await kill(holder); // SIGKILL: the holder cannot clean up, the file stays
    expect(existsSync(path.join(dir, 'inkwell.lock'))).toBe(true);

    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  // After kill -9 the holder's pid may be given to another process before
  // Inkwell starts again; the lock must not stay taken until someone deletes it.
  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose dead holder\'s pid now belongs to an unrelated process', async () => {
    const dir = freshDir();
    const holder = await holdLockInAnotherProcess(dir);
    const written = readFileSync(lockFile(dir), 'utf8');
    await kill(holder);

    // The same lock, as if the system had given the holder's pid to `sleep`.
    const unrelated = startUnrelatedProcess();
    const record = JSON.parse(written) as Record<string, unknown>;
    expect(record.pid).toBe(holder.pid);
    writeFileSync(lockFile(dir), JSON.stringify({ ...record, pid: unrelated.pid }));

    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
    expect(unrelated.exitCode).toBeNull(); // the unrelated process was left alone
  });

  it('refuses a lock file in the old format (a bare pid) naming a live process', () => {
    const dir = freshDir();
    const unrelated = startUnrelatedProcess();
    writeFileSync(lockFile(dir), String(unrelated.pid));
    expect(() => lockDataDir(dir)).toThrow(new DataDirLockedError(dir, unrelated.pid!).message);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(unrelated.pid));
  });

  it('takes over a stale lock file naming a pid that does not exist', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'inkwell.lock'), '999999');
    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('takes over a stale lock file in the old format (a bare pid) of a process that has finished', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'inkwell.lock'), String(finishedPid()));
    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file whose content is not a pid', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'inkwell.lock'), 'garbage');
    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('release() removes the file, may be called twice, and lets the folder be locked again', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'inkwell.lock');
    const first = lockDataDir(dir);
    first.release();
    expect(existsSync(file)).toBe(false);
    first.release();
    expect(existsSync(file)).toBe(false);

    const second = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    second.release();

    // And another process can now take it.
    const holder = await holdLockInAnotherProcess(dir);
    expect(holderPid(dir)).toBe(holder.pid);
  });
});

describe('startRuntime', () => {
  it('refuses to open a PGlite data folder another process holds', async () => {
    const dir = freshDir();
    await holdLockInAnotherProcess(dir);
    const config = loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    await expect(startRuntime(config, createLogger('silent'))).rejects.toBeInstanceOf(DataDirLockedError);
    // It failed before opening the database: no PGlite files were created.
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
