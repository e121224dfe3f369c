import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root is the nearest folder above this module holding
 * package.json: the same answer from `src/server` (tests) and from
 * `dist/node/server` (the built app).
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const webDistDir = path.join(projectRoot, 'dist', 'web');
export const migrationsDir = path.join(projectRoot, 'src', 'server', 'db', 'migrations');
