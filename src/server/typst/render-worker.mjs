// A render worker: one Typst compiler, plus the export engine
// (src/server/export/export-document), so that neither compiling nor
// building a long document's file, nor formatting a paper's citations
// (src/server/citations/format), ever runs on the event loop. Plain
// JavaScript so that the same file runs from src/ (tests, where the export
// module is TypeScript, loaded through tsx) and from the built app.
// Messages in: { id, template, data, format: 'pdf' | 'svg' } or
// { id, export: { doc, format, author } } or { id, cite: FormatPaperInput }
// (answered as JSON text); out: { id, ok: true, output } or
// { id, ok: false, message }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

const { templatesDir, fontDirs, exportModule, citationModule } = workerData;
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

function compile(template, data, format) {
  try {
    compiler.mapShadow(dataPath, Buffer.from(JSON.stringify(data)));
    const main = { mainFilePath: `${templatesDir}/${template}.typ` };
    return format === 'pdf' ? compiler.pdf(main) : compiler.svg(main);
  } finally {
    // Memoised layouts of earlier documents are of no use to the next one.
    if (++renders % 50 === 0) compiler.evictCache(10);
  }
}

/** A module of the app, loaded on first use (from source, tsx compiles it first). */
let tsxRegistered = false;
const loaded = new Map();
async function load(module) {
  if (!loaded.has(module)) {
    if (module.endsWith('.ts') && !tsxRegistered) {
      (await import('tsx/esm/api')).register();
      tsxRegistered = true;
    }
    loaded.set(module, await import(module));
  }
  return loaded.get(module);
}

parentPort.on('message', async ({ id, template, data, format, export: job, cite }) => {
  try {
    const output = cite
      ? JSON.stringify((await load(citationModule)).formatPaper(cite))
      : job
        ? await (await load(exportModule)).exportDocument(job.doc, job.format, job.author, (t, d) => compile(t, d, 'pdf'))
        : compile(template, data, format);
    parentPort.postMessage({ id, ok: true, output });
  } catch (error) {
    // Typst's diagnostics name the template line, never the user's text.
    parentPort.postMessage({ id, ok: false, message: String(error?.message ?? error).slice(0, 500), reason: error?.reason });
  }
});
