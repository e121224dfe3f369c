import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypeRules, editorRoutes } from '../../../shared/document-types.ts';
import { documentTypes } from '../../../shared/documents.ts';
import { exportFormats, exportFormatsByPlan } from '../../../shared/plans.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { kindKey } from '../../lib/documents.ts';
import { documentIcons } from './document-type.tsx';

// The document-type table (src/shared/document-types.ts) is what the web
// reads of a type: where it opens, its icon, its name in every language, its
// formats. A type added to the table but missed by one of these fails here.

const languages = ['en', 'de', 'fr', 'es', 'zh'] as const;
const localesDir = path.resolve(import.meta.dirname, '../../locales');
const locale = (lang: string) => JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

/** The router's paths, as `path: '…'` entries (the router itself lazy-loads every page). */
const routerPaths = [...readFileSync(path.resolve(import.meta.dirname, '../../router.tsx'), 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => `/${m[1]}`);
const routePattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);

describe.each(documentTypes)('the %s type', (type) => {
  const rule = documentTypeRules[type];

  it('opens in a screen the router has, with the document named in its address', () => {
    const href = editPathFor({ id: 'doc 1', type });
    const url = new URL(href, 'https://inkwell.test');
    expect(routerPaths.some((route) => routePattern(route).test(url.pathname)), href).toBe(true);
    expect(href).toContain(encodeURIComponent('doc 1'));
    expect(href).toBe(editorRoutes[rule.editor].replace(':id', encodeURIComponent('doc 1')));
  });

  it('has an icon', () => {
    expect(documentIcons[rule.icon]).toBeDefined();
  });

  it('is named in every language, in History’s rows and in its type filter', () => {
    expect(kindKey({ type })).toBe(rule.labelKey);
    for (const lang of languages) {
      const messages = locale(lang);
      expect(lookup(messages, rule.labelKey), `${lang} ${rule.labelKey}`).toEqual(expect.any(String));
      expect(lookup(messages, rule.filterKey), `${lang} ${rule.filterKey}`).toEqual(expect.any(String));
    }
  });

  it('downloads in formats the exporters know, every free one among them', () => {
    expect(rule.exports.length).toBeGreaterThan(0);
    for (const format of rule.exports) expect(exportFormats).toContain(format);
    for (const format of exportFormatsByPlan.free) expect(rule.exports).toContain(format);
  });
});

describe('a type the table does not know', () => {
  it('opens in the text editor', () => {
    expect(editPathFor({ id: 'x', type: 'poem' })).toBe('/documents/x/edit');
  });
});
