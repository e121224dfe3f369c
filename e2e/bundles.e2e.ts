import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeLoad, readChunkModules, type ChunkModules, type Load } from '../bench/bundles.mjs';
import { baseURL, changeSettings, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, holdRequests, pageSettled } from './steps.ts';

// What a first visit of a screen downloads (decision 0031): no
// library from two files, and no library the screen does not use. Sizes are
// reported by `npm run bench -- bundles`, not held here.

/** Packages of the Markdown pipeline (unified, remark, rehype): only for screens that show formatted text. */
const markdownPackages = ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'rehype-sanitize', 'rehype-stringify', 'micromark'];
/** What /login does without: the schema library, the form library and better-auth's client. */
const notForSignIn = ['zod', 'react-hook-form', '@hookform/resolvers', 'better-auth', '@better-auth/core', '@better-fetch/fetch'];

/** Every signed-in screen but the editor (it shows a document formatted from the start) and the admin console (admins only). */
const signedInScreens = ['/history', '/essay-generator', '/resume-builder', '/cover-letter', '/references', '/documents/new', '/settings', '/profile'];

const contexts = contextTracker();
let chunks: ChunkModules;
let user: { email: string; password: string };
let signedIn: BrowserContext;
/** A user whose saved theme is Dark. */
let darkUser: { email: string; password: string } | undefined;

/** Scripts the page fetches from now on (URLs of this app). */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(baseURL) && response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

/** A first visit of `path` in a fresh context (signed in unless told otherwise): what it loaded once settled. */
async function firstLoad(path: string, { signIn = true } = {}): Promise<{ page: Page; load: () => Load }> {
  const { context, page } = contexts.track(await newPage());
  if (signIn) await signInContext(context, user);
  const urls = recordScripts(page);
  await page.goto(path);
  await pageSettled(page);
  await page.waitForLoadState('networkidle');
  return { page, load: () => describeLoad(urls, chunks) };
}

describeBrowser('first-load JavaScript', () => {
  beforeAll(async () => {
    chunks = readChunkModules();
    user = await createUser();
    ({ context: signedIn } = contexts.track(await newPage()));
    await signInContext(signedIn, user);
    await createDocument(signedIn, { type: 'essay', title: 'Listed essay', content: '# Listed essay\n\nSome *formatted* text.' });
  });
  afterAll(() => contexts.closeAll());

  it.each(signedInScreens)('%s loads no library from two files, and Markdown only where it shows some', async (path) => {
    const { load } = await firstLoad(path);
    const { split, files, packages } = load();
    expect(files.length).toBeGreaterThan(3);
    expect(split).toEqual({});
    // None shows formatted text before a draft is written or a document opened.
    expect(packages.filter((p) => markdownPackages.includes(p))).toEqual([]);
  });

  it('the Essay Generator loads the Markdown pipeline with its first draft, and shows it formatted', async () => {
    const { page, load } = await firstLoad('/essay-generator');
    await page.getByRole('textbox', { name: 'Topic' }).fill('Why cities should plant more trees');
    await page.getByRole('button', { name: 'Generate Essay' }).click();
    const draft = page.getByRole('article', { name: 'Draft text' });
    await draft.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    expect(load().packages).toEqual(expect.arrayContaining(['unified', 'remark-parse', 'rehype-sanitize']));
    expect(load().split).toEqual({});
    // Formatted, not the Markdown source.
    expect(await draft.innerText()).not.toMatch(/^#/m);
  });

  it('a signed-in screen asks for the session before it has even asked for its own script, and asks once', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(baseURL)) requests.push(new URL(request.url()).pathname);
    });
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('heading', { name: 'Document History', level: 1 }).waitFor();
    const session = requests.indexOf('/api/auth/get-session');
    const screen = requests.findIndex((path) => /^\/assets\/history-page-[\w-]+\.js$/.test(path));
    expect(session, requests.join('\n')).toBeGreaterThan(-1);
    expect(screen, requests.join('\n')).toBeGreaterThan(-1);
    // Asked while the app starts, not once the screen's script has come and its guard mounted.
    expect(session, requests.join('\n')).toBeLessThan(screen);
    // The layout and the guard share that request.
    expect(requests.filter((path) => path === '/api/auth/get-session')).toHaveLength(1);
    // The screen's data follows the session.
    expect(requests.indexOf('/api/documents')).toBeGreaterThan(session);
  });

  it('History asks for its first page while its own script is still on the way, shows that answer, and asks once', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/documents') documentRequests.push(request.url());
    });
    // The screen's script (and so the screen) cannot arrive until its data has been asked for.
    const script = await holdRequests(page, /\/assets\/history-page-[\w-]+\.js$/);
    // goto resolves once the app is on screen, which waits for the held script.
    const loaded = page.goto('/history');
    await script.seen;
    await expect.poll(() => documentRequests.length, { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Listed essay').count()).toBe(0);
    await script.release();
    await loaded;
    await page.getByText('Listed essay', { exact: true }).first().waitFor();
    await pageSettled(page);
    // The list shown is that early answer: nothing asked again.
    expect(documentRequests).toEqual([`${baseURL}/api/documents`]);
  });

  // Every page applies the saved theme and language; these screens also show the settings or follow them (autosave, notifications).
  it.each(['/settings', '/essay-generator', '/resume-builder', '/history', 'the editor'])(
    '%s asks for the settings once: the saved theme and the screen read the same answer',
    async (screen) => {
      const { context, page } = contexts.track(await newPage());
      // Dark saved on the server only: this browser has no theme of its own stored.
      darkUser ??= await createUser();
      await signInContext(context, darkUser);
      await changeSettings(context, (settings) => ({ ...settings, theme: 'dark' }));
      // The editor opens one of this user's own documents (another user's would be "not found").
      const own = screen === 'the editor' ? await createDocument(context, { type: 'essay', title: 'Dark essay', content: '# Dark essay\n\nSome text.' }) : undefined;
      const settingsRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/settings') settingsRequests.push(request.method());
      });
      await page.goto(own ? `/documents/${own.id}/edit` : screen);
      await pageSettled(page);
      if (own) await expectHeading(page, 'Editing Dark essay');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')), { timeout: 10_000 }).toBe(true);
      if (screen === '/settings') {
        const dark = page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark', exact: true });
        await expect.poll(() => dark.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
      }
      await page.waitForLoadState('networkidle');
      expect(settingsRequests).toEqual(['GET']);
    },
  );

  it.each([
    ['/history', ''],
    ['/history?q=listed', '?search=listed'],
  ])('History at %s asks for its list once, whatever arrives first', async (address, query) => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/documents') documentRequests.push(new URL(request.url()).search);
    });
    await page.goto(address);
    await page.getByText('Listed essay', { exact: true }).first().waitFor();
    await pageSettled(page);
    expect(documentRequests).toEqual([query]);
  });

  it('/login loads neither the schema library, the form library nor the auth client, and no library from two files', async () => {
    const { page, load } = await firstLoad('/login', { signIn: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Inkwell');
    const { packages, split } = load();
    expect(packages.filter((p) => notForSignIn.includes(p))).toEqual([]);
    expect(packages.filter((p) => markdownPackages.includes(p))).toEqual([]);
    expect(split).toEqual({});
  });
});
