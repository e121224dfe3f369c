// A parse worker: runs one job of src/server/parsing/jobs (reading a
// reference import, writing a reference file, reading a DOI answer, a blog
// post's HTML) so that none of that synchronous work runs on the event loop.
// Plain JavaScript, like the render worker, so that the same file runs from
// src/ (tests, where the jobs module is TypeScript, loaded through tsx) and
// from the built app (dist/node). Messages in: { id, name, input }; out:
// { id, ok: true, output } or { id, ok: false, message }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

const { jobsModule } = workerData;
// On Linux the nice value belongs to the thread: a parse yields the CPU to
// the event loop (and every request it is serving) whenever they compete.
try {
  setPriority(10);
} catch {
  // Not permitted on this platform: parses simply keep the normal priority.
}

let jobs;
async function loadJobs() {
  if (!jobs) {
    if (jobsModule.endsWith('.ts')) (await import('tsx/esm/api')).register();
    jobs = (await import(jobsModule)).jobs;
  }
  return jobs;
}

parentPort.on('message', async ({ id, name, input }) => {
  try {
    // A job may answer a promise (an attached PDF is read page by page): its value is the answer.
    const output = await (await loadJobs())[name](input);
    parentPort.postMessage({ id, ok: true, output });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String(error?.message ?? error).slice(0, 500) });
  }
});
