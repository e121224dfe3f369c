// Writes .br and .gz next to every compressible file of the built SPA, once
// at build time, so the server sends compressed bytes without compressing
// on each request (src/server/http/static-site.ts picks them up).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..', 'dist/web');
// .wasm (Harper, about 16 MB) and the Hunspell .aff/.dic files of the writing checks too.
const compressible = /\.(html|js|css|json|svg|txt|xml|webmanifest|wasm|aff|dic)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(webDir)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
  // Brotli's best quality costs about 4 s per MB: Harper's 16 MB binary took 67 s of CPU
  // at 11 for 7.1 MB, against 1.4 s at 5 for 7.5 MB. Large files get 5.
  const quality = body.length > 4_000_000 ? 5 : 11;
  writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  count++;
}
console.log(`Precompressed ${count} files.`);
