// The citation check's question to the server: are these quotations in the
// attached texts of the sources they cite?
import { citationKeyPattern, referenceLimits } from './references.ts';
import { z } from './zod.ts';

export const quoteCheckLimits = { quotes: 200, text: 2_000 } as const;

export const quoteCheckSchema = z.strictObject({
  quotes: z
    .array(
      z.strictObject({
        key: z.string().max(referenceLimits.key, { message: 'validation.tooLong' }).regex(citationKeyPattern, { message: 'references.invalidKey' }),
        text: z.string().min(1, { message: 'validation.required' }).max(quoteCheckLimits.text, { message: 'validation.tooLong' }),
      }),
    )
    .max(quoteCheckLimits.quotes, { message: 'validation.tooLong' }),
});
export type QuoteCheckInput = z.input<typeof quoteCheckSchema>;

/** Per quotation, in the order sent: found in the source's attached text, not found there, or the source has no attached text (or is not in the library). */
type QuoteStatus = 'found' | 'not_found' | 'no_text';
export interface QuoteCheckAnswer {
  results: Array<{ status: QuoteStatus }>;
}

/**
 * A text folded for comparison: curly quotes and dashes as plain ones, one
 * space for any run of whitespace, lower case, and an ellipsis (… or ...)
 * as a gap that anything may fill.
 */
function foldForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether `quote` occurs in `source`, its parts around an ellipsis in order. */
export function quoteOccursIn(quote: string, source: string): boolean {
  const parts = foldForQuote(quote)
    .replace(/^[\s"'.,;:]+|[\s"'.,;:]+$/g, '')
    .split(/\s*(?:…|\.\.\.)\s*/)
    .filter(Boolean);
  if (parts.length === 0) return false;
  const haystack = foldForQuote(source);
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
