import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DocumentPage, DocumentSummary } from '../src/shared/documents.ts';
import { catalogue } from '../src/web/features/templates/catalogue.ts';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { axeFindings, axeViolations, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, loginRedirectFor, pageSettled, pathOf, submitSignIn, waitForPath } from './steps.ts';

/** What "Use template" must open for each entry of the catalogue. */
type Opens =
  | { tool: 'resume builder' }
  | { tool: 'cover letter'; layout: 'professional' | 'modern' | 'creative' }
  | { tool: 'academic papers'; type: 'research' | 'lab' | 'thesis'; label: string }
  | { tool: 'editor'; name: string; headings: string[] };

const proposalHeadings = ['Summary', 'Background and need', 'Objectives', 'Scope and deliverables', 'Approach and timeline', 'Budget', 'Risks', 'Next steps'];
const reportHeadings = ['Date and place', 'Attendees', 'Agenda', 'Discussion', 'Decisions', 'Action items', 'Next meeting'];

const expected: Record<string, Opens> = {
  professional: { tool: 'resume builder' },
  modern: { tool: 'resume builder' },
  creative: { tool: 'resume builder' },
  minimal: { tool: 'resume builder' },
  'graduate-cover-letter': { tool: 'cover letter', layout: 'professional' },
  'internship-cover-letter': { tool: 'cover letter', layout: 'modern' },
  'career-change-cover-letter': { tool: 'cover letter', layout: 'creative' },
  'project-proposal': { tool: 'editor', name: 'Project proposal', headings: proposalHeadings },
  'meeting-report': { tool: 'editor', name: 'Meeting report', headings: reportHeadings },
  'research-paper-apa': { tool: 'academic papers', type: 'research', label: 'Research paper' },
  'lab-report': { tool: 'academic papers', type: 'lab', label: 'Lab report' },
  'thesis-outline': { tool: 'academic papers', type: 'thesis', label: 'Thesis' },
};

const titles: Record<string, { title: string }> = en.templates.items;
const editorPath = /^\/documents\/([0-9a-f-]{36})\/edit$/;

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const documentText = (page: Page) => page.getByRole('textbox', { name: 'Document text (Markdown)', exact: true });

async function documentsOnServer(context: BrowserContext): Promise<DocumentSummary[]> {
  const res = await context.request.get('/api/documents?limit=100');
  expect(res.status()).toBe(200);
  return ((await res.json()) as DocumentPage).documents;
}

/** The documents on the server that were not in `before`. */
async function newDocuments(context: BrowserContext, before: DocumentSummary[]): Promise<DocumentSummary[]> {
  const known = new Set(before.map((d) => d.id));
  return (await documentsOnServer(context)).filter((d) => !known.has(d.id));
}

/** Clicks "Use template" on a card of /templates, as a user would. */
async function useTemplate(page: Page, id: string): Promise<void> {
  await page.goto('/templates');
  await pageSettled(page);
  await page.getByRole('link', { name: `Use template: ${titles[id]!.title}`, exact: true }).click();
}

/** The editor has opened a document: its id, and the Markdown in its text box once loaded. */
async function openedInEditor(page: Page, name: string): Promise<{ id: string; text: string }> {
  await page.waitForURL((url) => editorPath.test(url.pathname));
  await expectHeading(page, `Editing ${name}`);
  return { id: editorPath.exec(new URL(page.url()).pathname)![1]!, text: await documentText(page).inputValue() };
}

