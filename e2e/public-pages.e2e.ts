import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import fr from '../src/web/locales/fr.json' with { type: 'json' };
import { axeViolations, baseURL, browser, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, loginRedirectFor, pageSettled, pathOf, submitSignIn, waitForPath, watchErrors } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

/** Opens `path` and waits until it is hydrated and knows the session, so clicks reach React. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageSettled(page);
}

/** Texts of the headings of one level inside `scope`, trimmed. */
async function headings(scope: Locator, level: number): Promise<string[]> {
  return (await scope.getByRole('heading', { level }).allTextContents()).map((t) => t.trim());
}

/** Waits until the page has scrolled and element `id` stands still (same position on two animation frames). */
async function scrolledTo(page: Page, id: string): Promise<{ top: number; scrollY: number; headerBottom: number }> {
  await page.waitForFunction((target) => {
    const el = document.getElementById(target);
    if (!el) return false;
    const w = window as unknown as { __lastTop?: number };
    const top = el.getBoundingClientRect().top;
    const still = w.__lastTop === top;
    w.__lastTop = top;
    return still && window.scrollY > 0;
  }, id);
  return page.evaluate((target) => ({
    top: document.getElementById(target)!.getBoundingClientRect().top,
    scrollY: window.scrollY,
    headerBottom: document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect().bottom,
  }), id);
}

