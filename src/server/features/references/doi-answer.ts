// A DOI resolver's answer read into a form prefill: plain data in, plain
// data out, so that a parse worker can run it (src/server/parsing).
import { withJournalAbbreviation } from './journal-abbreviations.ts';
import { cslItemSchema, cslTypes, referenceTextFields, type CslItem } from '../../../shared/references.ts';

/** The CSL variables the form edits, and names reduced to their parts (Crossref adds affiliations, ORCIDs, sequence …). */
function prefillOf(data: Record<string, unknown>): CslItem | undefined {
  const title = Array.isArray(data.title) ? data.title[0] : data.title;
  const item: Record<string, unknown> = {
    type: (cslTypes as readonly unknown[]).includes(data.type) ? data.type : 'article',
    title: typeof title === 'string' ? title.trim() : '',
  };
  for (const role of ['author', 'editor'] as const) {
    const names = data[role];
    if (!Array.isArray(names)) continue;
    item[role] = names
      .filter((n): n is Record<string, unknown> => Boolean(n) && typeof n === 'object')
      .map((n) => Object.fromEntries(['family', 'given', 'literal', 'non-dropping-particle', 'dropping-particle', 'suffix'].filter((k) => typeof n[k] === 'string').map((k) => [k, n[k]])))
      .filter((n) => n.family || n.literal);
  }
  for (const date of ['issued', 'accessed'] as const) if (data[date] && typeof data[date] === 'object') item[date] = data[date];
  for (const field of referenceTextFields) {
    const value = Array.isArray(data[field]) ? (data[field] as unknown[])[0] : data[field];
    if (field !== 'title' && (typeof value === 'string' || typeof value === 'number')) item[field] = String(value);
  }
  const result = cslItemSchema.safeParse(item);
  return result.success && result.data.title ? withJournalAbbreviation(result.data as CslItem) : undefined;
}

/** The answer's text as a prefill; undefined when it is not JSON, not an object, or has no title. */
export function readDoiAnswer(text: string): CslItem | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? prefillOf(data as Record<string, unknown>) : undefined;
}
