import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { uuidPattern } from '../../../shared/zod.ts';
import { citationStyles, type CitationStyle } from '../../../shared/academic.ts';
import {
  createDocumentSchema,
  documentLimits,
  isBusinessTemplate,
  type updateDocumentSchema,
  type DocumentPage,
  type DocumentRecord,
  type DocumentSummary,
  type DocumentType,
  type listDocumentsQuerySchema,
} from '../../../shared/documents.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { markdownToPlainText } from '../../../shared/markdown.ts';
import { freeHistoryLimit, type Plan } from '../../../shared/plans.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import type { z } from '../../../shared/zod.ts';
import { arrayRows, arrayStatement, type ArrayStatement } from '../../db/array-rows.ts';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';
import { prefixSearch, searchKind } from '../../db/search.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { keepEditVersion } from './edit-history.ts';

export type CreateInput = z.output<typeof createDocumentSchema>;
type UpdateInput = z.output<typeof updateDocumentSchema>;
type ListQuery = z.output<typeof listDocumentsQuerySchema>;


/** At most `documentLimits.preview` characters, never cutting a character (emoji, CJK extension) in half. */
function clip(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > documentLimits.preview ? chars.slice(0, documentLimits.preview - 1).join('').trimEnd() + '…' : chars.join('');
}

/** The first ~2,000 characters of a Markdown body, ended at a paragraph break where there is one. */
function openingOf(markdown: string): string {
  if (markdown.length <= 2_000) return markdown;
  const head = markdown.slice(0, 2_000);
  const lastBreak = head.lastIndexOf('\n\n');
  return lastBreak > 500 ? head.slice(0, lastBreak) : head;
}