function expectSections(text: string, headings: string[]): void {
  const found = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(found).toEqual(headings);
  // Guidance to replace under every heading, never an essay about the template's description.
  expect(text.split(/^## .+$/m).slice(1).every((section) => /\[[^\]]+\]/.test(section))).toBe(true);
  expect(text).not.toContain(en.templates.items['project-proposal'].description);
  expect(text).not.toContain(en.templates.items['meeting-report'].description);
}

const contexts = contextTracker();

describeBrowser('Use template on /templates, signed in', () => {
  let context: BrowserContext;
  let page: Page;
  /** Essays asked of the generator during the current test: a template never writes one. */
  let essayRequests: string[] = [];

  beforeAll(async () => {
    ({ context, page } = contexts.track(await newPage()));
    await signInContext(context, await createUser());
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/generate/essay')) essayRequests.push(request.url());
    });
  });
  afterAll(() => contexts.closeAll());
  beforeEach(() => {
    essayRequests = [];
  });
  afterEach(() => {
    expect(essayRequests, 'no essay is generated from a template').toEqual([]);
  });

  it('the test covers every entry of the catalogue', () => {
    expect(Object.keys(expected).sort()).toEqual(catalogue.map((t) => t.id).sort());
  });

  it.each(catalogue.map((t) => ({ id: t.id, ...expected[t.id]! })))('$id opens the $tool with it chosen', { timeout: 30_000 }, async (opens) => {
    const { id } = opens;
    const before = opens.tool === 'editor' ? await documentsOnServer(context) : [];
    await useTemplate(page, id);

    switch (opens.tool) {
      case 'resume builder':
        await waitForPath(page, `/resume-builder?template=${id}`);
        await expectHeading(page, 'Resume Builder');
        expect(await select(page, 'Template').inputValue()).toBe(id);
        break;
      case 'cover letter': {
        // The cover-letter generator preselects the layout named in ?layout=.
        await waitForPath(page, `/cover-letter?template=${id}&layout=${opens.layout}`);
        const layout = select(page, 'Letter layout');
        await layout.waitFor();
        expect(await layout.inputValue()).toBe(opens.layout);
        break;
      }
      case 'academic papers': {
        await waitForPath(page, `/academic-papers?type=${opens.type}`);
        await expectHeading(page, 'Academic Papers');
        const chosen = page.getByRole('radiogroup', { name: en.academic.typeTitle, exact: true }).getByRole('radio', { checked: true });
        expect(await chosen.count()).toBe(1);
        expect(await chosen.textContent()).toContain(opens.label);
        break;
      }
      case 'editor': {
        const opened = await openedInEditor(page, opens.name);
        expectSections(opened.text, opens.headings);

        // Exactly one document, the one on screen: an essay that names its template.
        const made = await newDocuments(context, before);
        expect(made.map((d) => ({ id: d.id, type: d.type, title: d.title, template: d.template }))).toEqual([
          { id: opened.id, type: 'essay', title: opens.name, template: id },
        ]);

        // A reload of the editor and Back make nothing more: Back leads to the templates.
        await page.reload();
        await expectHeading(page, `Editing ${opens.name}`);
        await page.goBack();
        await waitForPath(page, '/templates');
        await pageSettled(page);
        expect((await newDocuments(context, before)).map((d) => d.id)).toEqual([opened.id]);

        // History calls it by the template's name, not 'Essay'.
        await page.goto('/history');
        await pageSettled(page);
        const row = page.getByRole('article', { name: opens.name, exact: true });
        await row.waitFor();
        const kind = await row.locator('p').first().innerText();
        expect(kind.startsWith(`${opens.name} ·`), kind).toBe(true);
        expect(kind).not.toContain('Essay');
        break;
      }
    }
  });

  it('a failed creation says so, with Retry that makes one document; the states pass axe', { timeout: 30_000 }, async () => {
    const before = await documentsOnServer(context);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    // The first attempt is held (the loading state), then fails as a database outage would; the next one goes through.
    const failFirst = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts > 1) return route.continue();
      await released;
      await route.fulfill({ status: 503, json: { error: { code: 'service_unavailable', message: 'Service unavailable' } } });
    };
    await page.route('**/api/documents', failFirst);
    try {
      await useTemplate(page, 'meeting-report');
      await waitForPath(page, '/documents/new?template=meeting-report');
      await expectHeading(page, 'Creating your document');
      await page.getByRole('status').filter({ hasText: 'Creating the document from the template…' }).waitFor();
      // Not axeFindings: it waits for animations to finish, and the spinner turns until the answer comes.
      const failures = (await axeViolations(page)).map((v) => `creating: ${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

      release();
      await expectHeading(page, 'The document could not be created');
      expect(await page.getByRole('alert').innerText()).toBe(en.errors.service_unavailable);
      failures.push(...(await axeFindings(page, 'light', 'failed')));
      expect(failures).toEqual([]);
      expect(await newDocuments(context, before)).toEqual([]);

      await page.getByRole('button', { name: 'Retry', exact: true }).click();
      const opened = await openedInEditor(page, 'Meeting report');
      expectSections(opened.text, reportHeadings);
      expect(posts).toBe(2);
      expect((await newDocuments(context, before)).map((d) => d.id)).toEqual([opened.id]);
    } finally {
      await page.unroute('**/api/documents', failFirst);
    }
  });
  // An unknown template: src/web/features/templates/new-document-page.test.tsx.
});

describeBrowser('Use template on /templates, signed out', () => {
  afterAll(() => contexts.closeAll());

  it('a business template asks to sign in first, then opens the new document in the editor', async () => {
    const user = await createUser();
    const { context, page } = contexts.track(await newPage());
    await page.goto('/templates?category=business');
    await pageSettled(page);
    await page.getByRole('link', { name: 'Use template: Project Proposal', exact: true }).click();
    await waitForPath(page, loginRedirectFor('/documents/new?template=project-proposal'));
    await expectHeading(page, 'Sign in to Inkwell');

    await submitSignIn(page, user);
    const opened = await openedInEditor(page, 'Project proposal');
    expectSections(opened.text, proposalHeadings);
    expect((await documentsOnServer(context)).map((d) => d.id)).toEqual([opened.id]);
    // The sign-in form and the creating page were replaced: Back goes to the templates.
    await page.goBack();
    await waitForPath(page, '/templates?category=business');
    expect(pathOf(page)).toBe('/templates?category=business');
  });
});
