// `npm test`: every check, stopping at the first stage that fails.
//
// Stage 1 runs four independent checks at once: the typecheck, lint and knip
// (unused files, exports, types and dependencies, and import cycles) are
// single-threaded, so on two cores they share the machine with the build
// instead of waiting for each other. The build's `tsc -p tsconfig.server.json`
// is the server's typecheck (NodeNext, no DOM): it is not run a second time.
// Stage 2 is the unit and integration tests, stage 3 the browser tests
// against the build (run side by side with the unit tests, the two saturated
// both cores and took longer than one after the other: decision 0033). Each
// step's time is printed at the end (docs/testing.md), with how busy the
// machine's cores were meanwhile (on Linux): a stage that kept them full can
// only get shorter by doing less work.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuUse, describeCpuUse, readCpuCounters } from './cpu-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

const stages = [
  [
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    ['lint', bin('eslint'), ['--max-warnings=0', '.']],
    ['unused code (knip)', bin('knip'), ['--no-progress']],
    ['build (and the server typecheck)', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ],
  [['unit and integration tests', bin('vitest'), ['run', '--config', 'vitest.config.ts']]],
  [['browser end-to-end tests', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']]],
];

/** Runs one check; alone it prints as it goes, beside others its output is kept and printed whole when it ends. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      if (!alone) {
        console.log(`\n▶ ${name} (${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const started = Date.now();
const startCpu = readCpuCounters();
const timings = [];
/** `, cores busy 97 % (318 core-s), 4 % stolen` since `before`, or nothing off Linux. */
const cpuSince = (before, seconds) => {
  const use = describeCpuUse(cpuUse(before, readCpuCounters(), seconds));
  return use ? ` · ${use}` : '';
};
for (const stage of stages) {
  const t0 = Date.now();
  const cpu0 = readCpuCounters();
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const stageSeconds = (Date.now() - t0) / 1000;
  const stageCpu = cpuSince(cpu0, stageSeconds);
  for (const result of results) timings.push(`${result.name}: ${result.seconds.toFixed(1)} s${stage.length === 1 ? stageCpu : ''}`);
  if (stage.length > 1) timings.push(`  (those ${stage.length} side by side: ${stageSeconds.toFixed(1)} s${stageCpu})`);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed.`);
    process.exit(failed.code || 1);
  }
}
const seconds = (Date.now() - started) / 1000;
const whole = cpuUse(startCpu, readCpuCounters(), seconds);
// The cores' busy time spread over all of them: no schedule of the same work is shorter.
const floor = whole ? `\n  the same work with the ${whole.cores} cores full the whole time: at least ${(whole.coreSeconds / whole.cores).toFixed(0)} s` : '';
console.log(`\n✔ all checks passed in ${seconds.toFixed(1)} s${whole ? ` · ${describeCpuUse(whole)}` : ''}\n  ${timings.join('\n  ')}${floor}`);