/** The text History shows under a title: the start of the body, or for a resume its summary or latest role. */
export function previewOf(type: DocumentType, content: string, data: Record<string, unknown>): string {
  if (type !== 'resume') {
    // The first heading usually repeats the title: start after it. Only the
    // opening of the body is read: the preview needs a few hundred characters,
    // and the Markdown parser's cost grows faster than the text on nested lists.
    return clip(markdownToPlainText(openingOf(content.replace(/^\s*#\s+[^\n]*\n/, ''))));
  }
  const resume = resumeDataSchema.safeParse(data);
  if (!resume.success) return '';
  const { summary, experience = [], skills = [] } = resume.data;
  if (summary?.trim()) return clip(summary);
  const role = experience.find((e) => e.position?.trim() || e.company?.trim());
  const parts = [
    role ? [role.position?.trim(), role.company?.trim()].filter(Boolean).join(' at ') : '',
    skills.map((s) => s.name?.trim()).filter(Boolean).join(', '),
  ];
  return clip(parts.filter(Boolean).join(' — '));
}

type Row = typeof documents.$inferSelect;

/** A document as a query reads it: timestamps as the database's text (`isoTimestamp` writes them). */
type ReadRow<K extends keyof Row> = Omit<Pick<Row, K>, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

function toSummary(row: ReadRow<'id' | 'type' | 'title' | 'preview'> & { style?: unknown; template?: unknown }): DocumentSummary {
  const summary: DocumentSummary = {
    id: row.id,
    type: row.type as DocumentType,
    title: row.title,
    preview: row.preview,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
  if (row.type === 'academic' && (citationStyles as readonly unknown[]).includes(row.style)) summary.style = row.style as CitationStyle;
  if (row.type === 'essay' && isBusinessTemplate(row.template)) summary.template = row.template;
  return summary;
}

/** Every column a record shows: not the generated search vector, which only the database reads (and which is large). */
export const recordColumns = {
  id: documents.id,
  type: documents.type,
  title: documents.title,
  content: documents.content,
  data: documents.data,
  preview: documents.preview,
  language: documents.language,
  createdAt: timestampText(documents.createdAt),
  updatedAt: timestampText(documents.updatedAt),
};

export function toRecord(row: ReadRow<'id' | 'type' | 'title' | 'preview' | 'content' | 'data' | 'language'>): DocumentRecord {
  return {
    ...toSummary({ ...row, style: row.data.citationStyle, template: row.data.template }),
    content: row.content,
    data: row.data,
    language: isLanguage(row.language) ? row.language : null,
  };
}

// ---- cursors: the (updated_at, id) of the last row of a page, opaque to clients ----

function encodeCursor(last: DocumentSummary): string {
  return Buffer.from(`${last.updatedAt}|${last.id}`).toString('base64url');
}

/** The only timestamps encodeCursor writes: years 1000–9999, which PostgreSQL can also store. */
const cursorTime = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  const [iso = '', id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const updatedAt = new Date(iso);
  if (!id || !uuidPattern.test(id) || !cursorTime.test(iso) || Number.isNaN(updatedAt.getTime())) {
    throw new AppError('validation_failed', 'The cursor is not valid: pass nextCursor from the previous page.', 'cursor');
  }
  return { updatedAt, id };
}

// ---- search ----

/** Every word of the query must start a word of the document (title, content or a resume's text). */
function searchCondition(search: string, words?: SQL): SQL | undefined {
  return prefixSearch(search, { vector: documents.search, texts: [sql`${documents.title}`, sql`${documents.content}`, sql`${documents.data}::text`] }, words);
}

// ---- queries (every one scoped to the user) ----

export interface Viewer {
  id: string;
  plan: Plan;
}

const listColumns = {
  id: documents.id,
  type: documents.type,
  title: documents.title,
  preview: documents.preview,
  createdAt: timestampText(documents.createdAt),
  updatedAt: timestampText(documents.updatedAt),
  // Only a paper's: reading `data` for other types would fetch a resume's whole JSON for nothing.
  style: sql<string | null>`case when ${documents.type} = 'academic' then ${documents.data}->>'citationStyle' end`,
  // Only an essay's: the business template it was started from (a cover letter's data.template is its resume look).
  template: sql<string | null>`case when ${documents.type} = 'essay' then ${documents.data}->>'template' end`,
};

interface ListShape {
  ascending: boolean;
  typed: boolean;
  free: boolean;
}

interface ListValues {
  userId: string;
  type: string;
  after: string;
  afterId: string;
  limit: number;
}

/** The PostgreSQL type each value is sent as. */
const listValueTypes: Record<keyof ListValues, string> = { userId: 'text', type: 'text', after: 'timestamptz', afterId: 'uuid', limit: 'int' };

/** Gives a value of History's query as SQL: the request's own, or a prepared statement's parameter. */
type ListValue = (key: keyof ListValues) => SQL;

/**
 * History's query for one shape (sort direction, type filter, plan window).
 * Without a search it is a prepared statement (see preparedList); the first
 * page uses a cursor past either end ('infinity'), so every page is the
 * same statement.
 */
function listQuery(db: Database, shape: ListShape, value: ListValue, search?: SQL) {
  const conditions: SQL[] = [eq(documents.userId, value('userId'))];
  if (shape.typed) conditions.push(eq(documents.type, value('type')));
  if (search) conditions.push(search);
  conditions.push(
    shape.ascending
      ? sql`(${documents.updatedAt}, ${documents.id}) > (${value('after')}, ${value('afterId')})`
      : sql`(${documents.updatedAt}, ${documents.id}) < (${value('after')}, ${value('afterId')})`,
  );
  if (shape.free) {
    // History shows the free plan's most recently updated documents only; filters apply within them.
    conditions.push(
      sql`${documents.id} in (select ${documents.id} from ${documents} where ${documents.userId} = ${value('userId')} order by ${documents.updatedAt} desc, ${documents.id} desc limit ${sql.raw(String(freeHistoryLimit))})`,
    );
  }
  const order = shape.ascending ? [asc(documents.updatedAt), asc(documents.id)] : [desc(documents.updatedAt), desc(documents.id)];
  return (
    db
      .select(listColumns)
      .from(documents)
      .where(and(...conditions))
      .orderBy(...order)
      // Drizzle types a limit as a number or a placeholder; it writes any SQL it is given.
      .limit(value('limit') as unknown as number)
  );
}

const preparedLists = new WeakMap<Database, Map<string, ArrayStatement>>();

/** A list statement's shape in its cache key (and, for History, in its statement name). */
function shapeName(shape: ListShape): string {
  return `${shape.ascending ? 'asc' : 'desc'}_${shape.typed ? 'type' : 'all'}_${shape.free ? 'free' : 'full'}`;
}

/** One built statement per database and key: built on first use, then reused. */
function cachedStatement(db: Database, key: string, build: () => ArrayStatement): ArrayStatement {
  let byKey = preparedLists.get(db);
  if (!byKey) preparedLists.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) byKey.set(key, (prepared = build()));
  return prepared;
}

/**
 * The prepared statement for one shape, one per connection. Each value is a
 * sub-select the planner cannot look into (`(select $1::text)`), so a plan
 * made for the request's values costs what the generic plan costs and
 * PostgreSQL keeps the generic plan after its first five executions. With
 * the values in plain sight it planned the statement anew on every request
 * (the generic plan never looked cheaper): that planning was about 40% of
 * PostgreSQL's CPU per History request (bench, 2026-11-22). The plan is the
 * same either way: the user's (updated_at, id) index read in order, stopped
 * at the page's end.
 */
function preparedList(db: Database, shape: ListShape): ArrayStatement {
  const name = `documents_list_${shapeName(shape)}`;
  return cachedStatement(db, name, () => arrayStatement(listQuery(db, shape, (key) => sql`(select ${sql.placeholder(key)}::${sql.raw(listValueTypes[key])})`), name));
}

/**
 * A word search's statement for one shape, built once (building it cost the
 * app about 70 µs a request). Unlike preparedList it is sent unnamed, with
 * its values as plain parameters: PostgreSQL then plans each request for its
 * own words (decision 0032), where a named statement could settle on a
 * generic plan that cannot see them.
 */
function preparedSearch(db: Database, shape: ListShape): ArrayStatement {
  return cachedStatement(db, `documents_search_${shapeName(shape)}`, () => {
    const words = searchCondition('words', sql`${sql.placeholder('search')}::text`);
    return arrayStatement(listQuery(db, shape, (value) => sql`${sql.placeholder(value)}::${sql.raw(listValueTypes[value])}`, words), '');
  });
}

type ListRow = ReadRow<'id' | 'type' | 'title' | 'preview'> & { style: string | null; template: string | null };
/** The select list's order (Drizzle writes the columns in the order of listColumns' keys). */
const listColumnNames = Object.keys(listColumns) as Array<keyof typeof listColumns>;

/** A list statement's row, read straight from the driver as an array, keyed as listColumns names it. */
function listRow(values: readonly unknown[]): ListRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < listColumnNames.length; i++) row[listColumnNames[i]!] = values[i];
  return row as unknown as ListRow;
}

const firstPage = {
  desc: { after: 'infinity', afterId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
  asc: { after: '-infinity', afterId: '00000000-0000-0000-0000-000000000000' },
};

export async function listDocuments(db: Database, viewer: Viewer, query: ListQuery): Promise<DocumentPage> {
  const shape: ListShape = { ascending: query.sort === 'asc', typed: query.type !== 'all', free: viewer.plan === 'free' };
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const values: ListValues = {
    userId: viewer.id,
    type: query.type,
    ...(cursor ? { after: cursor.updatedAt.toISOString(), afterId: cursor.id } : firstPage[query.sort]),
    limit: query.limit + 1,
  };
  const kind = query.search ? searchKind(query.search) : 'none';
  const rows =
    kind === 'words'
      ? (await arrayRows(db, preparedSearch(db, shape), { ...values, search: query.search })).map(listRow)
      : kind === 'substring'
        ? await listQuery(db, shape, (key) => sql`${values[key]}::${sql.raw(listValueTypes[key])}`, searchCondition(query.search!))
        : (await arrayRows(db, preparedList(db, shape), { ...values })).map(listRow);
  const page = rows.slice(0, query.limit).map(toSummary);
  const last = page.at(-1);
  return {
    documents: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    hiddenByPlan: viewer.plan === 'free' ? await hiddenCount(db, viewer.id) : 0,
    plan: viewer.plan,
  };
}

async function hiddenCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.userId, userId));
  return Math.max(0, (row?.count ?? 0) - freeHistoryLimit);
}

