// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (server build)', bin('tsc'), ['-p', 'tsconfig.server.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['unit and integration tests', bin('vitest'), ['run', '--config', 'vitest.config.ts']],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ['browser end-to-end tests', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']],
];

const started = Date.now();
const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  timings.push(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n  ${timings.join('\n  ')}`);
