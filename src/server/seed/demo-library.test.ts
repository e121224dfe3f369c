import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citedKeys } from '../../shared/citations.ts';
import { demoAccount } from '../../shared/demo-account.ts';
import type { DocumentPage, DocumentRecord } from '../../shared/documents.ts';
import type { ReferenceList } from '../../shared/references.ts';
import { documents, referenceAttachments, referencePassages, userReferences, users } from '../db/schema.ts';
import { retrievePassages } from '../features/references/passages.ts';
import { createLogger } from '../logger.ts';
import { cookieHeader, createTestApp, type TestApp } from '../testing/harness.ts';
import { demoOutline, seedDemoAccount } from './demo.ts';
import { demoDraftRequest, demoOutlineWork, demoReferences } from './demo-library.ts';

let t: TestApp;
let cookie: string;
let userId: string;
const seed = () => seedDemoAccount({ auth: t.auth, db: t.database.db, logger: createLogger('silent') });
const title = 'Did Printing Make the Reformation Possible?';
const fold = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  // Seeding reads the timeline in a parse worker, which may start here (seconds under tsx): a hook's time limit, not a test's.
  await seed();
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: demoAccount.email, password: demoAccount.password } });
  expect(res.status).toBe(200);
  cookie = cookieHeader(res);
  userId = ((await res.clone().json()) as { user: { id: string } }).user.id;
});
afterAll(async () => {
  await t?.close();
});

async function draft(): Promise<DocumentRecord> {
  const list = (await (await t.request('/api/documents', { cookie })).json()) as DocumentPage;
  const summary = list.documents.find((d) => d.title === title);
  expect(summary, 'the drafted essay is in History').toBeDefined();
  const res = await t.request(`/api/documents/${summary!.id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentRecord;
}

describe('the demo reference library', () => {
  it('holds the printing-and-Reformation sources, each with an abstract and the student’s note, and the timeline’s pasted text', async () => {
    const res = await t.request('/api/references', { cookie });
    expect(res.status).toBe(200);
    const { references } = (await res.json()) as ReferenceList;
    expect(references.map((r) => r.key).sort()).toEqual(['edwards1994', 'eisenstein1979', 'inkwell-timeline', 'pettegree2015']);
    for (const reference of references) {
      expect(reference.item.abstract?.length ?? 0, reference.key).toBeGreaterThan(80);
      expect(reference.item.note?.length ?? 0, reference.key).toBeGreaterThan(40);
    }
    const byKey = new Map(references.map((r) => [r.key, r]));
    expect(byKey.get('inkwell-timeline')).toMatchObject({ kind: expect.any(String), item: { type: 'document', author: [{ literal: 'Inkwell' }] }, attachment: { name: 'Pasted text', textStatus: 'text' } });
    expect(byKey.get('inkwell-timeline')!.item.title).toContain('written for the Inkwell demo');
    expect(byKey.get('pettegree2015')).toMatchObject({ item: { type: 'book', publisher: 'Penguin Press', issued: { 'date-parts': [[2015]] } }, attachment: null });
  });

  it('indexes the attached timeline: a search for the Ninety-Five Theses finds its passage', async () => {
    const passages = await retrievePassages(t.database.db, userId, { keys: ['inkwell-timeline'], query: 'Ninety-Five Theses', limit: 3 });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages[0]).toMatchObject({ key: 'inkwell-timeline', page: null });
    expect(passages[0]!.text).toContain('Ninety-Five Theses');
    expect(passages[0]!.text).toContain('1517');
    // Another user's search never sees the demo's passages.
    const other = await t.signUp();
    expect(await retrievePassages(t.database.db, other.userId, { keys: ['inkwell-timeline'], query: 'Ninety-Five Theses', limit: 3 })).toEqual([]);
  });
});

describe('the essay drafted from the demo library', () => {
  it('is saved as the product saves an offline draft, with its outline to reopen', async () => {
    const record = await draft();
    expect(record.type).toBe('essay');
    expect(record.content.startsWith(`# ${title}\n`)).toBe(true);
    expect(record.data).toEqual({ request: demoDraftRequest, generation: { provider: 'offline', status: 'complete' }, outline: demoOutline() });
    const outline = record.data.outline as ReturnType<typeof demoOutline>;
    expect(outline.thesis).toBe(demoOutlineWork.thesis);
    // The proposed plan's guiding questions stay; the student's headings, notes and sources are in it.
    for (const section of outline.sections) {
      expect(section.questions.length, section.id).toBeGreaterThan(0);
      expect(section.notes, section.id).toEqual(demoOutlineWork.sections[section.id]!.notes);
      expect(record.content, section.heading).toContain(`## ${section.heading}\n`);
    }
    // The notes are written out, in the student's order.
    expect(record.content).toContain('Luther wrote the Ninety-Five Theses in Latin for an academic debate, not for the public.');
    expect(record.content.indexOf('Luther wrote the Ninety-Five Theses')).toBeLessThan(record.content.indexOf('Printers in other cities reprinted them'));
  });

  it('cites only keys of the library, and quotes only what the abstracts, notes and attached text say', async () => {
    const record = await draft();
    const keys = citedKeys(record.content);
    const library = demoReferences.map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(library).toContain(key);
    // Every section's chosen sources are cited, by a quotation or its sources line.
    for (const key of new Set(Object.values(demoOutlineWork.sections).flatMap((s) => s.sources))) expect(keys).toContain(key);

    const sourceTexts = demoReferences.flatMap((r) => [r.item.abstract ?? '', r.item.note ?? '', r.attachedText ?? '']).map(fold);
    const quotations = [...record.content.matchAll(/"([^"]+)"/g)].map((m) => fold(m[1]!));
    expect(quotations.length).toBeGreaterThanOrEqual(3);
    for (const quotation of quotations) expect(sourceTexts.some((text) => text.includes(quotation)), quotation).toBe(true);
    // The attached text, which only the passage index serves, is quoted and cited.
    expect(record.content).toMatch(/"[^"]+" \[@inkwell-timeline\]|@inkwell-timeline, "[^"]+"/);
    expect(quotations.some((q) => fold(demoReferences.find((r) => r.key === 'inkwell-timeline')!.attachedText!).includes(q))).toBe(true);
  });

  it('seeding again adds no reference, attachment, passage or document', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount.email));
    const counts = async () =>
      Promise.all(
        [userReferences, referenceAttachments, referencePassages, documents].map(async (table) => Number((await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, user!.id)))[0]!.n)),
      );
    const before = await counts();
    expect(before.slice(0, 2)).toEqual([4, 1]);
    expect(before[2]).toBeGreaterThanOrEqual(5);
    await seed();
    await seed();
    expect(await counts()).toEqual(before);
  });
});
