import { afterEach, beforeAll, expect, it } from 'vitest';
import { protectedPaths, publicPaths } from '../src/shared/routes.ts';
import { createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, holdRequests, loginRedirectFor, pathOf, submitSignIn, waitForPath } from './steps.ts';

const homeTitle = 'Write better, faster, with Inkwell';

// Typed by the shared route table: a new route fails to compile until it is listed here.
const protectedTitles: Record<(typeof protectedPaths)[number], string> = {
  '/essay-generator': 'Essay Generator',
  '/resume-builder': 'Resume Builder',
  '/cover-letter': 'Cover Letter',
  '/applications': 'Job applications',
  '/history': 'Document History',
  '/references': 'Reference Library',
  '/settings': 'Settings',
  '/profile': 'Profile',
};

const publicTitles: Record<(typeof publicPaths)[number], string> = {
  '/': homeTitle,
  '/features': 'Features',
  '/pricing': 'Simple, transparent pricing',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/terms': 'Terms & Privacy',
  '/privacy': 'Privacy Policy',
  '/cookies': 'Cookie Policy',
  '/gdpr': 'Your GDPR rights',
  '/blog': 'Blog',
  '/resources': 'Resources',
  '/documentation': 'Documentation',
  '/documentation/getting-started': 'Getting started with Inkwell',
  '/documentation/videos': 'Video tutorials',
  '/documentation/citation-guide': 'Citation guide',
  '/templates': 'Templates',
  '/templates/download': 'Download a template',
  '/support': 'Support',
  '/help': 'Help Center',
  '/academic-papers': 'Academic Papers',
  '/forgot-password': 'Reset your password',
  '/reset-password': 'Choose a new password',
  '/email-verified': 'Verify your email',
};

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

describeBrowser('signed-out visitor of a protected path', () => {
  let user: { email: string; password: string };
  beforeAll(async () => {
    user = await createUser();
  });

  const origins = [...protectedPaths, '/history?x=1'];
  it.each(origins)('%s → /login?redirect=…, and back there after signing in with the form', async (origin) => {
    const { page } = contexts.track(await newPage());
    await page.goto(origin);
    await waitForPath(page, loginRedirectFor(origin));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(origin);
    await expectHeading(page, 'Sign in to Inkwell');

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(pathOf(page));
    });
    await submitSignIn(page, user);
    await waitForPath(page, origin);
    const path = origin.split('?')[0] as keyof typeof protectedTitles;
    await expectHeading(page, protectedTitles[path]);
    expect(pathOf(page)).toBe(origin);
    // Straight there: the destination's guard never bounced the user back to the sign-in form.
    expect(visited.filter((p) => p !== origin)).toEqual([]);
  });

  it('sees a spinner while the session loads, then the redirect', async () => {
    const { page } = contexts.track(await newPage());
    const session = await holdRequests(page, '**/api/auth/get-session*');
    await page.goto('/history');
    await session.seen;
    const spinner = page.getByTestId('page-spinner');
    await spinner.waitFor();
    expect(await spinner.getByRole('status').textContent()).toBe('Loading…');
    expect(pathOf(page)).toBe('/history');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);

    await session.release();
    await waitForPath(page, loginRedirectFor('/history'));
    await spinner.waitFor({ state: 'detached' });
    await expectHeading(page, 'Sign in to Inkwell');
  });
});

describeBrowser('guest-only path while the session loads', () => {
  // Not a spinner the form then replaces: that moved the page on a phone (CLS 0.073).
  it('/login shows the form at once, and keeps it for a signed-out visitor', async () => {
    const { page } = contexts.track(await newPage());
    const session = await holdRequests(page, '**/api/auth/get-session*');
    await page.goto('/login');
    await session.seen;
    await expectHeading(page, 'Sign in to Inkwell');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByTestId('page-spinner').count()).toBe(0);

    await session.release();
    await page.waitForLoadState('networkidle');
    await expectHeading(page, 'Sign in to Inkwell');
    expect(await page.getByTestId('page-spinner').count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
  });
});

describeBrowser('signed-in visitor of a guest-only path', () => {
  let user: { email: string; password: string };
  beforeAll(async () => {
    user = await createUser();
  });

  it.each(['/login', '/signup'])('%s → /', async (path) => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    await page.goto(path);
    await waitForPath(page, '/');
    await expectHeading(page, homeTitle);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('/login?redirect=/history → /history', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    await page.goto('/login?redirect=/history');
    await waitForPath(page, '/history');
    await expectHeading(page, 'Document History');
  });
});

describeBrowser('other routes', () => {
  // Where an unknown path and /help/<topic> lead is the route table's: src/web/app/routes.test.tsx.
  // The server's shell for any deep path is exercised by every test that opens /documents/<id>/edit.

  // One signed-out visitor opening every public path in turn; every path is
  // checked before the test fails, and the failure names each one.
  it('every public path renders its own h1 without redirecting', { timeout: 120_000 }, async () => {
    const { page } = contexts.track(await newPage());
    const failures: string[] = [];
    for (const path of publicPaths) {
      await page.goto(path);
      try {
        await expectHeading(page, publicTitles[path]);
        const h1s = await page.getByRole('heading', { level: 1 }).count();
        if (h1s !== 1) failures.push(`${path}: ${h1s} h1 elements`);
        if (pathOf(page) !== path) failures.push(`${path}: ended on ${pathOf(page)}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message.split('\n')[0]} (on ${pathOf(page)})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
