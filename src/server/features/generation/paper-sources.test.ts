import { describe, expect, it } from 'vitest';
import { citedKeys } from '../../../shared/citations.ts';
import type { FormattedPaper } from '../../../shared/papers.ts';
import type { CslItem } from '../../../shared/references.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, modelAppForFile } from '../../testing/app-for-file.ts';
import { streamedDraft } from '../../testing/generation-stream.ts';
import type { TestApp, TestUser } from '../../testing/harness.ts';
import { sourcesNeededNote } from './offline/citations.ts';
import { fullDraftNote } from './offline/outline-plan.ts';

// An academic draft cites the user's chosen library references by
// key, never anyone else's, and never writes a reference list.

const t = appForFile();
const { llm, withModel } = modelAppForFile(t);

const items: Record<string, CslItem> = {
  smith2020: { type: 'article-journal', title: 'Microplastics in rivers', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020]] }, 'container-title': 'Water Research' },
  lee2019: { type: 'book', title: 'Plastic waters', author: [{ family: 'Lee', given: 'Min' }], issued: { 'date-parts': [[2019]] }, publisher: 'Scribner' },
  walker2017: { type: 'report', title: 'Freshwater survey', author: [{ literal: 'Environment Agency' }], issued: { 'date-parts': [[2017]] } },
};

async function addReference(user: TestUser, key: string, item: CslItem) {
  const res = await t.request('/api/references', { method: 'POST', json: { key, item }, cookie: user.cookie });
  expect(res.status).toBe(201);
}

/** A user whose library holds smith2020, lee2019 and walker2017. */
async function userWithLibrary(): Promise<TestUser> {
  const user = await t.signUp();
  for (const [key, item] of Object.entries(items)) await addReference(user, key, item);
  return user;
}

const paper = { topic: 'Microplastics in freshwater', tone: 'academic', length: 'short', academicLevel: 'undergraduate', seed: 3 };

async function generate(app: TestApp, user: TestUser, json: unknown) {
  return streamedDraft(app, user, await app.request('/api/generate/essay', { method: 'POST', json, cookie: user.cookie }));
}

