import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { guestOnlyPaths, protectedPaths, publicPaths } from '../src/shared/routes.ts';
import { api, createUser, describeBrowser, newPage, nextFrames, signInContext } from './fixtures.ts';
import { contextTracker, pageSettled, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// Every page has its own title: /blog, /login, /signup, /help/… and the
// signed-in pages once kept the site's generic title (index.html's), so every
// tab and bookmark read the same.
const shell = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const generic = {
  title: shell.match(/<title>([^<]*)<\/title>/)![1]!,
  description: shell.match(/<meta name="description" content="([^"]*)"/)![1]!,
};

/** Pages the build leaves to the browser (scripts/prerender.mjs): their HTML is the app shell. */
const notPrerendered = new Set(['/blog', '/reset-password', '/email-verified']);

interface Meta {
  title: string;
  description: string;
}

/** The title and description as the browser has them once the page has settled and its effects have run. */
async function metaOf(page: Page): Promise<Meta> {
  await pageSettled(page);
  return currentMeta(page);
}

async function currentMeta(page: Page): Promise<Meta> {
  // Two frames: whatever the last render set in its effects is in place.
  await nextFrames(page);
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
  }));
}

/** The title and description in the HTML the server sends for `path`, before any script runs. */
async function servedMeta(path: string): Promise<Meta & { prerendered: boolean }> {
  const html = await (await api(path)).text();
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return {
    title: unescape(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: unescape(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    prerendered: html.includes('data-prerendered="true"'),
  };
}

describeBrowser('page titles and descriptions', () => {
  it('every route has its own title and description, in the browser and in the prerendered HTML', { timeout: 120_000 }, async () => {
    const { posts } = (await (await api('/api/blog/posts')).json()) as { posts: { id: string; title: string }[] };
    const post = posts[0]!;
    const { context, page } = contexts.track(await newPage());
    const seen = new Map<string, Meta>();
    const problems: string[] = [];
    const visit = async (path: string) => {
      await page.goto(path);
      const meta = await metaOf(page);
      seen.set(path, meta);
      if (path !== '/' && meta.title === generic.title) problems.push(`${path}: the generic title`);
      if (!meta.title.includes('Inkwell')) problems.push(`${path}: title "${meta.title}" does not name Inkwell`);
      if (meta.description.length < 20) problems.push(`${path}: description "${meta.description}"`);
      if (meta.description === generic.description) problems.push(`${path}: the generic description`);
      return meta;
    };

    for (const path of [...publicPaths, ...guestOnlyPaths]) {
      const meta = await visit(path);
      const served = await servedMeta(path);
      if (served.prerendered !== !notPrerendered.has(path)) problems.push(`${path}: prerendered is ${served.prerendered}`);
      // What a crawler or a link preview reads before any script runs is what the tab says after.
      if (served.prerendered && (served.title !== meta.title || served.description !== meta.description)) {
        problems.push(`${path}: served ${JSON.stringify(served)}, the browser shows ${JSON.stringify(meta)}`);
      }
    }
    // Pages whose title comes from what they show.
    const postMeta = await visit(`/blog/${post.id}`);
    expect(postMeta.title).toBe(`${post.title} · Inkwell`);
    expect(await visit('/help/account')).toMatchObject({ title: 'Your account · Help Center · Inkwell', description: 'Sign in, reset a forgotten password and manage your account.' });
    expect((await visit('/help/export')).title).toBe('Export a document · Help Center · Inkwell');
    expect((await visit('/email-verified?verified=1')).title).toBe('Email verified · Inkwell');

    await signInContext(context, await createUser());
    for (const path of protectedPaths) await visit(path);

    expect(problems).toEqual([]);
    expect(seen.get('/login')).toEqual({ title: 'Sign In · Inkwell', description: 'Welcome back. Sign in to reach your documents.' });
    expect(seen.get('/blog')).toEqual({ title: 'Blog · Inkwell', description: 'Writing tips, study guides and product news from the Inkwell team.' });
    expect(seen.get('/history')?.title).toBe('Document History · Inkwell');
    const titles = [...seen.values()].map((m) => m.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i), 'titles shared by two pages').toEqual([]);
  });

  it('a navigation inside the app renames the tab, Back included', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/support');
    expect((await metaOf(page)).title).toBe('Support · Inkwell');
    await page.getByRole('region', { name: 'Popular help topics' }).getByRole('link', { name: 'Managing your account and password' }).click();
    await waitForPath(page, '/help/account');
    await expect.poll(() => metaOf(page)).toEqual({ title: 'Your account · Help Center · Inkwell', description: 'Sign in, reset a forgotten password and manage your account.' });
    await page.goBack();
    await waitForPath(page, '/support');
    await expect.poll(() => metaOf(page)).toEqual({ title: 'Support · Inkwell', description: 'Get help from the Inkwell team: chat with us, open a ticket, write to us or call during business hours.' });
  });

  it('follows the interface language', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const fr = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../src/web/locales/fr.json'), 'utf8')) as { pricing: { title: string; intro: string } };
    await page.getByRole('heading', { level: 1, name: fr.pricing.title }).waitFor();
    expect(await currentMeta(page)).toEqual({ title: `${fr.pricing.title} · Inkwell`, description: fr.pricing.intro });
  });
});
