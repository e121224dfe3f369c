// The little of Citation.js 0.8 this feature calls (the packages ship no types).
declare module '@citation-js/core' {
  interface ChainOptions {
    /** The input's type, so nothing is guessed (a guessed URL or DOI would be fetched). */
    forceType: string;
    generateGraphs?: boolean;
  }
  export const plugins: {
    config: { get(plugin: string): unknown };
    input: { chain(input: unknown, options: ChainOptions): Array<Record<string, unknown>> };
    output: { format(name: string, data: Array<Record<string, unknown>>, options?: Record<string, unknown>): string | unknown[] };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
