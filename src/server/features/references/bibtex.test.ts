import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../shared/references.ts';
import { latexAccentsToUnicode } from './bibtex.ts';
import { readEntries, writeReferences, type ReadEntry } from './formats.ts';

function read(text: string, format: 'bibtex' | 'ris' | 'csl-json' = 'bibtex'): ReadEntry[] {
  const entries = readEntries(text, format, 1000);
  if (!Array.isArray(entries)) throw new Error('too many');
  return entries;
}

function readOk(text: string, format: 'bibtex' | 'ris' | 'csl-json' = 'bibtex') {
  return read(text, format).map((entry) => {
    if (!entry.ok) throw new Error(`${entry.label}: ${entry.error}`);
    return entry;
  });
}

const byKey = (entries: ReturnType<typeof readOk>, key: string) => entries.find((e) => e.sourceKey === key)!;

describe('BibTeX as reference managers write it', () => {
  it('writes every key exactly as it was, and reads each back to its own entry', () => {
    const keys = ['DBLP:conf/icaps/SmithL20', 'smith-lee-icaps2020', 'smith2020', 'Smith2020State'];
    const item: CslItem = { type: 'paper-conference', title: 'State Space Search', author: [{ family: 'Smith', given: 'Ann' }, { family: 'Lee', given: 'Bo' }], issued: { 'date-parts': [[2020]] } };
    const file = writeReferences(
      keys.map((key) => ({ key, item })),
      'bibtex',
    );
    for (const key of keys) expect(file.body).toContain(`{${key},`);
    expect(readOk(file.body).map((e) => e.sourceKey)).toEqual(keys);
  });

  it('reads a given name that starts with a LaTeX accent as a given name, however the accent is written', () => {
    const [entry] = readOk(String.raw`@article{t, author = {{\'A}lvaro Torralba and \'{E}mile Zola and M{\"u}ller, Jos{\'e} and {\O}stergaard, S{\o}ren and \v{C}ech, Eduard and Do{\u{g}}an, Ay{\c c}a}, title = {Names}, journal = {J}, year = 2020}`);
    expect(entry!.item.author).toEqual([
      { family: 'Torralba', given: 'Álvaro' },
      { family: 'Zola', given: 'Émile' },
      { family: 'Müller', given: 'José' },
      { family: 'Østergaard', given: 'Søren' },
      { family: 'Čech', given: 'Eduard' },
      { family: 'Doğan', given: 'Ayça' },
    ]);
  });

  it('turns accent commands into letters and leaves other commands alone', () => {
    expect(latexAccentsToUnicode(String.raw`{\'A}lvaro \'{e} \"\i{} {\ss} \v c \ve{x} \emph{x}`)).toBe(String.raw`Álvaro é ï{} ß č \ve{x} \emph{x}`);
  });

  it('fills a child from its crossref parent in the same file, wherever the parent is', () => {
    const entries = readOk(String.raw`@string{icaps = {International Conference on Automated Planning and Scheduling}}
@inproceedings{child, author = {Smith, Ann}, title = {Plan Length Bounds}, crossref = {ICAPS2020}, pages = {2--6}}
@proceedings{icaps2020, title = {Proceedings of the } # icaps, year = {2020}, publisher = {AAAI Press}, editor = {Doe, Jane}}`);
    const child = byKey(entries, 'child');
    expect(child.item).toMatchObject({
      type: 'paper-conference',
      'container-title': 'Proceedings of the International Conference on Automated Planning and Scheduling',
      issued: { 'date-parts': [[2020]] },
      publisher: 'AAAI Press',
      page: '2-6',
    });
    expect(child.warnings).toBeUndefined();
    // The parent is a reference of its own too, as in the file.
    expect(byKey(entries, 'icaps2020').item.title).toBe('Proceedings of the International Conference on Automated Planning and Scheduling');
  });

  it('warns when a crossref parent or an xdata entry is missing, instead of dropping what they held in silence', () => {
    const [entry] = readOk(`@inproceedings{orphan, author = {Smith, Ann}, title = {Alone}, crossref = {nowhere}, xdata = {gone}}`);
    expect(entry!.warnings).toEqual([
      'The crossref parent "nowhere" is not in the file: what the entry takes from it (such as the book title, year and publisher) is missing.',
      'The xdata entry "gone" is not in the file: the fields the entry takes from it are missing.',
    ]);
  });

  it('takes the fields of xdata entries the entry lacks, and does not import the xdata entry itself', () => {
    const entries = readOk(`@xdata{springer, publisher = {Springer}, location = {Berlin}}
@book{b, author = {Lee, Ann}, title = {A Book}, year = 2001, xdata = {springer}, location = {Heidelberg}}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.item).toMatchObject({ publisher: 'Springer', 'publisher-place': 'Heidelberg' });
  });

  it('reads starred commands as their unstarred form', () => {
    const [entry] = readOk(String.raw`@article{s, author = {Lee, Ann}, title = {On \enquote*{Bounds} and \emph{More}}, journal = {J}, year = 2020}`);
    expect(entry!.item.title).toBe('On “Bounds” and <i>More</i>');
  });

  it('says which entry type it does not know, and keeps the entry as a document', () => {
    const [entry] = readOk(`@fancything{f, author = {Lee, Ann}, title = {Odd}, year = 2020}`);
    expect(entry!.item.type).toBe('document');
    expect(entry!.warnings).toEqual(['The entry type @fancything is not one Inkwell knows: it is read as a document.']);
  });

  it('gives back what it wrote: scripts without LaTeX commands, superscripts, family names with spaces, a tilde in a URL', () => {
    const items: Array<{ key: string; item: CslItem }> = [
      { key: 'wang2019', item: { type: 'article-journal', title: '深度学习在自然语言处理中的应用', author: [{ family: '王', given: '小明' }], 'container-title': '计算机学报', issued: { 'date-parts': [[2019]] } } },
      { key: 'burch1990', item: { type: 'paper-conference', title: 'Symbolic Model Checking: 10²⁰ States and Beyond with h⁺ and ϵ', author: [{ family: 'Bochmann', given: 'Gregor', 'non-dropping-particle': 'von' }, { family: 'Pol', given: 'Jaco', 'non-dropping-particle': 'van de' }, { family: 'García Márquez', given: 'Gabriel' }], issued: { 'date-parts': [[1990]] } } },
      { key: 'kulhari', item: { type: 'document', title: 'Static Heuristics', author: [{ family: 'Kulhari', given: 'S.' }], note: 'Available at http://alumni.cs.ucr.edu/~skulhari/StaticHeuristics.pdf' } },
      { key: 'who2020', item: { type: 'report', title: 'Mental Health & Care: 50% of #cases_x', author: [{ literal: 'World Health Organization' }], issued: { 'date-parts': [[2020, 3, 1]] }, page: '12-34' } },
    ];
    const back = readOk(writeReferences(items, 'bibtex').body);
    expect(back.map((e) => ({ key: e.sourceKey, item: e.item }))).toEqual(items);
  });

  it('reads a capitalised word BibTeX takes for a particle ({D}oppelkopf) as part of the family name, so every format gives the name back', () => {
    const [entry] = readOk('@misc{ddv-2015, author = "Deutscher {D}oppelkopf {V}erband", title = "Homepage", year = "2015"}');
    expect(entry!.item.author).toEqual([{ family: 'Doppelkopf Verband', given: 'Deutscher' }]);
    for (const format of ['bibtex', 'ris', 'csl-json'] as const) {
      const [back] = readOk(writeReferences([{ key: 'ddv-2015', item: entry!.item }], format).body, format);
      expect(back!.item.author, format).toEqual(entry!.item.author);
    }
  });
});

describe('CSL-JSON as other tools write it', () => {
  it('accepts items without a title, a name that is a given name alone, and no type or an unknown one (with a warning)', () => {
    const entries = read(
      JSON.stringify([
        { id: 'letter', type: 'personal_communication', author: [{ family: 'Darwin', given: 'Charles' }], issued: { 'date-parts': [[1859]] } },
        { id: 'banksy', type: 'graphic', title: 'Girl with Balloon', author: [{ given: 'Banksy' }] },
        { id: 'untyped', title: 'No type', author: [{ family: 'Lee' }] },
        { id: 'odd', type: 'hologram', title: 'Unknown type' },
        { id: 'bare', type: 'book' },
      ]),
      'csl-json',
    );
    expect(entries.map((e) => e.ok)).toEqual([true, true, true, true, true]);
    const ok = entries.filter((e) => e.ok);
    expect(ok[0]!.item).toEqual({ type: 'personal_communication', author: [{ family: 'Darwin', given: 'Charles' }], issued: { 'date-parts': [[1859]] } });
    expect(ok[0]!.warnings).toBeUndefined();
    expect(ok[1]!.item.author).toEqual([{ given: 'Banksy' }]);
    expect(ok[2]!).toMatchObject({ item: { type: 'document' }, warnings: ['The entry has no type: it is read as a document.'] });
    expect(ok[3]!).toMatchObject({ item: { type: 'document' }, warnings: ["The entry's type (hologram) is not one Inkwell knows: it is read as a document."] });
    expect(ok[4]!.warnings).toEqual(['The entry has no title and no author: a citation of it will show little.']);
  });

  it('keeps an item whose optional field is too long without that field, and says so', () => {
    const [entry] = read(JSON.stringify([{ id: 'x', type: 'book', title: 'Fine', publisher: 'p'.repeat(3000) }]), 'csl-json');
    expect(entry).toMatchObject({ ok: true, item: { type: 'book', title: 'Fine' }, warnings: ['The field publisher was left out: it is too long.'] });
  });
});

describe('entries no reference manager should choke on', () => {
  it('keeps the first hundred of 10,000 authors and says so, and refuses a 300 KB entry with its size', () => {
    const authors = Array.from({ length: 10_000 }, (_, i) => `Author${i}, A.`).join(' and ');
    const [many, huge] = read(`@article{many, author = {${authors.slice(0, 200_000)}}, title = {Large Collaboration}, journal = {Phys. Rev.}, year = 2012}
@article{huge, author = {Lee, Ann}, title = {Big}, abstract = {${'x'.repeat(300_000)}}, year = 2012}`);
    expect(many).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^The entry has \d{1,2},\d{3} authors: the first 100 are kept\.$/)] });
    expect(many!.ok && many!.item.author).toHaveLength(100);
    expect(huge).toMatchObject({ ok: false, error: 'The entry is larger than 64 KB.' });
  });
});

describe('biblatex fields Citation.js reads its own way', () => {
  it('keeps a list of publishers and places as one text, and reads \\slash and \\hyphen as punctuation', () => {
    const [entry] = readOk(String.raw`@book{b, author = {Lee, Ann}, title = {Methodology\hyphen independent and\slash or Not}, location = {Berlin and New York}, publisher = {Walter de Gruyter and Deutscher Taschenbuch-Verlag}, year = 1988}`);
    expect(entry!.warnings).toBeUndefined();
    expect(entry!.item).toMatchObject({ title: 'Methodology-independent and/or Not', 'publisher-place': 'Berlin; New York', publisher: 'Walter de Gruyter; Deutscher Taschenbuch-Verlag' });
  });

  it('names the kind of a thesis in words, as a style prints it', () => {
    const entries = readOk(`@mastersthesis{m, author = {Lee, Ann}, title = {T}, school = {U}, year = 2020}\n@phdthesis{p, author = {Lee, Ann}, title = {T}, school = {U}, year = 2021}`);
    expect(entries.map((e) => e.item.genre)).toEqual(["Master's thesis", 'PhD thesis']);
  });
});
