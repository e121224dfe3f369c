import type { DocumentType } from './documents.ts';
import { exportFormats, type ExportFormat } from './plans.ts';

/** The screens that edit a document: the text editor, or the Resume Builder for a resume's structured data. */
export type DocumentEditor = 'editor' | 'resume-builder';

/** An icon by name; the web maps each name to its lucide component in one place (components/documents/document-type.tsx). */
export type DocumentIconName = 'file-text' | 'file-user' | 'graduation-cap' | 'mail';

export interface DocumentTypeRule {
  /** Where the document opens from History, Home and the editors' redirects. */
  editor: DocumentEditor;
  /** Formats it downloads in (the plan may allow fewer: `exportFormatsByPlan`). */
  exports: readonly ExportFormat[];
  icon: DocumentIconName;
  /** The translation key of its name: History's rows, the editor's heading. */
  labelKey: `documents.type.${string}`;
  /** The translation key of History's type filter option. */
  filterKey: `history.filter.${string}`;
  /** Whether it may carry an outline, edited in the Essay Generator (essays and papers). */
  outline: boolean;
  /**
   * The Typst template of its PDF (`src/server/typst/templates/<name>.typ`),
   * or null when its data picks one (a resume's template).
   */
  pdfTemplate: string | null;
}

/**
 * One row per document type: what every side needs to know of it. Adding a
 * type means adding its row here (the compiler then asks for it in the
 * schemas keyed by type), its names in every locale and its PDF template;
 * document-types.test.ts fails while one of them is missing.
 */
export const documentTypeRules = {
  essay: {
    editor: 'editor',
    exports: exportFormats,
    icon: 'file-text',
    labelKey: 'documents.type.essay',
    filterKey: 'history.filter.essay',
    outline: true,
    pdfTemplate: 'document-essay',
  },
  resume: {
    editor: 'resume-builder',
    exports: exportFormats,
    icon: 'file-user',
    labelKey: 'documents.type.resume',
    filterKey: 'history.filter.resume',
    outline: false,
    pdfTemplate: null,
  },
  academic: {
    editor: 'editor',
    exports: exportFormats,
    icon: 'graduation-cap',
    labelKey: 'documents.type.academic',
    filterKey: 'history.filter.academic',
    outline: true,
    pdfTemplate: 'document-academic',
  },
  'cover-letter': {
    editor: 'editor',
    exports: exportFormats,
    icon: 'mail',
    labelKey: 'documents.type.cover-letter',
    filterKey: 'history.filter.cover-letter',
    outline: false,
    pdfTemplate: 'document-letter',
  },
} as const satisfies Record<DocumentType, DocumentTypeRule>;

/** The rule of a type read from stored or sent data: null for a type the table does not know. */
export function documentTypeRule(type: string): DocumentTypeRule | null {
  return Object.hasOwn(documentTypeRules, type) ? documentTypeRules[type as DocumentType] : null;
}

/** The route of each editing screen; `:id` stands for the document's id. */
export const editorRoutes: Record<DocumentEditor, string> = {
  editor: '/documents/:id/edit',
  'resume-builder': '/resume-builder?document=:id',
};
