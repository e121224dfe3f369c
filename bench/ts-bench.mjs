// Runs a TypeScript benchmark (it shares code with the tests, so it runs
// under tsx) in its own process and returns the JSON of its last output line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function runTsBench(file) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, file)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`${file} failed with ${run.status}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

export const ms = (v) => `${v.toFixed(1)} ms`;
export const verdict = (value, target) => (value <= target ? `✔ (target ≤ ${target} ms)` : `✘ missed (target ≤ ${target} ms)`);
