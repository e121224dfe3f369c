import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
            // Few, larger first-load files instead of twenty 1 KB ones: on a
            // slow mobile link each request costs a round trip and competes
            // with the stylesheet that the first paint waits for.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // react-i18next's <Trans> (and its HTML parser) only serves the docs pages: leave it to them.
                  test: /node_modules[\\/]((react|react-dom|scheduler|react-router|i18next|use-sync-external-store)[\\/]|react-i18next[\\/](?!.*Trans))/,
                  priority: 20,
                },
                // The layout every page shows, and what it needs (icons included).
                {
                  name: 'shell',
                  test: /(src[\\/]web[\\/](app[\\/](layout|header|footer|guards|logo|brand-icons|section-page)|lib[\\/](cn|session|theme|i18n|messages|notify)|components[\\/]ui[\\/](button|spinner|page-intro|page-shell|alert|link-card))\.|lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|context|shared[\\/]src[\\/]utils)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x|log-in|log-out|feather|loader-circle|arrow-right|sparkles|clock|file-text|graduation-cap|pen-line|shield-check|info|circle-check|circle-alert)\.)/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
