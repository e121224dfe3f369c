/**
 * Where a document opens. Apart from lib/documents.ts so that a page that
 * only links to a document (Home's "continue" card) does not load the query
 * library with it: Home is prerendered, and its script runs on a phone's
 * main thread after the first paint.
 */

/** Resumes open in the resume builder; essays, papers and cover letters in the editor. */
export function editPathFor(doc: { id: string; type: string }): string {
  return doc.type === 'resume' ? `/resume-builder?document=${encodeURIComponent(doc.id)}` : `/documents/${encodeURIComponent(doc.id)}/edit`;
}
