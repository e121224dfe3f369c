// How the offline writer's academic drafts treat the places that need a
// source. The banks mark them with placeholders ('[citation
// needed]', '[cite the procedure]'); a paper never keeps those: with chosen
// sources each becomes a citation of one of them, by key (`[@key]`), and
// without sources it goes (the draft says once, at the top, that sources are
// needed). Placeholders asking for the student's own content stay.
import type { Language } from '../../../../shared/settings.ts';

/**
 * What an academic draft written without sources says once, under its title.
 * The offline writer writes English; a model writes in the user's language,
 * so the model path puts the line there in that language (paper-citations.ts),
 * naming the generator's control as the interface does.
 */
export const sourcesNeededNotes: Record<Language, string> = {
  en: '> Sources needed: add the sources you will cite to your reference library and choose them under "Sources to cite" in the generator. The draft then cites them where it needs evidence.',
  fr: '> Sources nécessaires : ajoutez les sources que vous citerez à votre bibliothèque de références et choisissez-les sous « Sources à citer » dans le générateur. Le brouillon les cite alors là où il a besoin de preuves.',
  es: '> Faltan fuentes: añade las fuentes que vas a citar a tu biblioteca de referencias y elígelas en «Fuentes que citar» en el generador. El borrador las citará donde necesite pruebas.',
  de: '> Quellen benötigt: Fügen Sie die Quellen, die Sie zitieren werden, Ihrer Literaturbibliothek hinzu und wählen Sie sie im Generator unter „Zu zitierende Quellen“ aus. Der Entwurf zitiert sie dann dort, wo er Belege braucht.',
  zh: '> 需要来源：请把要引用的来源添加到你的文献库，并在生成器的“要引用的来源”中选择它们。草稿随后会在需要证据的地方引用它们。',
};
export const sourcesNeededNote = sourcesNeededNotes.en;

/** What a paper does where its banks ask for a source. Essays keep their placeholders (undefined). */
export type Evidence = 'cite' | 'omit';

/** A placeholder that asks only for a source, with the space before it. */
const sourcePlaceholder = /[ \t]*\[(?:citation needed|cite\b[^\]]*|add a quotation from a source you have read, with its citation)\]/gi;

/**
 * Where a citation goes, while the draft is built. One word long, as the
 * `[@key]` that replaces it, so the word budget counts the draft it becomes.
 */
const mark = '\u0002cite\u0002';

/** A rendered sentence with its source placeholders marked for citation, or removed. */
export function markEvidence(text: string, evidence: Evidence): string {
  return text.replace(sourcePlaceholder, evidence === 'cite' ? ` ${mark}` : '');
}

/**
 * Fills the marks of a finished draft with citations of `keys`, round-robin
 * in the order they were chosen, so each is cited once before any is cited
 * twice. With fewer marks than sources, the marks take clusters
 * (`[@a; @c]`) so that every chosen source is still cited.
 */
export function citeSources(markdown: string, keys: readonly string[]): string {
  const marks = markdown.split(mark).length - 1;
  if (keys.length === 0 || marks === 0) return markdown.replaceAll(` ${mark}`, '').replaceAll(mark, '');
  let i = 0;
  return markdown.replaceAll(mark, () => {
    const cited = marks >= keys.length ? [keys[i % keys.length] as string] : keys.filter((_, j) => j % marks === i);
    i += 1;
    return `[${cited.map((key) => `@${key}`).join('; ')}]`;
  });
}
