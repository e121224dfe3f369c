// csl-validator-wasm (no types of its own): rnv, the RELAX NG validator,
// compiled to WebAssembly with the CSL 1.0 schema.
declare module 'csl-validator-wasm' {
  /** '' when the style is valid; otherwise rnv's report (`/style.csl:<line>:<column>: error: …` lines). */
  export function validateStyle(xml: string): Promise<string>;
}
