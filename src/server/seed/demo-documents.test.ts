import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../shared/demo-account.ts';
import { createDocumentSchema, documentTypes, type DocumentPage, type DocumentRecord } from '../../shared/documents.ts';
import { resumeDataSchema } from '../../shared/resume.ts';
import { printedSections } from '../../shared/resume-sections.ts';
import { documents, users } from '../db/schema.ts';
import { demoSeedForFile } from '../testing/demo-seed.ts';
import { demoDocuments } from './demo-documents.ts';
import { demoDraftDates } from './demo-library.ts';

const minutesPerDay = 24 * 60;

// Besides the documents of demo-documents.ts, History holds the essay the seed drafts from the demo library (demo-library.test.ts).
const seededDocuments = [...demoDocuments, { type: 'essay', title: 'Did Printing Make the Reformation Possible?', ...demoDraftDates }];

/** Words of prose: Markdown markers such as '#' and '-' are not words. */
function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A paper's body: everything before its reference list. */
function bodyOf(markdown: string): string {
  return markdown.split(/^## References$/m)[0]!;
}

describe('demo documents', () => {
  it('each one is a document the API would accept', () => {
    for (const doc of demoDocuments) {
      const result = createDocumentSchema.safeParse(doc);
      expect(result.error?.issues, doc.title).toBeUndefined();
    }
  });

  it('cover all four types, with at least five documents and unique titles', () => {
    expect(demoDocuments.length).toBeGreaterThanOrEqual(5);
    expect(new Set(demoDocuments.map((d) => d.type))).toEqual(new Set(documentTypes));
    expect(new Set(demoDocuments.map((d) => d.title)).size).toBe(demoDocuments.length);
  });

  it('essays run 450–700 words and open with their title; all but a narrative have sections', () => {
    const essays = demoDocuments.filter((d) => d.type === 'essay');
    expect(essays.length).toBeGreaterThanOrEqual(2);
    for (const essay of essays) {
      expect(wordCount(essay.content), essay.title).toBeGreaterThanOrEqual(450);
      expect(wordCount(essay.content), essay.title).toBeLessThanOrEqual(700);
      expect(essay.content.startsWith(`# ${essay.title}\n`), essay.title).toBe(true);
      const kind = (essay.data.request as { type?: string } | undefined)?.type;
      if (kind !== 'narrative') expect(essay.content.match(/^## /gm)?.length ?? 0, essay.title).toBeGreaterThanOrEqual(2);
    }
    const kinds = essays.map((e) => (e.data.request as { type?: string }).type);
    expect(kinds).toEqual(expect.arrayContaining(['argumentative', 'expository']));
  });

  it('the paper runs 700–1000 words before its references, and its reference list matches its CSL data', () => {
    const [paper, ...more] = demoDocuments.filter((d) => d.type === 'academic');
    expect(more).toHaveLength(0);
    expect(wordCount(bodyOf(paper!.content))).toBeGreaterThanOrEqual(700);
    expect(wordCount(bodyOf(paper!.content))).toBeLessThanOrEqual(1000);
    expect(paper!.content).toMatch(/^## Abstract$/m);
    expect(paper!.data).toMatchObject({ academicType: 'research', citationStyle: 'apa' });

    // Every CSL item is listed and cited in the text, and nothing else is listed.
    const references = paper!.data.references as { author: { family: string }[]; issued: { 'date-parts': number[][] } }[];
    const listed = paper!.content.split(/^## References$/m)[1]!.trim().split(/\n\n+/);
    expect(listed).toHaveLength(references.length);
    for (const ref of references) {
      const author = ref.author[0]!.family;
      const year = ref.issued['date-parts'][0]![0];
      expect(listed.some((line) => line.startsWith(`${author}, `) && line.includes(`(${year})`)), author).toBe(true);
      expect(bodyOf(paper!.content), author).toMatch(new RegExp(`${author}(, |'s \\(| \\()${year}`));
    }
  });

  it('the cover letter runs 250–400 words and names its position', () => {
    const letter = demoDocuments.find((d) => d.type === 'cover-letter')!;
    expect(wordCount(letter.content)).toBeGreaterThanOrEqual(250);
    expect(wordCount(letter.content)).toBeLessThanOrEqual(400);
    expect(letter.content).toContain(letter.data.position as string);
  });

  it('the general resume shows sections beyond the core four, each with its entries, under a headline', () => {
    const general = demoDocuments.find((d) => d.title === 'General Resume')!;
    const data = resumeDataSchema.parse(general.data);
    expect(data.personalInfo?.label).toBe('History Student');
    const sections = printedSections(data);
    expect(sections.map((s) => s.key)).toStrictEqual(['summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages', 'volunteer']);
    const entries = (key: string) => sections.flatMap((s) => ('entries' in s && s.key === key ? s.entries : []));
    // The project is the one of the personal statement, told with the same facts.
    expect(entries('projects').map((e) => e.title)).toStrictEqual(['Why the Mill Closed: Riverton Paper, 1998']);
    expect(entries('languages').map((e) => [e.title, e.subtitle])).toStrictEqual([
      ['English', 'Native speaker'],
      ['Spanish', 'Intermediate (reading)'],
    ]);
    expect(entries('volunteer')[0]).toMatchObject({ title: 'Local History Room Volunteer', subtitle: 'Riverton Public Library', dates: 'Jun 2023 – May 2025' });
    expect(entries('certificates')[0]).toMatchObject({ title: 'Oral History Methods Workshop', dates: 'Mar 2026' });
  });

  it('are dated so that each was created no later than its last update, spread from minutes to weeks ago', () => {
    for (const doc of seededDocuments) expect(doc.createdDaysAgo * minutesPerDay, doc.title).toBeGreaterThanOrEqual(doc.updatedMinutesAgo);
    const ages = seededDocuments.map((d) => d.updatedMinutesAgo);
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.min(...ages)).toBeLessThan(60);
    expect(Math.max(...ages)).toBeGreaterThan(30 * minutesPerDay);
  });
});

describe('seedDemoAccount with documents', () => {
  const { t, seed, signIn } = demoSeedForFile();

  it('the demo account finds its documents in History, most recently updated first', async () => {
    const before = Date.now();
    await seed();
    const cookie = await signIn();
    const res = await t.request('/api/documents', { cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as DocumentPage;

    const newestFirst = [...seededDocuments].sort((a, b) => a.updatedMinutesAgo - b.updatedMinutesAgo);
    expect(page.documents.map((d) => [d.type, d.title])).toEqual(newestFirst.map((d) => [d.type, d.title]));
    expect(page.hiddenByPlan).toBe(0);

    for (const [i, summary] of page.documents.entries()) {
      const seeded = newestFirst[i]!;
      const updatedAgo = (before - Date.parse(summary.updatedAt)) / 60_000;
      expect(updatedAgo, summary.title).toBeGreaterThan(seeded.updatedMinutesAgo - 1);
      expect(updatedAgo, summary.title).toBeLessThan(seeded.updatedMinutesAgo + 1);
      expect(Date.parse(summary.createdAt), summary.title).toBeLessThanOrEqual(Date.parse(summary.updatedAt));
      expect(summary.preview, summary.title).not.toBe('');
    }

    // The opened paper carries its body and reference data as seeded.
    const paper = page.documents.find((d) => d.type === 'academic')!;
    const opened = await t.request(`/api/documents/${paper.id}`, { cookie });
    expect(opened.status).toBe(200);
    const record = (await opened.json()) as DocumentRecord;
    const seededPaper = demoDocuments.find((d) => d.type === 'academic')!;
    expect(record.content).toBe(seededPaper.content);
    expect(record.data).toEqual(seededPaper.data);
  });

  it('History search finds a seeded resume by the text of its entries', async () => {
    const cookie = await signIn();
    const res = await t.request('/api/documents?search=dublin', { cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as DocumentPage;
    expect(page.documents.map((d) => d.title).sort()).toEqual(['General Resume', 'Resume – Archives Internship']);
  });

  it('seeding again adds no documents, and does not restore ones the visitor deleted', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount.email));
    const rows = () => t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, user!.id));
    expect(await rows()).toHaveLength(seededDocuments.length);

    await seed();
    await seed();
    expect(await rows()).toHaveLength(seededDocuments.length);

    const cookie = await signIn();
    const [first] = await rows();
    expect((await t.request(`/api/documents/${first!.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    await seed();
    expect(await rows()).toHaveLength(seededDocuments.length - 1);
  });
});
