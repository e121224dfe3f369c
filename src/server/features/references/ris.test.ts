import { describe, expect, it } from 'vitest';
import { cslTypes, referenceKinds, type CslItem } from '../../../shared/references.ts';
import { fullItem } from '../../testing/reference-items.ts';
import { readRisRecord, writeRis } from './ris.ts';

/** An RIS record from its lines (LF unless asked). */
const record = (lines: string[], eol = '\n') => lines.join(eol) + eol;

describe('reading RIS records as real tools write them', () => {
  it('takes the year from PY and month and day from a Web of Science DA that has no year', () => {
    const text = record([
      '\uFEFFTY  - JOUR',
      'AU  - Stone, AB',
      'TI  - Horned Beasts of the Plateau',
      'T2  - FIELD NOTES IN GEOLOGY',
      'AB  - Background: A first paragraph.',
      '   Methods: A second one, indented as this database writes them.',
      'DA  - DEC',
      'PY  - 2016',
      'VL  - 5',
      'C7  - e1234',
      'JI  - Field Notes Geol.',
      'N1  - Times Cited:  3',
      'Total Times Cited:  4',
      'ER  -',
    ]);
    expect(readRisRecord(text)).toEqual({
      type: 'article-journal',
      title: 'Horned Beasts of the Plateau',
      author: [{ family: 'Stone', given: 'AB' }],
      'container-title': 'FIELD NOTES IN GEOLOGY',
      'container-title-short': 'Field Notes Geol.',
      issued: { 'date-parts': [[2016, 12]] },
      volume: '5',
      number: 'e1234',
      abstract: 'Background: A first paragraph.\nMethods: A second one, indented as this database writes them.',
      note: 'Times Cited:  3\nTotal Times Cited:  4',
    });
    expect(readRisRecord(record(['TY  - JOUR', 'TI  - T', 'DA  - SEP 22', 'PY  - 2010', 'ER  -'])).issued).toEqual({ 'date-parts': [[2010, 9, 22]] });
  });

  it('reads an Ovid record: its number before TY, Y1 with slashes, Y2 as the publication month, a DOI as a URL', () => {
    const text = record([
      '6. ',
      'TY  - JOUR',
      'DB  - A Database <1992 to 2024>',
      'ID  - EJ000001',
      'T1  - Playing with Fossils.',
      'A1  - Walker, Ann Marie',
      'A2  - Cited, A., Other, B., Third, C., Fourth, D.',
      'Y1  - 2021//',
      'Y2  - 2021-03//',
      'JF  - Journal of Museum Education',
      'DO  - https://dx.doi.org/10.5555/jme.2021.1',
      'SP  - 76',
      'EP  - 99',
      'ER  -  ',
      '',
      ' ',
      '7. ',
    ]);
    expect(readRisRecord(text)).toEqual({
      type: 'article-journal',
      id: 'EJ000001',
      title: 'Playing with Fossils.',
      author: [{ family: 'Walker', given: 'Ann Marie' }],
      'container-title': 'Journal of Museum Education',
      issued: { 'date-parts': [[2021, 3]] },
      DOI: '10.5555/jme.2021.1',
      page: '76-99',
      source: 'A Database <1992 to 2024>',
    });
    expect(readRisRecord(record(['TY  - JOUR', 'T1  - T', 'Y1  - 2021//', 'ER  - '])).issued).toEqual({ 'date-parts': [[2021]] });
  });

  it('reads a Cochrane record, whose values follow the hyphen after two spaces, with its title and journal', () => {
    const text = record(['Record #3 of 18', 'Provider: A Publisher', '', 'TY  -  JOUR', 'AN  -  CN-0001', 'A1  -  Gale, T', 'T1  -  A School Programme: Protocol for a Randomised Trial', 'JA  -  Trials', 'PY  -  2011', 'VL  -  12', 'SP  -  39', 'N2  -  BACKGROUND: Why.', 'ER  -  ', '', 'Record #4 of 18']);
    expect(readRisRecord(text)).toEqual({
      type: 'article-journal',
      title: 'A School Programme: Protocol for a Randomised Trial',
      author: [{ family: 'Gale', given: 'T' }],
      'container-title': 'Trials',
      issued: { 'date-parts': [[2011]] },
      volume: '12',
      page: '39',
      abstract: 'BACKGROUND: Why.',
    });
  });

  it('reads every date tag: full dates in Y1 and DA, an ISO DA, a year in DA alone, and Y2 as the access date', () => {
    const issued = (...lines: string[]) => readRisRecord(record(['TY  - JOUR', 'TI  - T', ...lines, 'ER  - '])).issued;
    expect(issued('Y1  - 2022/06/07/')).toEqual({ 'date-parts': [[2022, 6, 7]] });
    expect(issued('Y1  - 2023/04//')).toEqual({ 'date-parts': [[2023, 4]] });
    expect(issued('PY  - 2024', 'DA  - 2024-02-01')).toEqual({ 'date-parts': [[2024, 2, 1]] });
    expect(issued('Y1  - 2024///', 'PD  - ')).toEqual({ 'date-parts': [[2024]] });
    expect(issued('DA  - 2019/11/05/')).toEqual({ 'date-parts': [[2019, 11, 5]] });
    expect(issued('PY  - in press')).toEqual({ literal: 'in press' });
    expect(issued('PY  - 2010 Sep 22')).toEqual({ 'date-parts': [[2010, 9, 22]] });
    expect(issued('Y1  - 12/2020')).toEqual({ 'date-parts': [[2020]] });
    // A DA of another year than PY (an online-first date) does not move the year.
    expect(issued('PY  - 2024', 'DA  - 2023/12/20/')).toEqual({ 'date-parts': [[2024]] });
    // Zotero: DA beside PY, and Y2 the day the page was read.
    const zotero = readRisRecord(record(['TY  - ELEC', 'TI  - A Page', 'T2  - A Site', 'DA  - 2024///', 'PY  - 2024', 'Y2  - 2024/03/05/', 'ER  - ']));
    expect(zotero).toMatchObject({ type: 'webpage', 'container-title': 'A Site', issued: { 'date-parts': [[2024]] }, accessed: { 'date-parts': [[2024, 3, 5]] } });
    // Citavi: PY and the full publication date in Y2, no DA.
    expect(readRisRecord(record(['TY  - JOUR', 'T1  - T', 'PY  - 2021', 'Y2  - 2021/02/01', 'ER  -']))).toMatchObject({ issued: { 'date-parts': [[2021, 2, 1]] } });
    expect(readRisRecord(record(['TY  - JOUR', 'T1  - T', 'PY  - 2021', 'Y2  - 2021/02/01', 'ER  -'])).accessed).toBeUndefined();
    expect(readRisRecord(record(['TY  - ELEC', 'TI  - T', 'Y2  - 2020-01-02 10:22:33', 'ER  - '])).accessed).toEqual({ 'date-parts': [[2020, 1, 2]] });
  });

  it('takes CRLF, repeated and continued tags, A1 and AU, SN with an ISBN and an ISSN, and tags Rayyan writes on one line', () => {
    const text = record(
      [
        'TY  - CHAP',
        'A1  - First, Ann',
        'AU  - Second, Bob, Jr.',
        'AU  - World Health Organization',
        'AU  - Brownstein C D',
        'AU  - WANG LI',
        'AU  - Hoven, null',
        'A2  - Editor, Eve',
        'TI  - A Chapter   ',
        'T2  - The Book',
        'PY  - 2019',
        'SP  - 12-34',
        'EP  - 40',
        'SN  - 978-3-16-148410-0',
        'SN  - 1234-5679',
        'KW  - fossils',
        'KW  - Child, Preschool',
        'mass extinction',
        'UR  - https://example.org/a https://example.org/b     DO  - 10.5555/x.1',
        'ER  - ',
      ],
      '\r\n',
    );
    expect(readRisRecord(text)).toEqual({
      type: 'chapter',
      title: 'A Chapter',
      author: [{ family: 'First', given: 'Ann' }, { family: 'Second', given: 'Bob', suffix: 'Jr.' }, { literal: 'World Health Organization' }, { family: 'Brownstein', given: 'C D' }, { literal: 'WANG LI' }, { family: 'Hoven' }],
      editor: [{ family: 'Editor', given: 'Eve' }],
      'container-title': 'The Book',
      issued: { 'date-parts': [[2019]] },
      page: '12-34',
      ISBN: '978-3-16-148410-0',
      ISSN: '1234-5679',
      keyword: 'fossils, Child, Preschool, mass extinction',
      URL: 'https://example.org/a',
      DOI: '10.5555/x.1',
    });
    // EndNote's second ISSN on a continuation line, Scopus's labelled one.
    expect(readRisRecord(record(['TY  - JOUR', 'TI  - T', 'SN  - 1932-8494', '1932-8486', 'ER  - '])).ISSN).toBe('1932-8494, 1932-8486');
    expect(readRisRecord(record(['TY  - JOUR', 'TI  - T', 'SN  - 20411723 (ISSN)', 'ER  - '])).ISSN).toBe('20411723');
  });

  it('keeps what the Citation.js reader gave: editors in ED, a site and a conference name in T2, news reporters as authors', () => {
    expect(readRisRecord(record(['TY  - BOOK', 'ED  - Editor, Ann', 'TI  - Edited', 'PY  - 2001', 'ER  - ']))).toEqual({ type: 'book', title: 'Edited', editor: [{ family: 'Editor', given: 'Ann' }], issued: { 'date-parts': [[2001]] } });
    expect(readRisRecord(record(['TY  - EDBOOK', 'AU  - Editor, Ann', 'TI  - Edited', 'ER  - ']))).toEqual({ type: 'book', title: 'Edited', editor: [{ family: 'Editor', given: 'Ann' }] });
    expect(readRisRecord(record(['TY  - CONF', 'TI  - A Talk', 'T2  - Conference on Things', 'C3  - Proceedings of Things', 'ER  - ']))).toEqual({
      type: 'paper-conference',
      title: 'A Talk',
      'event-title': 'Conference on Things',
      'container-title': 'Proceedings of Things',
    });
    expect(readRisRecord(record(['TY  - NEWS', 'AU  - Reporter, Rita', 'TI  - Headline', 'T2  - The Daily', 'ER  - ']))).toEqual({ type: 'article-newspaper', title: 'Headline', author: [{ family: 'Reporter', given: 'Rita' }], 'container-title': 'The Daily' });
  });

  it('invents no title and no type, and says when there is no record at all', () => {
    expect(readRisRecord(record(['TY  - PCOMM', 'AU  - Writer, Wil', 'PY  - 1999', 'ER  - ']))).toEqual({ type: 'personal_communication', author: [{ family: 'Writer', given: 'Wil' }], issued: { 'date-parts': [[1999]] } });
    expect(readRisRecord(record(['TY  - SPACESHIP', 'TI  - Odd', 'ER  - ']))).toEqual({ type: 'document', title: 'Odd' });
    expect(() => readRisRecord('AU  - Nobody\nER  - \n')).toThrow('The record does not start with a TY line.');
  });
});

