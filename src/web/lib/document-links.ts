import { documentTypeRule, editorRoutes } from '../../shared/document-types.ts';

/**
 * Where a document opens. Apart from lib/documents.ts so that a page that
 * only links to a document (Home's "continue" card) does not load the query
 * library with it: Home is prerendered, and its script runs on a phone's
 * main thread after the first paint.
 */

/**
 * Resumes open in the resume builder; essays, papers and cover letters in the
 * editor: the document-type table says which (a type it does not know opens
 * in the editor, which tells what it can show).
 */
export function editPathFor(doc: { id: string; type: string }): string {
  return editorRoutes[documentTypeRule(doc.type)?.editor ?? 'editor'].replace(':id', encodeURIComponent(doc.id));
}

/**
 * Where an essay's or paper's outline is edited: the Essay Generator with the
 * document (a paper in academic mode, its type and style); null for a document
 * without an outline.
 */
export function outlinePathFor(doc: { id: string; type: string; data: Record<string, unknown> }): string | null {
  const outline = doc.data.outline as { sections?: unknown } | null | undefined;
  if (!documentTypeRule(doc.type)?.outline || !Array.isArray(outline?.sections)) return null;
  const query = new URLSearchParams();
  if (doc.type === 'academic') {
    const type = typeof doc.data.academicType === 'string' ? doc.data.academicType : 'research';
    const style = typeof doc.data.citationStyle === 'string' ? doc.data.citationStyle : 'apa';
    query.set('mode', 'academic');
    query.set('type', type);
    query.set('style', style);
    query.set('return', `/academic-papers?${new URLSearchParams({ type, style }).toString()}`);
  }
  query.set('document', doc.id);
  return `/essay-generator?${query.toString()}`;
}
