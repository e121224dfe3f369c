import { spawnSync } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/** Closes every context a spec file opened (afterEach/afterAll). */
export function contextTracker() {
  const open = new Set<BrowserContext>();
  return {
    track<T extends { context: BrowserContext }>(opened: T): T {
      open.add(opened.context);
      // Fail in seconds, not the test's full minute, when something never shows up.
      opened.context.setDefaultTimeout(10_000);
      return opened;
    },
    async closeAll(): Promise<void> {
      const contexts = [...open];
      open.clear();
      await Promise.all(contexts.map((c) => c.close()));
    },
  };
}

/** Path + query of the page, the part of the URL a user reads. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Whether `locator` has the keyboard focus now. */
export const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((el) => el === document.activeElement);

/** Waits for `locator` to have the keyboard focus; on failure, says what has it instead. */
export async function expectFocused(locator: Locator, when = ''): Promise<void> {
  try {
    await expect.poll(() => isFocused(locator), { timeout: 5_000 }).toBe(true);
  } catch {
    const focused = await locator.page().evaluate(() => {
      const el = document.activeElement;
      return el ? `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"` : 'nothing';
    });
    throw new Error(`expected ${String(locator)} to have the focus${when ? ` ${when}` : ''}; it is on ${focused}`);
  }
}

/** Waits until the page shows exactly this path (and query, if given). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  const shown = (url: URL) => url.pathname + url.search;
  try {
    await page.waitForURL((url) => shown(url) === path);
  } catch (error) {
    // Playwright's timeout does not say where the page is: a flaky run is only diagnosable with it.
    throw new Error(`expected the address ${path}; after the wait it is ${shown(new URL(page.url()))}`, { cause: error });
  }
}

/** The login URL a guard sends a signed-out visitor of `origin` to. */
export function loginRedirectFor(origin: string): string {
  return `/login?redirect=${encodeURIComponent(origin)}`;
}

/** A form field by its accessible name (the visible label without the decorative '*'). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

export async function fillSignInForm(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await field(page, 'Email').fill(credentials.email);
  await field(page, 'Password').fill(credentials.password);
}

/** Fills the sign-in form on the current page and submits it with the button. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await fillSignInForm(page, credentials);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Waits for the page's h1 to read `text`. The URL changes before React has
 * rendered the new route, so a test reads the heading only through this.
 */
export async function expectHeading(page: Page, text: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
  } catch {
    const shown = await page.getByRole('heading', { level: 1 }).allTextContents();
    throw new Error(`expected the h1 "${text}" on ${pathOf(page)}, the page shows ${JSON.stringify(shown)}`);
  }
}

/** Visible h1 text once the page (and its lazy chunk) has rendered. */
export async function headingText(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.waitFor();
  return (await h1.textContent()) ?? '';
}

/**
 * Holds every request matching `pattern` until `release()` is called, so a
 * test can look at the in-between state (spinner, "Signing in...") for as
 * long as it needs instead of racing a timer. `seen` resolves once the first
 * matching request is being held.
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markSeen!: () => void;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  const handler = async (route: Route) => {
    markSeen();
    await released;
    await route.continue().catch(() => undefined); // the page may have gone
  };
  await page.route(pattern, handler);
  return {
    seen,
    release: async () => {
      release();
      await page.unroute(pattern, handler);
    },
  };
}

/**
 * The page has finished arriving: its h1 is on screen, no spinner is left
 * (lazy chunk, session or data loading) and the header knows the auth state,
 * which it learns only after the app has hydrated and asked for the session.
 */
export async function pageSettled(page: Page): Promise<void> {
  const header = page.getByTestId('site-header');
  await header
    .getByRole('link', { name: 'Sign In', includeHidden: true })
    .or(header.getByRole('button', { name: 'Sign Out', includeHidden: true }))
    .first()
    .waitFor({ state: 'attached' });
  await page.getByTestId('page-spinner').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Opens the signed-in user's reference library, which must be empty, and its
 * Add a reference form: the form's dialog.
 */
export async function addReferenceToEmptyLibrary(page: Page): Promise<Locator> {
  await page.goto('/references');
  await pageSettled(page);
  await page.getByText('Your library is empty.').waitFor();
  await page.getByRole('button', { name: 'Add reference' }).first().click();
  return page.getByRole('dialog', { name: 'Add a reference' });
}

/**
 * A generator's run has ended and its draft is final on screen: Regenerate
 * is offered and the draft's article is no longer aria-busy (the app may
 * paint the last words a render after the stream ends).
 */
export async function draftFinished(result: Locator, timeout = 30_000): Promise<void> {
  await result.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout });
  await result.locator('article[aria-busy="false"]').waitFor();
}

/** Console errors and uncaught page errors, as readable lines, from now on. */
export function watchErrors(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location().url;
      seen.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return {
    list: (): string[] => [...seen],
    clear: (): void => {
      seen.length = 0;
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Clicks what starts a download and returns the file the browser saved, as bytes. */
export async function downloadBytes(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { name: file.suggestedFilename(), bytes: await readAll(await file.createReadStream()) };
}

/** Clicks a download button or link and returns the file the browser saved: its name and text. */
export async function download(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const { name, bytes } = await downloadBytes(page, trigger);
  return { name, text: bytes.toString('utf8') };
}

/** The text of a PDF as `pdftotext` reads it, whitespace tidied (poppler-utils). */
export function pdfText(bytes: Buffer): string {
  const result = spawnSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`pdftotext exited with ${result.status}`);
  return result.stdout.replace(/\s+/g, ' ');
}

/** The Download menu on the free plan: four formats to download, HTML and RTF shown locked. */
export const freePlanDownloadItems = ['PDF', 'Word (DOCX)', 'Plain text (TXT)', 'Markdown (MD)', 'Web page (HTML) — Pro', 'Rich Text (RTF) — Pro'];
