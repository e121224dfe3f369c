import { quoteOccursIn, type QuoteCheckAnswer, type QuoteCheckInput } from '../../../shared/quote-check.ts';
import type { Database } from '../../db/client.ts';
import { attachedTexts } from './passages.ts';

/**
 * The citation check's quotations, each looked up in the attached text of
 * the source it cites. Only the user's own references are read: another
 * user's key answers as one without text.
 */
export async function checkQuotes(db: Database, userId: string, input: QuoteCheckInput): Promise<QuoteCheckAnswer> {
  const texts = await attachedTexts(db, userId, [...new Set(input.quotes.map((q) => q.key))]);
  return {
    results: input.quotes.map(({ key, text }) => {
      const source = texts.get(key);
      return { status: source === undefined ? 'no_text' : quoteOccursIn(text, source) ? 'found' : 'not_found' };
    }),
  };
}
