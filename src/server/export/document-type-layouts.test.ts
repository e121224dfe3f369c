import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypeRules } from '../../shared/document-types.ts';
import { documentTypes } from '../../shared/documents.ts';
import { resumeTemplates } from '../../shared/resume.ts';

// What the server needs of each row of the document-type table: a Typst
// layout for its PDF, and a place in the database's list of types. A type
// added to the table without them fails here, before a user's download or
// save does.

const templatesDir = path.resolve(import.meta.dirname, '../typst/templates');
const migrationsMeta = path.resolve(import.meta.dirname, '../db/migrations/meta');

describe.each(documentTypes)('the %s type', (type) => {
  const rule = documentTypeRules[type];

  it('has a Typst layout for its PDF', () => {
    // A resume's own data picks its template: every one of them must exist.
    const layouts = rule.pdfTemplate === null ? resumeTemplates.map((template) => `resume-${template}`) : [rule.pdfTemplate];
    for (const layout of layouts) expect(existsSync(path.join(templatesDir, `${layout}.typ`)), layout).toBe(true);
  });
});

describe('the database', () => {
  it('accepts exactly the types of the table (the latest migration’s check on documents.type)', () => {
    const latest = readdirSync(migrationsMeta).filter((name) => name.endsWith('_snapshot.json')).sort().at(-1)!;
    const snapshot = JSON.parse(readFileSync(path.join(migrationsMeta, latest), 'utf8')) as {
      tables: Record<string, { checkConstraints: Record<string, { value: string }> }>;
    };
    const check = snapshot.tables['public.documents']!.checkConstraints.documents_type_check!.value;
    const listed = [...check.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...documentTypes].sort());
  });
});
