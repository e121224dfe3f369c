import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsDir, projectRoot } from '../paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as a dumpDataDir tarball: each test file's database starts from it. */
    pgliteSeed: string;
  }
}

/** What the seed depends on: every migration file and the PGlite version. */
function seedKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest global setup: a new PGlite database runs initdb (seconds of
 * WebAssembly) and every migration. The unit and integration tests open one
 * per file, so that work is done once here, kept in node_modules/.cache
 * under a key of the migrations, and each test file's database is loaded
 * from it (openTestDatabase still runs migrate, which finds nothing to do).
 */
export default async function setup(project: TestProject) {
  const dir = path.join(projectRoot, 'node_modules', '.cache', 'inkwell-tests');
  const file = path.join(dir, `pglite-${seedKey()}.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    try {
      await migrate(drizzle({ client: db }), { migrationsFolder: migrationsDir });
      const dump = await db.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await db.close();
    }
  }
  project.provide('pgliteSeed', file);
}
