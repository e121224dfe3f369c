// CI's second pass (.ci/run): the server tests that use a database, run
// again on the PostgreSQL server named by TEST_DATABASE_URL. A test file uses
// one when it reaches src/server/testing/harness.ts through its imports (the
// harness reads TEST_DATABASE_URL and makes each file's database) or reads
// TEST_DATABASE_URL itself. The others (Markdown to DOCX, the clock, the
// offline writer, PGlite's own thread …) never touch that server, and their
// results are the same as in `npm test`'s pass: running them twice was work
// done twice. Reachability is read from the import statements, so
// a new test that builds an app is in the pass without being listed anywhere.
//   TEST_DATABASE_URL=postgres://… node scripts/postgres-pass.mjs
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const harness = 'src/server/testing/harness.ts';
const testFile = /\.test\.tsx?$/;
const relativeImport = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every file under `dir` (relative to `base`), depth first. */
function filesUnder(base, dir) {
  return readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(base, relative) : [relative];
  });
}

/** The module an import specifier names, as the bundler and vitest resolve it (the extension may be left out). */
function resolveImport(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/**
 * The test files under `base`/src/server that use a test database: their
 * paths relative to `base`, sorted.
 */
export function databaseTestFiles(base = root) {
  const target = path.join(base, harness);
  /** Each module's TypeScript imports, read once. */
  const imports = new Map();
  const importsOf = (file) => {
    let found = imports.get(file);
    if (!found) {
      found = [...readFileSync(file, 'utf8').matchAll(relativeImport)]
        .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3]))
        .filter((imported) => imported !== undefined && /\.tsx?$/.test(imported));
      imports.set(file, found);
    }
    return found;
  };
  // A walk of its own for each test file: an answer of "no" found inside an
  // import cycle is only true of that walk, so none is kept for the next.
  const reaches = (file, seen) => {
    if (file === target) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    return importsOf(file).some((imported) => reaches(imported, seen));
  };
  return filesUnder(base, 'src/server')
    .filter((file) => testFile.test(file))
    .filter((file) => {
      const absolute = path.join(base, file);
      return readFileSync(absolute, 'utf8').includes('TEST_DATABASE_URL') || reaches(absolute, new Set());
    })
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('TEST_DATABASE_URL must name the PostgreSQL database to test on.');
    process.exit(2);
  }
  const files = databaseTestFiles();
  console.log(`PostgreSQL pass: ${files.length} test files that use a database.`);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'vitest.config.ts', ...files], { cwd: root, stdio: 'inherit' });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