/** A malformed id, another user's id and a deleted id all answer the same 404. */
export function ownedBy(userId: string, id: string): SQL {
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  return and(eq(documents.id, id), eq(documents.userId, userId))!;
}

export async function getDocument(db: Database, userId: string, id: string): Promise<DocumentRecord> {
  const [row] = await db.select(recordColumns).from(documents).where(ownedBy(userId, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return toRecord(row);
}

export async function createDocument(db: Database, userId: string, input: CreateInput, id?: string): Promise<DocumentRecord> {
  const [row] = await db
    .insert(documents)
    .values({
      ...(id ? { id } : {}),
      userId,
      type: input.type,
      title: input.title,
      content: input.content,
      data: input.data,
      preview: previewOf(input.type, input.content, input.data),
    })
    .returning(recordColumns);
  return toRecord(row!);
}

export async function updateDocument(db: Database, userId: string, id: string, input: UpdateInput): Promise<DocumentRecord> {
  const where = ownedBy(userId, id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select(recordColumns).from(documents).where(where).for('update').limit(1);
    if (!current) throw new AppError('not_found');
    const type = current.type as DocumentType;
    const content = input.content ?? current.content;
    const data = input.data ?? current.data;
    if (input.data !== undefined) {
      const candidate = { type, title: input.title ?? current.title, content, data };
      const check = createDocumentSchema.safeParse(candidate);
      if (!check.success) throw validationError(check.error, candidate);
    }
    await keepEditVersion(tx, userId, current, { title: input.title ?? current.title, content, data });
    const [row] = await tx
      .update(documents)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        content,
        data,
        preview: previewOf(type, content, data),
        // Strictly later than before, even for two saves in the same millisecond.
        updatedAt: sql`greatest(now(), ${documents.updatedAt} + interval '1 millisecond')`,
      })
      .where(where)
      .returning(recordColumns);
    return toRecord(row!);
  });
}

export async function deleteDocument(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(documents).where(ownedBy(userId, id)).returning({ id: documents.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
