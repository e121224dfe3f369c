import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { guestOnlyPaths, protectedPaths, publicPaths } from '../../shared/routes.ts';
import { routePageMeta } from './page-meta.ts';

// /blog, /login, /signup and the protected pages once kept the generic site
// title. Every route of the route table has its own title and
// description, in every interface language.

const paths = [...publicPaths, ...guestOnlyPaths, ...protectedPaths, '/documents/new', '/documents/abc/edit'];
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const generic = {
  title: indexHtml.match(/<title>([^<]*)<\/title>/)?.[1],
  description: indexHtml.match(/<meta name="description" content="([^"]*)"/)?.[1],
};

describe.each(['en', 'fr', 'es', 'de', 'zh'])('page titles and descriptions in %s', (lang) => {
  const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}.json`), 'utf8')) as Record<string, unknown>;
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { [lang]: { translation: messages } }, lng: lang, initAsync: false, interpolation: { escapeValue: false } });

  const metas = paths.map((p) => ({ path: p, meta: routePageMeta(p, i18n.t) }));

  it('gives every route a translated title and description of its own', () => {
    expect(generic.title).toBeTruthy();
    for (const { path: p, meta } of metas) {
      expect(meta, p).toBeDefined();
      expect(meta!.title, p).toMatch(/Inkwell/);
      // A missing key comes back as the key itself.
      expect(meta!.title, p).not.toMatch(/^\w+(\.\w+)+( · Inkwell)?$|\{\{/);
      expect(meta!.description.length, p).toBeGreaterThan(8);
      expect(meta!.description, p).not.toMatch(/^\w+(\.\w+)+$|\{\{/);
      // The home page is the one whose title is the site's (index.html's, in English).
      if (p !== '/') expect(meta!.title, p).not.toBe(generic.title);
      expect(meta!.description, p).not.toBe(generic.description);
    }
    const titles = metas.map((m) => m.meta!.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it('knows no title for a path no route serves, and matches routes with parameters', () => {
    expect(routePageMeta('/no-such-page', i18n.t)).toBeUndefined();
    expect(routePageMeta('/help/account', i18n.t)).toEqual(routePageMeta('/help', i18n.t));
    expect(routePageMeta('/blog/42', i18n.t)).toEqual(routePageMeta('/blog', i18n.t));
  });
});