describeBrowser('home', () => {
  let user: { email: string; password: string };
  beforeAll(async () => {
    user = await createUser();
  });

  // The hero, Why Choose and the closing call to action for a visitor and for a new member: src/web/features/home/home-page.test.tsx.
  it('Learn More scrolls to the features section, whose three cards include Academic Papers → /academic-papers', async () => {
    const { page } = contexts.track(await newPage());
    await open(page, '/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL((url) => url.hash === '#features');
    expect(pathOf(page)).toBe('/');
    const { top, scrollY, headerBottom } = await scrolledTo(page, 'features');
    expect(scrollY).toBeGreaterThan(0);
    // The section's top is on screen and not hidden under the sticky header.
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(page.viewportSize()!.height / 2);

    const features = page.getByRole('region', { name: 'Everything you write, in one place' });
    const cards = features.getByRole('list').getByRole('link');
    expect(await cards.count()).toBe(3);
    expect(await headings(features, 3)).toEqual(['Essay Generator', 'Resume Builder', 'Academic Papers']);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/essay-generator',
      '/resume-builder',
      '/academic-papers',
    ]);
    await features.getByRole('link', { name: /Academic Papers/ }).click();
    await waitForPath(page, '/academic-papers');
    await expectHeading(page, 'Academic Papers');
  });

  it('signed in with documents: the closing call to action continues the latest one, or starts a new one', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    await createDocument(context, { type: 'essay', title: 'An older essay', content: 'Old.' });
    const latest = await createDocument(context, { type: 'essay', title: 'Rivers of the north', content: 'Rivers run north.' });
    await open(page, '/');
    const cta = page.getByRole('region', { name: 'Pick up where you left off' });
    await cta.getByText('Your latest document is “Rivers of the north”.').waitFor();
    expect(await page.getByText(/Create a free account/).count()).toBe(0);
    expect(await cta.getByRole('link', { name: 'Start a new document' }).getAttribute('href')).toBe('/templates');
    await cta.getByRole('link', { name: 'Continue writing' }).click();
    await waitForPath(page, `/documents/${latest.id}/edit`);
    // The editor on screen (its chunk loads after the path changes), then axe.
    await page.getByRole('heading', { name: 'Editing Rivers of the north', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Getting started: its first step asks a visitor to create an account, and points a signed-in reader to their profile', async () => {
    const { page: visitor } = contexts.track(await newPage());
    await open(visitor, '/documentation/getting-started');
    expect(await visitor.locator('#step-account').getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    await open(page, '/documentation/getting-started');
    const profile = page.locator('#step-account').getByRole('link', { name: 'Open your profile' });
    expect(await profile.getAttribute('href')).toBe('/profile');
    expect(await page.locator('#step-account').getByRole('link', { name: 'Create an account' }).count()).toBe(0);
  });
});

// Features, Pricing's plans and formats, the FAQ, the templates' search and the legal pages' tabs and
// texts: component tests next to each page (src/web/features/{features-page,pricing,faq,templates,legal}/*.test.tsx).

describeBrowser('blog', () => {
  const cards = (page: Page) => page.getByRole('main').getByRole('article');

  it('lists the posts in English first, newest first, then the others with their language; each with image, title, a short preview, author and date; a card opens the full post', async () => {
    const { page } = contexts.track(await newPage());
    await open(page, '/blog');
    await cards(page).first().waitFor();
    const summaries = await cards(page).evaluateAll((articles) =>
      articles.map((article) => {
        const img = article.querySelector('img');
        const texts = [...article.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
        return {
          title: article.querySelector('h2')?.textContent?.trim() ?? '',
          lang: article.querySelector('h2')?.getAttribute('lang') ?? '',
          // The language label: what it shows, and what a screen reader says of it.
          label: article.querySelector('[data-testid="post-language"] [lang]')?.textContent?.trim() ?? '',
          labelSpoken: article.querySelector('[data-testid="post-language"] .sr-only')?.textContent?.trim() ?? '',
          href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
          image: img ? { src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 } : null,
          preview: texts[0] ?? '',
          byline: texts[1] ?? '',
          date: article.querySelector('time')?.getAttribute('datetime') ?? '',
          shownDate: article.querySelector('time')?.textContent?.trim() ?? '',
        };
      }),
    );
    expect(summaries.length).toBeGreaterThanOrEqual(2);
    for (const post of summaries) {
      expect(post.title, JSON.stringify(post)).not.toBe('');
      expect(post.href, post.title).toMatch(/^\/blog\/[0-9a-f-]{36}$/);
      expect(post.image?.src, post.title).toBeTruthy();
      // At most 150 characters of the post, then an ellipsis when it was cut.
      const body = post.preview.endsWith('…') ? post.preview.slice(0, -1) : post.preview;
      expect(body.length, post.preview).toBeGreaterThan(0);
      expect(body.length, post.preview).toBeLessThanOrEqual(150);
      const [author, shown] = post.byline.split(' · ');
      expect(author?.trim(), post.byline).toBeTruthy();
      expect(shown, post.byline).toBe(post.shownDate);
      expect(Number.isNaN(Date.parse(post.date)), post.date).toBe(false);
    }
    // English first, newest first; then the posts in other languages, newest first, each saying which.
    const english = summaries.filter((p) => p.lang === 'en');
    const others = summaries.filter((p) => p.lang !== 'en');
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(others.length, 'the French and Chinese posts').toBeGreaterThanOrEqual(2);
    expect(summaries.slice(0, english.length)).toEqual(english);
    for (const group of [english, others]) {
      const dates = group.map((p) => Date.parse(p.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    for (const post of english) expect(post.label, post.title).toBe('');
    const names: Record<string, string> = { fr: 'Français', zh: '中文', es: 'Español', de: 'Deutsch' };
    for (const post of others) {
      expect(post.label, post.title).toBe(names[post.lang]);
      expect(post.labelSpoken, post.title).toBe(`This post is available in ${new Intl.DisplayNames('en', { type: 'language' }).of(post.lang)} only.`);
    }

    // Every cover image has loaded (checked after the lazy images are scrolled into view).
    for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
    const images = await cards(page).locator('img').evaluateAll((imgs) =>
      Promise.all(
        imgs.map(async (img) => {
          const image = img as HTMLImageElement;
          await image.decode().catch(() => undefined);
          return { src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0 };
        }),
      ),
    );
    expect(images.filter((i) => !i.loaded).map((i) => i.src), 'cover images that do not load').toEqual([]);

    // The card itself is the link (its title link covers it).
    const firstPost = summaries[0]!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await cards(page).first().click();
    await waitForPath(page, firstPost.href);
    await expectHeading(page, firstPost.title);
    const article = page.getByRole('main').getByRole('article');
    expect((await headings(article, 2)).length, 'section headings').toBeGreaterThanOrEqual(2);
    expect(await article.getByRole('listitem').count(), 'list items').toBeGreaterThanOrEqual(2);
    // The preview is the start of the post's text.
    const fullText = (await article.locator('.prose, [class*="prose"]').first().innerText()).replace(/\s+/g, ' ').trim();
    expect(fullText.startsWith(firstPost.preview.replace(/…$/, '').replace(/\s+/g, ' ').trim()), fullText.slice(0, 200)).toBe(true);
    expect(await article.getByText(firstPost.byline.split(' · ')[0]!).count()).toBeGreaterThan(0);

    await article.getByRole('link', { name: 'Back to the blog' }).first().click();
    await waitForPath(page, '/blog');
    await cards(page).first().waitFor();
  });

  it('in French, the posts written in French come first; an English one says, on its card and on its page, that it is in English only', async () => {
    const { context, page } = contexts.track(await newPage({ width: 360 }));
    await context.addInitScript(() => localStorage.setItem('inkwell.language', 'fr'));
    await page.goto('/blog');
    await expectHeading(page, fr.blog.title);
    await cards(page).first().waitFor();
    const languages = await cards(page).evaluateAll((articles) => articles.map((article) => article.querySelector('h2')?.getAttribute('lang')));
    const french = languages.filter((lang) => lang === 'fr').length;
    expect(french).toBeGreaterThanOrEqual(1);
    expect(languages.slice(0, french)).toEqual(languages.filter((lang) => lang === 'fr'));
    expect(await cards(page).first().getByTestId('post-language').count()).toBe(0);

    const onlyInEnglish = 'Cet article n’est disponible qu’en anglais.';
    const englishCard = cards(page).filter({ has: page.locator('h2[lang="en"]') }).first();
    const label = englishCard.getByTestId('post-language');
    await label.getByText('English', { exact: true }).waitFor();
    expect(await label.getByText(onlyInEnglish, { exact: true }).count()).toBe(1); // what a screen reader says
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    const title = (await englishCard.getByRole('heading', { level: 2 }).textContent())!.trim();
    await englishCard.getByRole('link').click();
    await expectHeading(page, title);
    const article = page.getByRole('main').getByRole('article');
    await article.getByText(onlyInEnglish, { exact: true }).waitFor();
    expect(await article.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    expect(await article.locator('.prose > [lang="en"]').count()).toBe(1);
    expect(await article.getByRole('link', { name: fr.blog.back }).count()).toBeGreaterThan(0); // the page around it stays French
    const onPost = await axeViolations(page);
    expect(onPost.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  // An unknown post, and no posts at all: src/web/features/blog/blog-pages.test.tsx.
});

describeBrowser('academic papers', () => {
  let user: { email: string; password: string };
  beforeAll(async () => {
    user = await createUser();
  });

  const typeGroup = (page: Page) => page.getByRole('radiogroup', { name: '1. Document type' });
  const styleGroup = (page: Page) => page.getByRole('radiogroup', { name: '2. Citation style' });
  /** The text of the one checked radio of a group (its title, then its description). */
  const checked = async (group: Locator) => {
    const radios = group.getByRole('radio', { checked: true });
    expect(await radios.count()).toBe(1);
    expect(await radios.getAttribute('aria-checked')).toBe('true');
    return (await radios.textContent())?.trim();
  };
  async function chooseLabMla(page: Page): Promise<void> {
    await typeGroup(page).getByRole('radio', { name: /^Lab report/ }).click();
    await styleGroup(page).getByRole('radio', { name: /^MLA/ }).click();
    expect(await checked(typeGroup(page))).toMatch(/^Lab report/);
    expect(await checked(styleGroup(page))).toMatch(/^MLA/);
  }

  it('defaults to research + APA; signed out, Start asks to sign in and the form brings the choice back', async () => {
    const { page } = contexts.track(await newPage());
    await open(page, '/academic-papers');
    expect(await typeGroup(page).getByRole('radio').count()).toBe(3);
    expect(await styleGroup(page).getByRole('radio').count()).toBe(5);
    expect(await checked(typeGroup(page))).toMatch(/^Research paper/);
    expect(await checked(styleGroup(page))).toMatch(/^APA/);

    await chooseLabMla(page);
    await page.getByRole('button', { name: 'Start Writing' }).click();
    const origin = '/academic-papers?type=lab&style=mla';
    await waitForPath(page, loginRedirectFor(origin));
    await expectHeading(page, 'Sign in to Inkwell');
    await page.getByText('Please log in to start creating academic papers', { exact: true }).waitFor();

    await submitSignIn(page, user);
    await waitForPath(page, origin);
    await expectHeading(page, 'Academic Papers');
    expect(await checked(typeGroup(page))).toMatch(/^Lab report/);
    expect(await checked(styleGroup(page))).toMatch(/^MLA/);
  });

  it('signed in, Start creates a paper with the type and style and opens its editor; the essay generator stays a link away', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, user);
    await open(page, '/academic-papers');
    await page.getByTestId('site-header').getByRole('button', { name: 'Sign Out' }).waitFor();
    await chooseLabMla(page);
    const draftLink = page.getByRole('link', { name: 'Draft it with the Essay Generator' });
    const params = Object.fromEntries(new URL((await draftLink.getAttribute('href'))!, 'http://x').searchParams);
    expect(params).toEqual({ mode: 'academic', type: 'lab', style: 'mla', return: '/academic-papers?type=lab&style=mla' });
    await page.getByRole('button', { name: 'Start Writing' }).click();
    await page.waitForURL((url) => /^\/documents\/[^/]+\/edit$/.test(url.pathname));
    await expect.poll(() => page.getByLabel('Citation style').inputValue()).toBe('mla');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Untitled lab report');
    const id = new URL(page.url()).pathname.split('/')[2]!;
    const doc = (await (await context.request.get(`${baseURL}/api/documents/${id}`)).json()) as { type: string; data: Record<string, unknown> };
    expect(doc.type).toBe('academic');
    expect(doc.data).toMatchObject({ academicType: 'lab', citationStyle: 'mla' });
  });
});

describeBrowser('documentation', () => {
  // The "Write with Inkwell" card must not be stretched to its neighbour's
  // height, leaving a large empty gap between its text and its button.
  it('the "Write with Inkwell" card has no empty gap at any width; its steps open the guide at that step', async () => {
    const { page } = contexts.track(await newPage());
    await open(page, '/documentation');
    const card = page.getByRole('region', { name: 'Write with Inkwell' });
    const steps = card.getByRole('listitem').getByRole('link');
    expect((await steps.allTextContents()).map((t) => t.trim())).toEqual([
      '1Create your account',
      '2Write your first essay',
      '3Build a resume',
      '4Find it in History',
      '5Export your document',
    ]);
    for (const width of [1280, 1024, 360]) {
      await page.setViewportSize({ width, height: 900 });
      // Space above the button (from the last step) and below it (to the card's edge), in px.
      const gaps = await card.evaluate((section) => {
        const button = section.querySelector('a[href="/documentation/getting-started"]')!.getBoundingClientRect();
        const list = section.querySelector('ol')!.getBoundingClientRect();
        return { above: button.top - list.bottom, below: section.getBoundingClientRect().bottom - button.bottom };
      });
      expect(gaps.above, `${width} px`).toBeLessThanOrEqual(24);
      expect(gaps.below, `${width} px`).toBeLessThanOrEqual(32);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await steps.filter({ hasText: 'Find it in History' }).click();
    await page.waitForURL((url) => url.pathname === '/documentation/getting-started' && url.hash === '#step-history');
    const step = page.getByRole('heading', { level: 2, name: 'Find it in History' });
    await step.waitFor();
    await expect.poll(() => step.evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(450);
  });
});

describeBrowser('prerendered pages', () => {
  it('/pricing without JavaScript already shows its heading and plans', async () => {
    const context = await (await browser()).newContext({ baseURL, javaScriptEnabled: false });
    contexts.track({ context });
    const page = await context.newPage();
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    expect(await headings(main, 1)).toEqual(['Simple, transparent pricing']);
    expect(await headings(main.getByRole('list').first(), 2)).toEqual(['Free', 'Pro', 'Enterprise']);
    expect(await main.getByText('$9.99').count()).toBeGreaterThan(0);
  });

  it('paint needs nothing but the HTML: stylesheet and scripts inline, each script allowed by its hash and by nothing looser', async () => {
    const { context } = contexts.track(await newPage());
    for (const path of ['/', '/pricing', '/login']) {
      const res = await context.request.get(path);
      const html = await res.text();
      expect(html, path).toMatch(/<style>[^<]*--/);
      expect(html, path).not.toMatch(/<link rel="stylesheet"/);
      expect(html, path).not.toMatch(/<script[^>]*\ssrc=/);
      const inline = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, path).toBe(2);
      const scriptSrc = /script-src ([^;]+)/.exec(res.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      for (const text of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  });

  it('/pricing hydrates in place without console errors and stays interactive (menu at 360 px)', async () => {
    const { page } = contexts.track(await newPage({ width: 360, height: 740 }));
    const errors = watchErrors(page);
    // Keep the prerendered h1 element as parsed, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { prerenderedH1: unknown }).prerenderedH1 = document.querySelector('h1');
      });
    });
    await open(page, '/pricing');
    expect(errors.list()).toEqual([]);
    // Hydrated, not re-rendered: the element React now owns is the one from the HTML.
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { prerenderedH1: unknown }).prerenderedH1;
        return kept !== null && kept !== undefined && kept === document.querySelector('h1');
      }),
    ).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Academic Papers' }).click();
    await waitForPath(page, '/academic-papers');
    await expectHeading(page, 'Academic Papers');
    await menu.waitFor({ state: 'hidden' });
    expect(errors.list()).toEqual([]);
  });
});

describeBrowser('scroll position', () => {
  it('a page opened by URL in a tab that showed a scrolled page starts at the top', async () => {
    const { page } = contexts.track(await newPage());
    await open(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    await open(page, '/pricing');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
