// What each signed-in screen (and /login) loads on a first visit: every
// script Chromium fetches, its size gzipped at level 9, and the npm packages
// in it (from dist/chunk-modules.json, which the Vite build writes). The aim:
// no screen loads one library from two files, and a screen loads
// only what it shows. `npm run bench -- bundles` writes the section;
// e2e/bundles.e2e.ts holds the app to it with the same functions.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApp, newAccount } from './app-process.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The signed-in screens held to that aim, and the sign-in page. */
export const screens = ['/history', '/essay-generator', '/resume-builder', '/login'];

/** The npm package a module id belongs to ('zod', '@tanstack/query-core'), or null for our own code. */
export function packageOf(moduleId) {
  const at = moduleId.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [first, second] = moduleId.slice(at + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

/**
 * lucide-react's icons: each is a module of its own with nothing in common
 * but the library's core (createLucideIcon, in the shell chunk), so a
 * screen's icons may come with the several chunks that use them without
 * loading anything twice. Every other package must come in one file.
 */
export const isIconModule = (moduleId) => /node_modules\/lucide-react\/dist\/esm\/icons\//.test(moduleId);

/** dist/chunk-modules.json: built file (assets/x.js) → its imports and modules. */
export function readChunkModules(dir = root) {
  const file = path.join(dir, 'dist/chunk-modules.json');
  if (!existsSync(file)) throw new Error('dist/chunk-modules.json is missing: build the app (node scripts/build.mjs)');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Describes the scripts one page loaded (URLs as fetched): per file its gzip
 * -9 size and packages, the total, and every package whose modules came in
 * more than one of these files.
 */
export function describeLoad(urls, chunks, dir = root) {
  const files = [...new Set(urls.map((u) => new URL(u).pathname.slice(1)))].sort().map((file) => {
    const bytes = readFileSync(path.join(dir, 'dist/web', file));
    const modules = chunks[file]?.modules ?? [];
    const packages = [...new Set(modules.map(packageOf).filter(Boolean))].sort();
    return { file, gzip: gzipSync(bytes, { level: 9 }).length, packages, ownModules: modules.filter((m) => !packageOf(m)).length };
  });
  const filesOf = new Map();
  for (const f of files) {
    const modules = chunks[f.file]?.modules ?? [];
    for (const p of new Set(modules.filter((m) => !isIconModule(m)).map(packageOf).filter(Boolean))) filesOf.set(p, [...(filesOf.get(p) ?? []), f.file]);
  }
  const split = Object.fromEntries([...filesOf].filter(([, list]) => list.length > 1));
  const packages = [...new Set(files.flatMap((f) => f.packages))].sort();
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), packages, split };
}

/**
 * Opens `pathname` in `context` as a first visit and returns the URLs of
 * every script the page fetched until the network was quiet.
 */
export async function scriptsOfFirstLoad(context, baseURL, pathname) {
  const page = await context.newPage();
  const urls = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(baseURL) && response.request().resourceType() === 'script') urls.push(url);
  });
  await page.goto(baseURL + pathname, { waitUntil: 'networkidle' });
  await page.waitForFunction('document.documentElement.dataset.appReady === "true"');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return urls;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Short name of a built file: its name without the content hash. */
const shortName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/** A package under the name a reader knows it by (Radix, the Markdown pipeline's 70 packages…). */
function libraryName(pkg) {
  if (pkg.startsWith('@radix-ui/') || /^(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)$/.test(pkg)) return 'Radix';
  if (pkg.startsWith('@floating-ui/')) return 'Floating UI';
  if (pkg.startsWith('@tanstack/')) return 'TanStack Query';
  if (/^(unified|remark-|rehype-|micromark|mdast-|hast-|unist-|vfile|trough|bail|devlop|@ungap\/structured-clone|ccount|zwitch|property-information|stringify-entities|character-entities|comma-separated-tokens|space-separated-tokens|html-void-elements|markdown-table|longest-streak|decode-named-character-reference|escape-string-regexp|extend|is-plain-obj|trim-lines)/.test(pkg)) return 'Markdown (unified)';
  if (/^(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)$/.test(pkg)) return 'React, React Router, i18next';
  if (pkg === 'react-hook-form' || pkg.startsWith('@hookform/')) return 'react-hook-form';
  if (/^(better-auth|@better-auth\/|@better-fetch\/|better-call|nanostores|defu)/.test(pkg)) return 'better-auth client';
  if (pkg === 'lucide-react') return 'icons';
  return pkg;
}

/** Measures every screen of `screens` on the built app: one fresh browser context per screen. */
export async function measureScreens() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const cookie = await newAccount(app.baseURL, 'bundles', 'Bundle Reader');
    // A listed document, so History shows a list rather than its empty state.
    const created = await fetch(`${app.baseURL}/api/documents`, {
      method: 'POST',
      headers: { origin: app.baseURL, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ type: 'essay', title: 'A first essay', content: '# A first essay\n\nSome *Markdown* text.' }),
    });
    if (!created.ok) throw new Error(`creating a document answered ${created.status}: ${await created.text()}`);
    const chunks = readChunkModules();
    const rows = [];
    for (const pathname of screens) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (pathname !== '/login') {
        const host = new URL(app.baseURL).hostname;
        await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' })));
      }
      rows.push({ pathname, ...describeLoad(await scriptsOfFirstLoad(context, app.baseURL, pathname), chunks) });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** The BENCHMARKS.md section. */
export async function runBundlesBench({ date, machine }) {
  const rows = await measureScreens();
  for (const r of rows) {
    console.log(`${r.pathname}: ${r.files.length} files, ${kb(r.totalGzip)} KB gzip`);
    for (const f of r.files) console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.file}  ${f.packages.join(' ')}`);
    if (Object.keys(r.split).length) console.log(`  split over files: ${JSON.stringify(r.split)}`);
  }
  const table = [
    '| screen | script files | JavaScript (gzip -9) | packages split over two or more of its files |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.pathname} | ${r.files.length} | ${kb(r.totalGzip)} KB | ${Object.keys(r.split).join(', ') || 'none'} |`),
  ].join('\n');
  // Files of 1 KB or more by name and libraries; the small ones (icons, our own modules) as a count.
  const detail = rows
    .map((r) => {
      const large = r.files.filter((f) => f.gzip >= 1024);
      const small = r.files.filter((f) => f.gzip < 1024);
      const named = large.map((f) => {
        const libraries = [...new Set(f.packages.map(libraryName))];
        return `${shortName(f.file)} ${kb(f.gzip)}${libraries.length ? ` (${libraries.join(', ')})` : ''}`;
      });
      return `- **${r.pathname}**: ${named.join(' · ')} · ${small.length} files under 1 KB, ${kb(small.reduce((sum, f) => sum + f.gzip, 0))} KB together`;
    })
    .join('\n');
  return `## Signed-in screens and /login: first-load JavaScript

${date} · ${machine}. The production build served by the built app; Chromium (playwright-core) opens each screen in a fresh context (signed in, one essay in the history; /login signed out), and every script fetched until the network is quiet is counted, each file gzipped at level 9. Packages per file come from the build's module list (\`dist/chunk-modules.json\`). \`npm run bench -- bundles\` measures this part alone; \`e2e/bundles.e2e.ts\` fails when a screen loads one package from two files or loads a library the screen does not use.

${table}

What each screen loads (file, KB gzip -9, the libraries in it):

${detail}`;
}
