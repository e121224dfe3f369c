import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import type { Settings } from '../src/shared/settings.ts';

export { demoAccount } from '../src/shared/demo-account.ts';

/** null when Chromium is missing (global setup printed how to install it). */
export const e2e = inject('e2e');

/** `describe` that skips (loudly, once, in global setup) without a browser. */
export const describeBrowser = e2e ? describe : describe.skip;

function env() {
  if (!e2e) throw new Error('browser tests need Chromium');
  return e2e;
}

export const baseURL = e2e?.baseURL ?? 'http://127.0.0.1';

let browserPromise: Promise<Browser> | undefined;
export function browser(): Promise<Browser> {
  browserPromise ??= chromium.connect(env().wsEndpoint);
  return browserPromise;
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** The browser's time zone (relative dates depend on it); the machine's when unset. */
  timezoneId?: string;
  /** 'reduce' asks the app for its reduced-motion styles (no transitions to wait out). */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Another app than the suite's (a test that starts its own server). */
  baseURL?: string;
  /**
   * The document editor's view this browser has chosen. The suites written
   * for the Markdown text area (typing Markdown, selecting its characters)
   * open that view; the rich editor's suite asks for 'rich', the product's default.
   */
  editorView?: 'rich' | 'markdown';
}

/** A fresh, isolated context (own cookies and storage) and a page in it. */
export async function newPage(options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await browser()).newContext({
    baseURL: options.baseURL ?? baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const view = options.editorView ?? 'markdown';
  await context.addInitScript((chosen) => localStorage.setItem('inkwell.editorView', chosen), view);
  const page = await context.newPage();
  waitForAppOnLoad(page);
  return { context, page };
}

/**
 * Public pages arrive prerendered and start their script after the first
 * paint, so right after a load the HTML is there but not yet interactive.
 * After every goto/reload of an app page, wait until the app has taken over
 * (the layout marks <html data-app-ready>), as a user would wait for it.
 */
export function waitForAppOnLoad(page: Page): void {
  const ready = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response && !new URL(response.url()).pathname.startsWith('/api/') && (response.headers()['content-type'] ?? '').includes('text/html')) {
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}

/** Calls the API the way the browser does (same Origin, which better-auth checks). */
export async function api(path: string, init: { method?: string; json?: unknown; cookie?: string } = {}): Promise<Response> {
  return fetch(baseURL + path, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers: {
      origin: baseURL,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The account ADMIN_EMAILS names for the browser tests' app (global-setup.ts). */
export const adminCredentials = { email: 'e2e-admin@example.com', password: 'correct-horse-battery' };

/**
 * Makes the administrator's account unless a test file of this run already
 * did, and opens the verification link mailed to it: an ADMIN_EMAILS address
 * administers only once its owner verified it. Test files run side by side:
 * a second opening of the link finds the address verified already.
 */
export async function ensureAdmin(): Promise<void> {
  await createUser(adminCredentials.email, adminCredentials.password).catch(() => undefined);
  await fetch(await mailedLinkContaining(adminCredentials.email, '/verify-email'), { redirect: 'manual' });
  const signIn = await api('/api/auth/sign-in/email', { json: adminCredentials });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const me = (await (await api('/api/me', { cookie })).json()) as { role?: string };
  if (me.role !== 'admin') throw new Error(`${adminCredentials.email} is not an administrator after verifying: ${JSON.stringify(me)}`);
}

/** Waits two frames: what the last render set (layout, effects) is on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Creates an account through the API (faster than the form when the form is not under test). */
export async function createUser(email = uniqueEmail(), password = 'correct-horse-battery'): Promise<{ email: string; password: string }> {
  const res = await api('/api/auth/sign-up/email', { json: { email, password, name: '' } });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** Signs a browser context in through the API; its cookies land in the context. */
export async function signInContext(context: BrowserContext, credentials: { email: string; password: string }): Promise<void> {
  const res = await context.request.post('/api/auth/sign-in/email', { data: credentials, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/** Creates a document for the user signed in to `context`, through the API as the app does. */
export async function createDocument(context: BrowserContext, input: CreateDocumentInput): Promise<DocumentRecord> {
  const res = await context.request.post('/api/documents', { data: input, headers: { origin: baseURL } });
  if (res.status() !== 201) throw new Error(`creating a document failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as DocumentRecord;
}

/** The account's settings as the server keeps them. */
export async function serverSettings(context: BrowserContext): Promise<Settings> {
  const res = await context.request.get('/api/settings');
  expect(res.status()).toBe(200);
  return (await res.json()) as Settings;
}

/** Changes the account's settings through the API, as another device would. */
export async function changeSettings(context: BrowserContext, change: (settings: Settings) => Settings): Promise<void> {
  const res = await context.request.put('/api/settings', { data: change(await serverSettings(context)), headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

/**
 * The newest link mailed to `email` whose URL contains `fragment` (say
 * '/reset-password/'): an account gets a verification mail at sign-up, so a
 * test waiting for a later mail must not take that one while the new one is
 * still on its way.
 */
export async function mailedLinkContaining(email: string, fragment: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(env().logFile, 'utf8').split('\n');
    for (const line of lines.reverse()) {
      if (!line.startsWith('{')) continue;
      let entry: { mail?: { to?: string; text?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue; // the last line may still be half written
      }
      if (entry.mail?.to === email) {
        const link = entry.mail.text?.match(/https?:\/\/\S+/)?.[0];
        if (link?.includes(fragment)) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a link${fragment ? ` containing ${fragment}` : ''} reached ${email}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, so the page's CSP (no inline script) does not block it.
  // Once per document: a page checked in several looks keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Light and dark, desktop and phone: the four looks every page is checked in. */
const schemeWidthConfigs = (['light', 'dark'] as const).flatMap((colorScheme) => [1280, 360].map((width) => ({ colorScheme, width })));

type Look = (typeof schemeWidthConfigs)[number];

/**
 * Runs `check` in each of the four looks, switched in place on the page as
 * it is now: the app follows the system scheme live and its layout follows
 * the width, so this shows what a fresh load in that look would (the
 * public pages' axe test has done so from the start), without a new
 * context, sign-in and page load per look. The page's own look is back
 * afterwards.
 */
async function inEachLook(page: Page, check: (look: Look) => Promise<void>): Promise<void> {
  const own = page.viewportSize() ?? { width: 1280, height: 900 };
  const ownScheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  const switchTo = async (colorScheme: 'light' | 'dark', width: number) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: own.height });
    // The scheme switches when the app hears the media query change; the layout settles in the next frames.
    await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, colorScheme === 'dark');
    await nextFrames(page);
  };
  for (const look of schemeWidthConfigs) {
    await switchTo(look.colorScheme, look.width);
    await check(look);
  }
  await switchTo(ownScheme, own.width);
}

/**
 * Waits until every animation that ends has ended (a colour transition, an
 * entrance). One that never ends (a spinner's turn; with reduced motion it
 * still repeats, only quicker) is not waited for: its `finished` would never
 * come, and a check that happened on a spinner would hang until the test's
 * time ran out.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the page as it is now (animations finished, in the scheme under test), as readable lines. */
export async function axeFindings(page: Page, colorScheme: 'light' | 'dark', what: string): Promise<string[]> {
  await animationsFinished(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
  const violations = await axeViolations(page);
  return violations.map((v) => `${what}: ${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** What axeFindingsInEachLook also does in each look. */
export interface LookChecks {
  /** Puts what is checked on screen again (a menu that closes when the page resizes). */
  prepare?: () => Promise<void>;
  /** Also finds the page scrolling sideways. */
  sideways?: boolean;
  /** Saves a screenshot per look as `<name>-<scheme>-<width>.png` in E2E_SCREENSHOT_DIR, when that is set. */
  screenshot?: string;
  /** More checks of what a user sees in the look: each finding it returns is reported with the look's name. */
  check?: (look: Look) => Promise<string[]>;
}

/** axeFindings in each of the four looks (inEachLook), each finding naming its look. */
export async function axeFindingsInEachLook(page: Page, what: string, checks: LookChecks = {}): Promise<string[]> {
  const findings: string[] = [];
  await inEachLook(page, async ({ colorScheme, width }) => {
    const where = `${what} (${colorScheme}, ${width} px)`;
    await checks.prepare?.();
    findings.push(...(await axeFindings(page, colorScheme, where)));
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots && checks.screenshot) await page.screenshot({ path: `${shots}/${checks.screenshot}-${colorScheme}-${width}.png` });
    if (checks.sideways) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) findings.push(`${where}: the page scrolls sideways by ${overflow} px`);
    }
    if (checks.check) findings.push(...(await checks.check({ colorScheme, width })).map((finding) => `${where}: ${finding}`));
  });
  return findings;
}