describe('an academic draft with sources from the library (offline writer)', () => {
  it('cites the chosen references by key, ignores keys outside the user’s library, and saves an academic paper the editor formats', async () => {
    const other = await t.signUp();
    await addReference(other, 'other2022', { type: 'book', title: 'Someone else’s book', author: [{ family: 'Other', given: 'Ann' }], issued: { 'date-parts': [[2022]] } });
    const user = await userWithLibrary();

    const { text, doc } = await generate(t, user, {
      ...paper,
      academic: { paperType: 'research', citationStyle: 'apa' },
      sources: ['smith2020', 'other2022', 'lee2019', 'not-in-library', 'walker2017'],
    });
    expect(doc.content).toBe(text);
    expect(citedKeys(text).sort()).toEqual(['lee2019', 'smith2020', 'walker2017']);
    expect(text).not.toContain('other2022');
    expect(text).not.toContain('[citation needed]');
    expect(text).not.toMatch(/^## References/m);
    expect(doc.type).toBe('academic');
    expect(doc.data).toMatchObject({ academicType: 'research', citationStyle: 'apa', request: { sources: ['smith2020', 'lee2019', 'walker2017'] } });

    // What the paper editor shows: every citation found in the library, and the reference list made from them.
    const res = await t.request('/api/papers/format', { method: 'POST', json: { markdown: doc.content, style: 'apa' }, cookie: user.cookie });
    expect(res.status).toBe(200);
    const formatted = (await res.json()) as FormattedPaper;
    expect(formatted.unknownKeys).toEqual([]);
    expect(formatted.listed).toBe(3);
    expect(formatted.markdown).toMatch(/[(;] ?Smith, 2020[;)]/);
    expect(formatted.markdown).toContain('## References');
    // The first paper format starts the render workers and citeproc: seconds on a loaded machine.
  }, 90_000);

  it('without sources (or with none the library holds), is the outline to fill, saying once how to get a full draft', async () => {
    const user = await t.signUp();
    const { text, doc } = await generate(t, user, { ...paper, academic: { paperType: 'thesis', citationStyle: 'mla' }, sources: ['smith2020'] });
    expect(text.split(fullDraftNote)).toHaveLength(2);
    expect(text).toMatch(/^## .*Literature Review/m);
    expect(text).not.toContain('[citation needed]');
    expect(citedKeys(text)).toEqual([]);
    expect(doc.data).toMatchObject({ request: { sources: [] } });
  });

  it('refuses keys that cannot be citation keys, and too many of them', async () => {
    const user = await t.signUp();
    const send = (sources: unknown) => t.request('/api/generate/essay', { method: 'POST', json: { ...paper, academic: { paperType: 'lab', citationStyle: 'ieee' }, sources }, cookie: user.cookie });
    await expectApiError(await send(['fine', 'not a key']), 'validation_failed', 'sources.1');
    await expectApiError(await send(Array.from({ length: 51 }, (_, i) => `k${i}`)), 'validation_failed', 'sources');
    await expectApiError(await send('smith2020'), 'validation_failed', 'sources');
  });
});

describe('an academic draft with sources from the library (model)', () => {
  it('gives the model the chosen references as data, and saves only citations of them, without a reference list', async () => {
    const user = await userWithLibrary();
    llm.script({
      kind: 'stream',
      pieces: [
        '# Microplastics\n\n## Intro',
        'duction\n\nRivers carry plastic [@smith2020]. A study found more [@ghost1999, p. 4]. ',
        'Both agree [@lee2019; @invented2001].\n\n## Refer',
        'ences\n\nSmith, J. (2020). Microplastics in rivers.\n\nGhost, A. (1999). Invented.',
      ],
    });
    const { text, doc } = await generate(withModel, user, { ...paper, academic: { paperType: 'research', citationStyle: 'harvard' }, sources: ['smith2020', 'lee2019'] });

    // What the page showed is what was saved, and both are clean.
    expect(doc.content).toBe(text);
    expect(text).toBe('# Microplastics\n\n## Introduction\n\nRivers carry plastic [@smith2020]. A study found more. Both agree [@lee2019].');
    expect(doc.type).toBe('academic');
    expect(doc.data).toMatchObject({ academicType: 'research', citationStyle: 'harvard', generation: { provider: 'model', status: 'complete' } });

    const sent = llm.requests[0]?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(sent).toContain('<<<SOURCES');
    expect(sent).toContain('{"key":"smith2020","authors":"Jane Smith","year":"2020","title":"Microplastics in rivers","container":"Water Research","type":"article-journal"}');
    expect(sent).toContain('"key":"lee2019"');
    // Only the chosen ones: walker2017 is in the library but was not chosen.
    expect(sent).not.toContain('walker2017');
    expect(sent).toMatch(/Never write a reference list/);
  });

  it('with no sources chosen, the model’s draft cites nothing and carries the note under its title', async () => {
    const user = await userWithLibrary();
    llm.script({ kind: 'stream', pieces: ['# Microplastics\n\nRivers carry plastic [@smith2020].'] });
    const { text } = await generate(withModel, user, { ...paper, academic: { paperType: 'lab', citationStyle: 'apa' } });
    expect(text).toBe(`# Microplastics\n\n${sourcesNeededNote}\n\nRivers carry plastic.`);
  });

  it('an essay outside academic mode is streamed as the model wrote it', async () => {
    const user = await userWithLibrary();
    llm.script({ kind: 'stream', pieces: ['# Sleep\n\nTeens ', 'need sleep [@ghost1999].'] });
    const { text, doc } = await generate(withModel, user, { ...paper, type: 'argumentative', sources: ['smith2020'] });
    expect(text).toBe('# Sleep\n\nTeens need sleep [@ghost1999].');
    expect(doc.type).toBe('essay');
  });
});
