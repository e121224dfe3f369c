import { describe, expect, it } from 'vitest';
import { citedKeys } from '../../../shared/citations.ts';
import { outlineLimits, type Outline, type OutlineInput } from '../../../shared/outline.ts';
import type { CslItem } from '../../../shared/references.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, modelAppForFile } from '../../testing/app-for-file.ts';
import { streamedDraft } from '../../testing/generation-stream.ts';
import type { TestApp, TestUser } from '../../testing/harness.ts';
import { modelOutlineProposal } from '../../testing/model-outline.ts';
import { removedCitationsNote, unverifiedQuoteFlag } from './grounded-check.ts';

// Outline first: a topic gives an outline to fill; a draft is written from
// the outline's notes and sources, and with a model only from the passages
// sent with it.

const t = appForFile();
const { llm, withModel } = modelAppForFile(t);

const nuclear = { topic: 'Should nuclear power replace coal?', type: 'persuasive', tone: 'formal', length: 'short', academicLevel: 'undergraduate' };

const okafor: CslItem = {
  type: 'article-journal',
  title: 'Deaths per terawatt-hour across energy sources',
  author: [{ family: 'Okafor', given: 'Ngozi' }],
  issued: { 'date-parts': [[2021]] },
  'container-title': 'Energy Policy Review',
  abstract:
    'Coal remains the deadliest major source of electricity when air pollution is counted. Nuclear generation caused fewer deaths per unit of electricity than coal in every decade studied. Waste storage costs remain the largest open question for nuclear programmes.',
};

async function outlineFor(app: TestApp, user: TestUser, json: unknown): Promise<{ outline: Outline; provider: string }> {
  const res = await app.request('/api/generate/outline', { method: 'POST', json, cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { outline: Outline; provider: string };
}

async function draft(app: TestApp, user: TestUser, json: unknown) {
  return streamedDraft(app, user, await app.request('/api/generate/essay', { method: 'POST', json, cookie: user.cookie }));
}

/** The outline with the writer's notes and sources put into its sections, by position. */
function filled(outline: Outline, fill: Record<number, Partial<Pick<OutlineInput['sections'][number], 'notes' | 'sources'>>>): OutlineInput {
  return { ...outline, sections: outline.sections.map((s, i) => ({ ...s, ...fill[i] })) };
}

describe('POST /api/generate/outline', () => {
  it('answers a signed-out client 401', async () => {
    const res = await t.request('/api/generate/outline', { method: 'POST', json: nuclear });
    await expectApiError(res, 'unauthorized');
  });

  it('proposes the offline plan for the type and length: sections with purposes and guiding questions, notes and sources empty', async () => {
    const user = await t.signUp();
    const { outline, provider } = await outlineFor(t, user, nuclear);
    expect(provider).toBe('offline');
    expect(outline.title).not.toBe('');
    expect(outline.sections[0]?.role).toBe('introduction');
    expect(outline.sections.at(-1)?.role).toBe('conclusion');
    for (const section of outline.sections) {
      expect(section.heading).not.toBe('');
      expect(section.questions.length).toBeGreaterThanOrEqual(2);
      expect(section.questions.length).toBeLessThanOrEqual(4);
      expect(section.notes).toEqual([]);
      expect(section.sources).toEqual([]);
    }
    const long = await outlineFor(t, user, { ...nuclear, length: 'long' });
    expect(long.outline.sections.length).toBeGreaterThan(outline.sections.length);
    const lab = await outlineFor(t, user, { ...nuclear, academic: { paperType: 'lab', citationStyle: 'apa' } });
    expect(lab.outline.sections.map((s) => s.heading).join(' ')).toMatch(/Method/);
  });

  it('answers 400 naming the field for a missing topic', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/generate/outline', { method: 'POST', json: { ...nuclear, topic: '' }, cookie: user.cookie });
    await expectApiError(res, 'validation_failed', 'topic');
  });

  it("takes a model's proposal in the outline's shape, and falls back to the offline plan when the answer is not an outline", async () => {
    const user = await t.signUp();
    const proposal = { ...modelOutlineProposal, thesis: 'Nuclear power should replace coal.' };
    llm.script({ kind: 'stream', pieces: ['```json\n', JSON.stringify(proposal), '\n```'] });
    const { outline, provider } = await outlineFor(withModel, user, nuclear);
    expect(provider).toBe('model');
    expect(outline.title).toBe('Replacing Coal');
    expect(outline.sections.map((s) => s.heading)).toEqual(['Introduction', 'Safety record', 'Conclusion']);
    expect(new Set(outline.sections.map((s) => s.id)).size).toBe(3);

    llm.script({ kind: 'stream', pieces: ['I cannot help with that.'] });
    const fallback = await outlineFor(withModel, user, nuclear);
    expect(fallback.outline).toEqual((await outlineFor(t, user, nuclear)).outline);
  });
});

describe('a draft from an outline (offline writer)', () => {
  it('without notes or sources, the quick path gives the outline with its guiding questions, and keeps the outline with the document', async () => {
    const user = await t.signUp();
    const { outline } = await outlineFor(t, user, nuclear);
    const { text, doc, words } = await draft(t, user, nuclear);
    for (const section of outline.sections) {
      expect(text).toContain(`## ${section.heading}`);
      for (const question of section.questions) expect(text).toContain(question);
    }
    expect(words).toBeLessThan(400);
    expect(doc.data).toMatchObject({ outline: { title: outline.title, sections: outline.sections } });
  });

  it('writes the notes out in order, quotes the chosen source from its abstract with a citation, and keeps the outline it was written from', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/references', { method: 'POST', json: { key: 'okafor2021', item: okafor }, cookie: user.cookie })).status).toBe(201);
    const { outline } = await outlineFor(t, user, nuclear);
    const body = outline.sections.findIndex((s) => s.role === 'body');
    const input = filled(outline, {
      [body]: { notes: ['Coal plants in Poland emitted 120 million tonnes of CO2 in 2022', 'but nuclear waste needs storage for thousands of years'], sources: ['okafor2021', 'ghost1999'] },
    });
    const { text, doc } = await draft(t, user, { ...nuclear, outline: { ...input, thesis: 'Nuclear power should replace coal in Poland.' } });
    expect(text).toContain('Coal plants in Poland emitted 120 million tonnes of CO2 in 2022.');
    expect(text).toContain('However, nuclear waste needs storage for thousands of years.');
    expect(text).toContain('Nuclear power should replace coal in Poland.');
    // The abstract's sentences, word for word, each cited in its own sentence; the key outside the library is not.
    const quoteSentences = text.split('\n').flatMap((line) => line.match(/[^"]*"[^"]+"[^.]*\./g) ?? []);
    expect(quoteSentences.length).toBeGreaterThan(0);
    for (const sentence of quoteSentences) {
      expect(okafor.abstract).toContain(/"([^"]+)"/.exec(sentence)![1]);
      expect(sentence).toContain('@okafor2021');
    }
    expect(citedKeys(text)).toEqual(['okafor2021']);
    expect(doc.data).toMatchObject({ outline: { thesis: 'Nuclear power should replace coal in Poland.' } });
    // Sections left empty keep their questions, never filler.
    const empty = outline.sections.find((s, i) => i !== body && s.role === 'body');
    if (empty) expect(text).toContain(`- [${empty.questions[0]}]`);
  });

  it('refuses an outline of 500 sections and a note of a megabyte with clear messages, before anything is written', async () => {
    const user = await t.signUp();
    const { outline } = await outlineFor(t, user, nuclear);
    const many = { ...outline, sections: Array.from({ length: 500 }, (_, i) => ({ ...outline.sections[1]!, id: `s${i}` })) };
    const res = await t.request('/api/generate/essay', { method: 'POST', json: { ...nuclear, outline: many }, cookie: user.cookie });
    const body = await expectApiError(res, 'validation_failed', 'outline.sections');
    expect(body.error.message).toMatch(/30/);
    const huge = filled(outline, { 1: { notes: ['x'.repeat(1024 * 1024)] } });
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...nuclear, outline: huge }, cookie: user.cookie }), 'payload_too_large');
    const long = filled(outline, { 1: { notes: ['x'.repeat(outlineLimits.note + 1)] } });
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...nuclear, outline: long }, cookie: user.cookie }), 'validation_failed', 'outline.sections.1.notes.0');
  });
});

