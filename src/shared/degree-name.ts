// How a degree and its field of study are named together, wherever a resume's
// education is printed or told: the preview, the PDF and DOCX layouts, the
// plain-text and Markdown downloads, the offline summary and cover letter.
// "BSc Computer Science" with the field "Computer Science" is never "BSc
// Computer Science in Computer Science".
import { tidyText } from './tidy-text.ts';

const clean = tidyText;

/** How senior a degree is by its name: 5 a doctorate … 1 a school certificate, 0 unknown. */
const degreeRanks: readonly (readonly [RegExp, number])[] = [
  [/\b(ph\.?\s?d|d\.?phil|doctor|doctorate|ed\.?d)\b/i, 5],
  [/\b(master|m\.?sc|m\.?a|m\.?s|mba|m\.?eng|m\.?phil|m\.?ed|llm)\b/i, 4],
  [/\b(bachelor|b\.?sc|b\.?a|b\.?s|b\.?eng|b\.?ed|llb|licen[cs]e|laurea)\b/i, 3],
  [/\b(associate|diploma|hnd|foundation)\b/i, 2],
  [/\b(certificate|high school|a-levels?|abitur|ged)\b/i, 1],
];

export const degreeRank = (degree: string) => degreeRanks.find(([pattern]) => pattern.test(degree))?.[1] ?? 0;

const nameWords = (text: string) => text.toLowerCase().replace(/&/g, ' and ').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const holdsWords = (words: readonly string[], part: readonly string[]) =>
  part.length > 0 && words.some((_, i) => part.every((word, j) => words[i + j] === word));
// Words that tie a field to the degree's name already ("Bachelor of Arts in History").
const joiningWord = /\b(?:in|of|with|and|for)$/i;

/**
 * A degree and its field of study named once: "PhD" + "Physics" → "PhD in
 * Physics"; a degree whose name already holds its field is not followed by it
 * again: "BSc Computer Science" + "Computer Science" → "BSc in Computer
 * Science", "Bachelor of Arts in History" + "History" → as it is. A field that
 * already names the degree ("BSc" + "BSc Physics") stands alone. Either may be
 * empty; the user's spelling is kept.
 */
export function degreeName(degree: string | undefined, field: string | undefined): string {
  const d = clean(degree);
  const f = clean(field);
  if (!d || !f) return d || f;
  const degreeWords = nameWords(d);
  const fieldWords = nameWords(f);
  if (holdsWords(fieldWords, degreeWords)) return f;
  if (!holdsWords(degreeWords, fieldWords)) return `${d} in ${f}`;
  // "BSc Computer Science", "MSc (Hons) – Data Science": the degree's own words, then the field.
  if (d.toLowerCase().endsWith(f.toLowerCase())) {
    const prefix = d.slice(0, d.length - f.length).replace(/[\s,:–—-]+$/, '');
    if (prefix && !joiningWord.test(prefix) && degreeRank(prefix) > 0) return `${prefix} in ${d.slice(d.length - f.length)}`;
  }
  return d;
}
