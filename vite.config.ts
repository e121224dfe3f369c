import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes dist/chunk-modules.json: for each built chunk, its imports and the
 * modules it holds (paths relative to the project). bench/bundles.mjs and the
 * bundles browser test read it to say which libraries a screen loads and to
 * catch one library split over two chunks. Outside dist/web: not served.
 */
function chunkModules(): Plugin {
  return {
    name: 'inkwell-chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir?.endsWith(`dist${path.sep}web`) && !options.dir?.endsWith('dist/web')) return;
      const root = process.cwd();
      const chunks: Record<string, { imports: string[]; dynamicImports: string[]; modules: string[] }> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks[file.fileName] = {
          imports: file.imports,
          dynamicImports: file.dynamicImports,
          modules: file.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/')),
        };
      }
      mkdirSync(path.join(options.dir, '..'), { recursive: true });
      writeFileSync(path.join(options.dir, '..', 'chunk-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [chunkModules()])],
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        // The build-time renderer of public pages (scripts/prerender.mjs).
        outDir: 'dist/prerender',
        target: 'node20',
        rollupOptions: {
          input: { prerender: 'src/web/prerender.tsx', routes: 'src/web/prerender-routes.ts' },
          output: { entryFileNames: '[name].js', format: 'es' },
        },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: {
          output: {
            // V8's explicit compile hint: compile every function of React DOM while the file
            // streams in, on a background thread. Left lazy, React DOM's body (one function,
            // its module wrapper) was compiled on the main thread when the app first called it:
            // the longest task after a prerendered page's first paint (decision 0045).
            postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
            // Few, larger first-load files instead of twenty 1 KB ones: on a
            // slow mobile link each request costs a round trip and competes
            // with the stylesheet that the first paint waits for.
            codeSplitting: {
              groups: [
                // The framework in three files rather than one: the browser finishes compiling
                // each on the main thread when it arrives, and one 370 KB file made that a
                // single long task on a phone (decision 0045).
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 20 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
                {
                  name: 'i18n',
                  // react-i18next's <Trans> (and its HTML parser) only serves the docs pages: leave it to them
                  // (Trans, TransWithoutContext, IcuTrans…; not useTranslation, which every page calls).
                  test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!.*[\\/](Icu)?Trans(?!lation)))/,
                  priority: 20,
                },
                // One file per library that lazy screens share (decision 0031): left to itself the
                // bundler cut zod and TanStack Query into a file per set of importers, so one
                // screen fetched six Query files and two zod ones. e2e/bundles.e2e.ts checks it.
                // shared/zod.ts configures zod for both sides: it travels with it.
                { name: 'zod', test: /(node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]zod\.ts)/, priority: 15 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 15 },
                // The layout every page shows, and what it needs (icons included).
                {
                  name: 'shell',
                  test: /(src[\\/]web[\\/](app[\\/](layout|header|footer|guards|logo|brand-icons|section-page)|lib[\\/](cn|session|theme|i18n|messages|notify|cjk-font)|components[\\/]ui[\\/](button|spinner|page-intro|page-shell|alert|link-card))\.|lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|context|shared[\\/]src[\\/]utils)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x|log-in|log-out|feather|loader-circle|arrow-right|sparkles|clock|file-text|graduation-cap|pen-line|shield-check|info|circle-check|circle-alert)\.)/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  // The writing checks' worker (src/web/features/editor/checks) is an ES module:
  // it imports Harper or nspell only for the language being checked, which a
  // classic (iife) worker could not split into files of their own.
  worker: { format: 'es' as const },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