describe('a draft from an outline (a model)', () => {
  it('sends the outline and the passages as fenced data, removes and reports citations of works not sent, and flags a quotation not in its passage', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/references', { method: 'POST', json: { key: 'okafor2021', item: okafor }, cookie: user.cookie })).status).toBe(201);
    const { outline } = await outlineFor(t, user, nuclear);
    const input = filled(outline, { 1: { notes: ['Coal kills more people per unit of power'], sources: ['okafor2021'] } });
    llm.script({
      kind: 'stream',
      pieces: [
        '# Replacing Coal\n\n## Safety\n\n"Nuclear generation caused fewer deaths per unit of electricity than coal" [@okafor2021]. ',
        'A famous study agrees [@ghost1999].\n\n',
        '"Nuclear is perfectly safe in every way" [@okafor2021].\n',
      ],
    });
    const { text, doc } = await draft(withModel, user, { ...nuclear, outline: input });
    const sent = llm.requests[0]?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(sent).toContain('<<<OUTLINE');
    expect(sent).toContain('Coal kills more people per unit of power');
    expect(sent).toContain('<<<PASSAGES');
    expect(sent).toContain('"key":"okafor2021"');
    expect(sent).toMatch(/Cite only the passages given/);

    expect(text).toContain('"Nuclear generation caused fewer deaths per unit of electricity than coal" [@okafor2021].');
    expect(text).not.toContain('@ghost1999');
    expect(text).toContain(removedCitationsNote(['ghost1999']));
    expect(text).toContain(`"Nuclear is perfectly safe in every way" ${unverifiedQuoteFlag} [@okafor2021]`);
    expect(doc.content).toBe(text);
  });
});
