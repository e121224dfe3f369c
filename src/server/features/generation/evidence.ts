// The evidence a draft from an outline may quote: for each section, the
// passages of its chosen sources that best fit its heading, notes and the
// thesis — from the sources' attached texts (with pages) and from their
// abstracts and the user's notes on them (no page).
import type { Outline } from '../../../shared/outline.ts';
import type { PaperReference } from '../../citations/format.ts';
import { contentWords, passageSentences, type EvidencePassage } from './offline/notes-writer.ts';

/** The reference library's retrieval (wired in app.ts to the references feature). */
export interface PassageSource {
  retrieve(userId: string, input: { keys: readonly string[]; query: string; limit: number }): Promise<Array<EvidencePassage & { rank: number }>>;
}

/** Attached-text passages per section, plus at most this many in all. */
const perSection = 8;

/** A source's abstract and the user's note on it, a few sentences per passage. */
function summaryPassages(source: PaperReference): EvidencePassage[] {
  const out: EvidencePassage[] = [];
  for (const field of ['abstract', 'note'] as const) {
    const text = source.item[field];
    if (typeof text !== 'string' || !text.trim()) continue;
    const sentences = passageSentences(text);
    for (let i = 0; i < sentences.length; i += 3) {
      out.push({ id: `${field}:${source.key}:${i}`, key: source.key, page: null, text: sentences.slice(i, i + 3).join(' '), ...(field === 'note' ? { own: true } : {}) });
    }
  }
  return out;
}

const overlap = (text: string, terms: ReadonlySet<string>) => new Set(contentWords(text).filter((w) => terms.has(w))).size;

export async function sectionEvidence(
  source: PassageSource | undefined,
  userId: string,
  outline: Outline,
  library: readonly PaperReference[],
): Promise<Map<string, EvidencePassage[]>> {
  const byKey = new Map(library.map((s) => [s.key, s]));
  const evidence = new Map<string, EvidencePassage[]>();
  for (const section of outline.sections) {
    const keys = section.sources.filter((key) => byKey.has(key));
    if (keys.length === 0) continue;
    const query = [section.heading, ...section.notes, outline.thesis].join(' ');
    const terms = new Set(contentWords(query));
    const attached = source ? await source.retrieve(userId, { keys, query, limit: perSection }) : [];
    const summaries = keys
      .flatMap((key) => summaryPassages(byKey.get(key)!))
      .map((p) => ({ p, score: overlap(p.text, terms) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((s) => s.p);
    evidence.set(section.id, [...attached.map(({ rank: _rank, ...p }) => p), ...summaries].slice(0, perSection * 2));
  }
  return evidence;
}
