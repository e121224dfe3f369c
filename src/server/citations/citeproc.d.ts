// The part of citeproc-js (npm `citeproc`, no types of its own) that
// src/server/citations uses. Shapes from citeproc-js's documentation
// (https://citeproc-js.readthedocs.io/en/latest/running.html).
declare module 'citeproc' {
  export interface CiteprocSys {
    retrieveLocale(lang: string): string | false;
    retrieveItem(id: string): object | undefined;
  }

  export interface CiteprocCitationItem {
    id: string;
    locator?: string;
    label?: string;
    prefix?: string;
    suffix?: string;
    'suppress-author'?: boolean;
    'author-only'?: boolean;
  }

  export interface CiteprocCitation {
    citationID: string;
    citationItems: CiteprocCitationItem[];
    properties: { noteIndex: number };
  }

  export interface BibliographyMeta {
    entry_ids: string[][];
    bibliography_errors: unknown[];
  }

  /** A function of the engine and a string, or a `%%STRING%%` template, or false (no decoration). */
  export type Decoration = ((state: unknown, str: string) => string) | string | false;

  export interface OutputFormat {
    text_escape(text: string | undefined): string;
    [decoration: string]: Decoration | ((text: string | undefined) => string);
  }

  export class Engine {
    /** `style`: CSL XML, or its elements as objects (`{name, attrs, children}`). */
    constructor(sys: CiteprocSys, style: string | object, lang?: string, forceLang?: boolean);
    opt: { development_extensions: Record<string, unknown> };
    setOutputFormat(format: string): void;
    /** Processes every citation in document order; answers [citationID, noteIndex, text] in the same order. */
    rebuildProcessorState(citations: CiteprocCitation[], mode?: string, uncitedItemIDs?: string[]): [string, number, string][];
    /** With no citations: empties the registry (items, numbers, positions). */
    restoreProcessorState(citations?: CiteprocCitation[]): unknown;
    makeBibliography(): [BibliographyMeta, string[]] | false;
  }

  const CSL: {
    Engine: typeof Engine;
    Output: { Formats: Record<string, OutputFormat> };
  };
  export default CSL;
}