describe('writing RIS', () => {
  const longTitle = 'Plan Length Bounds for Classical Planning Tasks: Measured Over Ninety Characters in All Here';
  const longUrl = `https://example.org/a/very/long/path/${'segment/'.repeat(12)}document.pdf?query=value&other=thing`;
  const longKey = 'stone2016planlengthboundsclassicalplan:1';

  it('writes every value on one line, the key as the ID, the page range in SP and EP, and the note in N1', () => {
    expect(longTitle.length).toBeGreaterThan(90);
    expect(longKey).toHaveLength(40);
    const item: CslItem = {
      type: 'article-journal',
      title: longTitle,
      author: [{ family: 'Stone', given: 'Ann' }],
      'container-title': 'Journal of Planning',
      issued: { 'date-parts': [[2016, 3]] },
      page: '123-145',
      DOI: '10.5555/planning.2016.very-long-identifier.0001',
      URL: longUrl,
      note: 'Read for chapter 2.',
    };
    const text = writeRis([{ key: longKey, item }]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines).toContain(`ID  - ${longKey}`);
    expect(lines).toContain(`TI  - ${longTitle}`);
    expect(lines).toContain(`UR  - ${longUrl}`);
    expect(lines).toContain('DO  - 10.5555/planning.2016.very-long-identifier.0001');
    expect(lines).toEqual(expect.arrayContaining(['SP  - 123', 'EP  - 145', 'N1  - Read for chapter 2.', 'PY  - 2016', 'DA  - 2016/03//']));
    expect(text.endsWith('ER  - \n')).toBe(true);
    expect(readRisRecord(text)).toEqual({ ...item, id: longKey });
  });

  it('writes one record per reference, readable one by one from TY to ER', () => {
    const text = writeRis([
      { key: 'a1', item: { type: 'book', title: 'One' } },
      { key: 'b2', item: { type: 'report', title: 'Two', number: 'TR-7' } },
    ]);
    const records = text.split(/(?=^TY {2}- )/m);
    expect(records).toHaveLength(2);
    expect(records.map(readRisRecord)).toEqual([
      { type: 'book', title: 'One', id: 'a1' },
      { type: 'report', title: 'Two', number: 'TR-7', id: 'b2' },
    ]);
  });

  it('gives back a value of several lines exactly, even a line that looks like a tag', () => {
    const abstract = 'Background\n\nFirst paragraph.\nER  - not the end\nAU  - not an author\n\nConclusion';
    const note = 'Line one\nLine two     PY  - 1900';
    const text = writeRis([{ key: 'k', item: { type: 'book', title: 'T', abstract, note } }]);
    expect(text).not.toMatch(/^AU {2}- /m);
    expect(text.match(/^ER {2}- /gm)).toHaveLength(1);
    const back = readRisRecord(text);
    expect(back.abstract).toBe(abstract);
    expect(back.note).toBe('Line one\nLine two   PY  - 1900');
    expect(back.issued).toBeUndefined();
  });

  it('writes names as RIS wants them: family, given and suffix, an organisation as one name, a family name alone', () => {
    const item: CslItem = {
      type: 'book',
      title: 'Names',
      author: [{ family: 'King', given: 'Martin Luther', suffix: 'Jr.' }, { literal: 'World Health Organization' }, { family: 'Plato' }, { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
      editor: [{ family: 'Editor', given: 'Eve' }],
      translator: [{ family: 'Turner', given: 'Tom' }],
    };
    const lines = writeRis([{ key: 'n', item }]).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['AU  - King, Martin Luther, Jr.', 'AU  - World Health Organization', 'AU  - Plato,', 'AU  - van Beethoven, Ludwig', 'A2  - Editor, Eve', 'A4  - Turner, Tom']));
    expect(readRisRecord(lines.join('\n')).author).toEqual([{ family: 'King', given: 'Martin Luther', suffix: 'Jr.' }, { literal: 'World Health Organization' }, { family: 'Plato' }, { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }]);
  });

  it('writes each CSL type as its RIS type, and one without as GEN, and reads every one back as the same type', () => {
    const written = (type: CslItem['type']) => writeRis([{ key: 'k', item: { type, title: 'T' } }]).split('\n')[0];
    expect(['article-journal', 'book', 'chapter', 'webpage', 'report', 'thesis', 'paper-conference', 'article-newspaper', 'article-magazine'].map((type) => written(type as CslItem['type']))).toEqual(
      ['JOUR', 'BOOK', 'CHAP', 'ELEC', 'RPRT', 'THES', 'CPAPER', 'NEWS', 'MGZN'].map((ty) => `TY  - ${ty}`),
    );
    expect(written('interview')).toBe('TY  - GEN');
    for (const type of cslTypes) {
      const item: CslItem = { type, title: 'T', genre: 'A Genre' };
      const back = readRisRecord(writeRis([{ key: 'k', item }]));
      expect(back.type, type).toBe(type);
      if (!['article-journal', 'article-magazine', 'article-newspaper', 'periodical'].includes(type)) expect(back.genre, type).toBe('A Genre');
    }
  });
});

// ---- the round trip ----

describe('round trip: writeRis then readRisRecord', () => {
  it.each([...referenceKinds])('%s: every field comes back as it was', (kind) => {
    const item = fullItem(kind);
    const key = `rt-${kind}`;
    expect(readRisRecord(writeRis([{ key, item }]))).toEqual({ ...item, id: key });
  });

  it('gives back what a reader could take for something else: a year beside an access date of that year, a literal date, a year before the common era, identifiers of odd shapes', () => {
    for (const item of [
      { type: 'webpage', title: 'Page', issued: { 'date-parts': [[2020]] }, accessed: { 'date-parts': [[2020, 5, 2]] } },
      { type: 'article-journal', title: 'Soon', issued: { literal: 'in press' } },
      { type: 'classic', title: 'Commentarii', issued: { 'date-parts': [[-44, 3]] } },
      { type: 'report', title: 'Numbered like an ISSN', number: '12345678', ISBN: 'not an isbn' },
    ] as CslItem[]) {
      expect(readRisRecord(writeRis([{ key: 'k', item }]))).toEqual({ ...item, id: 'k' });
    }
  });
});
