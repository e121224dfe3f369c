// Builds the SPA (Vite → dist/web) and the server (tsc → dist/node), unless
// nothing they read has changed since the last build (so `npm start` is quick).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.server.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const fingerprint = String(Math.max(...inputs.map((i) => newestMtime(path.join(root, i)))));
const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint && existsSync(path.join(root, 'dist/web/index.html'));
// --check: only tell (exit code 0 or 1), for tests that must not rebuild dist/ under a running app.
if (process.argv.includes('--check')) {
  console.log(upToDate ? 'Build is up to date.' : 'Build is out of date.');
  process.exit(upToDate ? 0 : 1);
}
if (upToDate && !process.argv.includes('--force')) {
  console.log('Build is up to date.');
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
console.log('Building Inkwell…');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
// The same components rendered by Node at build time: public pages as HTML.
run(process.execPath, [vite, 'build', '--ssr', '--outDir', 'dist/prerender', '--emptyOutDir', '--logLevel', 'warn']);
run(process.execPath, [path.join(root, 'scripts/prerender.mjs')]);
run(process.execPath, [path.join(root, 'scripts/precompress.mjs')]);
run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json']);
writeFileSync(stampFile, fingerprint);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
