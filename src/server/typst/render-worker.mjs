// One Typst compiler per worker thread (compile is synchronous: it must never
// run on the event loop). Plain JavaScript so that the same file runs from
// src/ (tests) and from the built app. Messages in: { id, template, data,
// format: 'pdf' | 'svg' }; out: { id, ok: true, output } or { id, ok: false, message }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

const { templatesDir, fontDirs } = workerData;
// On Linux the nice value belongs to the thread: a render yields the CPU to
// the event loop (and every request it is serving) whenever they compete.
try {
  setPriority(10);
} catch {
  // Not permitted on this platform: renders simply keep the normal priority.
}
const compiler = NodeCompiler.create({ workspace: templatesDir, fontArgs: [{ fontPaths: fontDirs }] });
const dataPath = `${templatesDir}/data.json`;
let renders = 0;

parentPort.on('message', ({ id, template, data, format }) => {
  try {
    compiler.mapShadow(dataPath, Buffer.from(JSON.stringify(data)));
    const main = { mainFilePath: `${templatesDir}/${template}.typ` };
    const output = format === 'pdf' ? compiler.pdf(main) : compiler.svg(main);
    parentPort.postMessage({ id, ok: true, output });
  } catch (error) {
    // Typst's diagnostics name the template line, never the user's text.
    parentPort.postMessage({ id, ok: false, message: String(error?.message ?? error).slice(0, 500) });
  } finally {
    // Memoised layouts of earlier documents are of no use to the next one.
    if (++renders % 50 === 0) compiler.evictCache(10);
  }
});
