// Renders the public pages to HTML after the client build, so they paint
// before any JavaScript runs (the browser then hydrates them). The server
// sends dist/web/<path>/index.html for a GET of <path> without a query string.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const { render } = await import(pathToFileURL(path.join(root, 'dist/prerender/prerender.js')).href);
const { publicPaths, guestOnlyPaths } = await import(pathToFileURL(path.join(root, 'dist/prerender/routes.js')).href);

// Pages whose content comes from the API or the URL at run time are left to the browser.
const skip = new Set(['/blog', '/reset-password', '/email-verified']);
const pages = [...publicPaths, ...guestOnlyPaths].filter((p) => !skip.has(p));

// The interface messages are fetched as JSON by the entry script: start that download with the HTML.
const messages = readdirSync(path.join(webDir, 'assets')).find((f) => /^en-[\w-]+\.json$/.test(f));
if (!messages) throw new Error('dist/web/assets/en-*.json is missing');
const template = readFileSync(path.join(webDir, 'index.html'), 'utf8').replace(
  '</head>',
  `  <link rel="preload" href="/assets/${messages}" as="fetch" type="application/json" crossorigin="anonymous" />\n  </head>`,
);
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Nothing but the HTML itself stands between a prerendered page and its first
// paint, nor between that paint and the app's download: the stylesheet, the
// theme script and the loader that fetches the app after the first paint
// (public/boot.js, in place of the module script and its preloads) are inline.
// The server's CSP allows exactly these scripts by their hashes
// (src/server/http/security.ts, inlineScriptHashes).
const entry = template.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/);
if (!entry) throw new Error('no module entry script in index.html');
const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/);
if (!stylesheet) throw new Error('no stylesheet in index.html');
const themeScript = '<script src="/theme-init.js"></script>';
if (!template.includes(themeScript)) throw new Error('no /theme-init.js in index.html');
const inline = (file) => {
  const text = readFileSync(path.join(webDir, file), 'utf8');
  if (/<\/(style|script)/i.test(text)) throw new Error(`${file} would end its own element`);
  return text;
};
const prerenderTemplate = template
  .replace(entry[0], () => `<script data-entry="${entry[1]}" data-preload="${[...preloads, `/assets/${messages}`].join(',')}">${inline('boot.js')}</script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<link rel="preload"[^>]*as="fetch"[^>]*>/g, '')
  .replace(stylesheet[0], () => `<style>${inline(stylesheet[1])}</style>`)
  .replace(themeScript, () => `<script>${inline('theme-init.js')}</script>`);

for (const page of pages) {
  const { html, title, description, lang } = await render(page);
  let doc = prerenderTemplate.replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${html}</div>`).replace('<html lang="en">', `<html lang="${lang}">`);
  // The page's own title and description (src/web/lib/page-meta.ts), as the browser sets them after a navigation.
  doc = doc
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  if (!doc.includes(`<meta name="description" content="${escapeHtml(description)}" />`)) throw new Error(`${page}: no description tag to fill in index.html`);
  const file = page === '/' ? path.join(webDir, 'index.html') : path.join(webDir, page.slice(1), 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, doc);
}
// The SPA shell for every other path (the browser renders those).
writeFileSync(path.join(webDir, 'spa.html'), template);
console.log(`Prerendered ${pages.length} pages.`);
