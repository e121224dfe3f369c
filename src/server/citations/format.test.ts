import { markdownToPlainText } from '../../shared/markdown.ts';
import { describe, expect, it } from 'vitest';
import type { CitationStyleId, CslItem } from '../../shared/references.ts';
import { formatPaper, withBibliography, type PaperReference } from './format.ts';

// Expected strings are the style guides' own published examples, typed from
// the guide named beside each one; the items carry those examples' data.
// Two differences of form, the same in every style, are normalised here and
// nowhere else:
// - URLs and DOIs come out as Markdown autolinks (`<https://…>`): `plain()`
//   drops the angle brackets;
// - the output is Markdown, so literal `[`, `]`, `*`, `_` are backslash-escaped
//   and italics are `*…*`: expectations are written in that Markdown.

const plain = (md: string) => md.replace(/<((?:https?):[^>\s]+)>/g, '$1');
const unescape = (md: string) => md.replace(/\\(.)/g, '$1');

const person = (family: string, given: string) => ({ family, given });
const year = (y: number, m?: number, d?: number) => ({ 'date-parts': [[y, m, d].filter((v): v is number => v !== undefined)] });

function paper(style: CitationStyleId, markdown: string, items: PaperReference[], language: 'en' | 'fr' | 'es' | 'de' | 'zh' = 'en', includeUncited = false) {
  return formatPaper({ markdown, items, style, language, includeUncited });
}
function bibliography(style: CitationStyleId, items: PaperReference[]): string[] {
  const md = items.map((r) => `[@${r.key}]`).join(' ');
  return paper(style, md, items).bibliography.entries.map(plain);
}
const ref = (key: string, item: Record<string, unknown>): PaperReference => ({ key, item: item as CslItem });

describe('APA 7', () => {
  // APA Style website, "Journal article references", example 1.
  const grady = ref('grady2019', {
    type: 'article-journal',
    title: 'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
    author: [person('Grady', 'Jessica Stoltzfus'), person('Her', 'Malina'), person('Moreno', 'Geena'), person('Perez', 'Catherine'), person('Yelinek', 'Jillian')],
    issued: year(2019),
    'container-title': 'Psychology of Popular Media Culture',
    volume: '8',
    issue: '3',
    page: '207-217',
    DOI: '10.1037/ppm0000185',
  });
  // APA Style website, "Book references", example 2 (edition).
  const jackson = ref('jackson2019', {
    type: 'book',
    title: 'The psychology of prejudice: From attitudes to social action',
    author: [person('Jackson', 'Lynne M.')],
    edition: '2',
    issued: year(2019),
    publisher: 'American Psychological Association',
    DOI: '10.1037/0000168-000',
  });
  // APA Style website, "Edited book chapter references", example 1.
  const aron = ref('aron2019', {
    type: 'chapter',
    title: 'Culinary arts: Talent and their development',
    author: [person('Aron', 'L.'), person('Botella', 'M.'), person('Lubart', 'T.')],
    editor: [person('Subotnik', 'R. F.'), person('Olszewski-Kubilius', 'P.'), person('Worrell', 'F. C.')],
    'container-title': 'The psychology of high performance: Developing human potential into domain-specific talent',
    page: '345-359',
    issued: year(2019),
    publisher: 'American Psychological Association',
    DOI: '10.1037/0000120-016',
  });
  // APA Style website, "Edited book references" (Hygum & Pedersen).
  const hygum = ref('hygum2010', {
    type: 'book',
    title: 'Early childhood education: Values and practices in Denmark',
    editor: [person('Hygum', 'E.'), person('Pedersen', 'P. M.')],
    issued: year(2010),
    publisher: 'Hans Reitzels Forlag',
    URL: 'https://earlychildhoodeducation.digi.hansreitzel.dk/',
  });
  // APA Style website, "Webpage on a website references" (Bologna, HuffPost).
  const bologna = ref('bologna2019', {
    type: 'webpage',
    title: 'Why some people with anxiety love watching horror movies',
    author: [person('Bologna', 'Caroline')],
    issued: year(2019, 10, 31),
    'container-title': 'HuffPost',
    URL: 'https://www.huffpost.com/entry/anxiety-reason-watch-horror-movies_l_5d277587e4b02a5a5d57b59e',
  });
  // APA Style website, "Report by a government agency references" (organisation author, report number).
  const nci = ref('nci2019', {
    type: 'report',
    title: 'Taking time: Support for people with cancer',
    author: [{ literal: 'National Cancer Institute' }],
    genre: 'NIH Publication',
    // citeproc reads "18-2059" as a range of numbers ("Nos. 18–2059"); CSL-JSON
    // marks a hyphen that is not a range with a backslash.
    number: '18\\-2059',
    issued: year(2019),
    publisher: 'U.S. Department of Health and Human Services, National Institutes of Health',
    URL: 'https://www.cancer.gov/publications/patient-education/takingtime.pdf',
  });
  // APA Style website, "Journal article references", example with 21 or more
  // authors (Wiskunde et al.). The guide prints 19 names, an ellipsis and the
  // last; the 20th is not printed, so its name here is a stand-in.
  const wiskunde = ref('wiskunde2019', {
    type: 'article-journal',
    title: 'Indie pop rocks mathematics: Twenty One Pilots, Nicolas Bourbaki, and the empty set',
    author: [
      ...['Wiskunde B.', 'Arslan M.', 'Fischer P.', 'Nowak L.', 'Van den Berg O.', 'Coetzee L.', 'Juárez U.', 'Riyaziyyat E.', 'Wang C.', 'Zhang I.', 'Li P.', 'Yang R.', 'Kumar B.', 'Xu A.', 'Martinez R.', 'McIntosh V.', 'Ibáñez L. M.', 'Mäkinen G.', 'Virtanen E.', 'Standin X.', 'Kovács A.'].map((n) => {
        const [family, ...given] = n.split(' ');
        return family === 'Van' ? person('Van den Berg', 'O.') : person(family!, given.join(' '));
      }),
    ],
    issued: year(2019),
    'container-title': 'Journal of Improbable Mathematics',
    volume: '27',
    issue: '1',
    page: '1935-1968',
    DOI: '10.0000/3mp7y-537',
  });

  it('formats the APA Style website examples', () => {
    // The style's ellipsis is one character ("…") where the Manual prints ". . .": normalised here.
    const byKey = (r: PaperReference) => plain(paper('apa', `[@${r.key}]`, [r]).bibliography.entries[0]!).replace('…', '. . .');
    expect(byKey(grady)).toBe(
      'Grady, J. S., Her, M., Moreno, G., Perez, C., & Yelinek, J. (2019). Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States. *Psychology of Popular Media Culture*, *8*(3), 207–217. https://doi.org/10.1037/ppm0000185',
    );
    expect(byKey(jackson)).toBe('Jackson, L. M. (2019). *The psychology of prejudice: From attitudes to social action* (2nd ed.). American Psychological Association. https://doi.org/10.1037/0000168-000');
    expect(byKey(aron)).toBe(
      'Aron, L., Botella, M., & Lubart, T. (2019). Culinary arts: Talent and their development. In R. F. Subotnik, P. Olszewski-Kubilius, & F. C. Worrell (Eds.), *The psychology of high performance: Developing human potential into domain-specific talent* (pp. 345–359). American Psychological Association. https://doi.org/10.1037/0000120-016',
    );
    expect(byKey(hygum)).toBe('Hygum, E., & Pedersen, P. M. (Eds.). (2010). *Early childhood education: Values and practices in Denmark*. Hans Reitzels Forlag. https://earlychildhoodeducation.digi.hansreitzel.dk/');
    expect(byKey(bologna)).toBe('Bologna, C. (2019, October 31). *Why some people with anxiety love watching horror movies*. HuffPost. https://www.huffpost.com/entry/anxiety-reason-watch-horror-movies\\_l\\_5d277587e4b02a5a5d57b59e'.replace(/\\_/g, '_'));
    expect(byKey(nci)).toBe(
      'National Cancer Institute. (2019). *Taking time: Support for people with cancer* (NIH Publication No. 18-2059). U.S. Department of Health and Human Services, National Institutes of Health. https://www.cancer.gov/publications/patient-education/takingtime.pdf',
    );
    expect(byKey(wiskunde)).toBe(
      'Wiskunde, B., Arslan, M., Fischer, P., Nowak, L., Van den Berg, O., Coetzee, L., Juárez, U., Riyaziyyat, E., Wang, C., Zhang, I., Li, P., Yang, R., Kumar, B., Xu, A., Martinez, R., McIntosh, V., Ibáñez, L. M., Mäkinen, G., Virtanen, E., . . . Kovács, A. (2019). Indie pop rocks mathematics: Twenty One Pilots, Nicolas Bourbaki, and the empty set. *Journal of Improbable Mathematics*, *27*(1), 1935–1968. https://doi.org/10.0000/3mp7y-537',
    );
  });

  it('cites in text as the Publication Manual (8.17, 8.11) shows: one, two, three or more authors, groups, pages', () => {
    const items = [grady, jackson, aron, nci, ref('two', { type: 'book', title: 'Two', author: [person('Smith', 'J.'), person('Lee', 'A.')], issued: year(2020) })];
    const out = paper('apa', '[@jackson2019, p. 12] [@two] [@aron2019] [@grady2019] [@nci2019] @two [p. 5]', items).markdown;
    // §8.17: one author (Jackson, 2019, p. 12); two authors joined by "&" in parentheses, "and" in prose; three or more: et al.
    expect(out).toBe('(Jackson, 2019, p. 12) (Smith & Lee, 2020) (Aron et al., 2019) (Grady et al., 2019) (National Cancer Institute, 2019) Smith and Lee (2020, p. 5)');
  });

  it('adds a, b to the year for the same author and year, and n.d. for no date (Manual 8.19, 9.17)', () => {
    const items = [
      ref('a1', { type: 'book', title: 'Beta', author: [person('Judge', 'T. A.'), person('Kammeyer-Mueller', 'J. D.')], issued: year(2012) }),
      ref('a2', { type: 'book', title: 'Alpha', author: [person('Judge', 'T. A.'), person('Kammeyer-Mueller', 'J. D.')], issued: year(2012) }),
      // APA Style website, "Webpage on a website references", example with no date.
      ref('nd', {
        type: 'webpage',
        title: 'What employers should do to protect nurses from Zika',
        author: [{ literal: 'National Nurses United' }],
        accessed: year(2019, 6, 12),
        URL: 'https://www.nationalnursesunited.org/what-employers-should-do-protect-nurses-zika',
      }),
    ];
    // Cited in suffix order: within a cluster the style sorts by author and
    // year only, so equal keys keep the order they were cited in.
    const result = paper('apa', '[@a2; @a1] [@nd]', items);
    // Manual 8.19: "(Judge & Kammeyer-Mueller, 2012a, 2012b)", suffixes assigned by title order in the reference list.
    expect(result.markdown).toBe('(Judge & Kammeyer-Mueller, 2012a, 2012b) (National Nurses United, n.d.)');
    expect(result.bibliography.entries.map(plain)).toEqual([
      'Judge, T. A., & Kammeyer-Mueller, J. D. (2012a). *Alpha*.',
      'Judge, T. A., & Kammeyer-Mueller, J. D. (2012b). *Beta*.',
      'National Nurses United. (n.d.). *What employers should do to protect nurses from Zika*. Retrieved June 12, 2019, from https://www.nationalnursesunited.org/what-employers-should-do-protect-nurses-zika',
    ]);
  });

  // No guide prints one: CSL 1.0.2 specification, "Name-part Order" (non-Latin
  // names: family then given, no space, never initialised) and "form" (the
  // short form of a name is its family name).
  it('writes a Chinese name family name first, whole, without a space; in text the family name', () => {
    const items = [ref('wang2020', { type: 'book', title: '中国教育研究', author: [{ family: '王', given: '小明' }], issued: year(2020), publisher: '北京大学出版社' })];
    const result = paper('apa', '[@wang2020]', items);
    expect(result.markdown).toBe('(王, 2020)');
    expect(result.bibliography.entries).toEqual(['王小明. (2020). *中国教育研究*. 北京大学出版社.']);
  });
});

describe('MLA 9', () => {
  // MLA Handbook (8th ed., kept in 9th), works-cited quick guide: Goldman, journal article.
  const goldman = ref('goldman2010', {
    type: 'article-journal',
    title: 'Questions of Transport: Reading Primo Levi Reading Dante',
    author: [person('Goldman', 'Anne')],
    'container-title': 'The Georgia Review',
    volume: '64',
    issue: '1',
    issued: year(2010),
    page: '69-88',
  });
  // MLA Handbook, 5.5 (two authors): Dorris and Erdrich.
  const dorris = ref('dorris1999', { type: 'book', title: 'The Crown of Columbus', author: [person('Dorris', 'Michael'), person('Erdrich', 'Louise')], publisher: 'HarperCollins Publishers', issued: year(1999) });
  // MLA Handbook, 5.6 (three or more authors): Burdick et al., publisher as printed ("MIT P").
  const burdick = ref('burdick2012', {
    type: 'book',
    title: 'Digital_Humanities',
    author: [person('Burdick', 'Anne'), person('Drucker', 'Johanna'), person('Lunenfeld', 'Peter'), person('Presner', 'Todd'), person('Schnapp', 'Jeffrey')],
    publisher: 'MIT P',
    issued: year(2012),
  });

  it('formats the MLA Handbook examples', () => {
    expect(bibliography('mla', [goldman, dorris, burdick])).toEqual([
      // The title's underscore stays literal: inside a word "_" is never emphasis, so it needs no escape.
      'Burdick, Anne, et al. *Digital_Humanities*. MIT P, 2012.',
      'Dorris, Michael, and Louise Erdrich. *The Crown of Columbus*. HarperCollins Publishers, 1999.',
      'Goldman, Anne. “Questions of Transport: Reading Primo Levi Reading Dante.” *The Georgia Review*, vol. 64, no. 1, 2010, pp. 69–88.',
    ]);
  });

  it('cites author and page, and in prose only the page (Handbook 6.1–6.4)', () => {
    const out = paper('mla', '[@goldman2010, p. 72] [@burdick2012, p. 42] [@dorris1999, p. 5] @goldman2010 [p. 72] @dorris1999', [goldman, dorris, burdick]).markdown;
    expect(out).toBe('(Goldman 72) (Burdick et al. 42) (Dorris and Erdrich 5) Goldman (72) Dorris and Erdrich');
  });

  // Not a printed example: the Handbook's pattern for a dissertation — the
  // year after the title, then the institution and the kind of thesis as the
  // item names it (a RIS import from Zotero or EndNote says "Doctoral
  // dissertation"). The 2021 style file left out both the kind and its place.
  it('names the kind of a dissertation after the institution', () => {
    const thesis = ref('roe2020', { type: 'thesis', title: 'Rivers of Memory', author: [person('Roe', 'Ann')], publisher: 'University of Chicago', genre: 'Doctoral dissertation', issued: year(2020) });
    expect(bibliography('mla', [thesis])).toEqual(['Roe, Ann. *Rivers of Memory*. 2020. University of Chicago, Doctoral dissertation.']);
  });
});

describe('Chicago 17', () => {
  // Chicago Manual of Style 17th ed., Citation Quick Guide: Smith, Swing Time;
  // Grazer and Fishman, A Curious Mind; Thoreau, "Walking".
  const smith = ref('smith2016', { type: 'book', title: 'Swing Time', author: [person('Smith', 'Zadie')], 'publisher-place': 'New York', publisher: 'Penguin Press', issued: year(2016) });
  const grazer = ref('grazer2015', {
    type: 'book',
    title: 'A Curious Mind: The Secret to a Bigger Life',
    'title-short': 'Curious Mind',
    author: [person('Grazer', 'Brian'), person('Fishman', 'Charles')],
    'publisher-place': 'New York',
    publisher: 'Simon & Schuster',
    issued: year(2015),
  });
  const thoreau = ref('thoreau2016', {
    type: 'chapter',
    title: 'Walking',
    author: [person('Thoreau', 'Henry David')],
    editor: [person('D’Agata', 'John')],
    'container-title': 'The Making of the American Essay',
    page: '167-195',
    'publisher-place': 'Minneapolis',
    publisher: 'Graywolf Press',
    issued: year(2016),
  });
  const items = [smith, grazer, thoreau];

  it('author-date: reference list and in-text citations of the quick guide', () => {
    const result = paper('chicago-author-date', '[@smith2016, pp. 315-16] [@grazer2015, p. 12] [@thoreau2016, pp. 177-78]', items);
    expect(result.markdown).toBe('(Smith 2016, 315–16) (Grazer and Fishman 2015, 12) (Thoreau 2016, 177–78)');
    expect(result.bibliography.entries).toEqual([
      'Grazer, Brian, and Charles Fishman. 2015. *A Curious Mind: The Secret to a Bigger Life*. New York: Simon & Schuster.',
      'Smith, Zadie. 2016. *Swing Time*. New York: Penguin Press.',
      'Thoreau, Henry David. 2016. “Walking.” In *The Making of the American Essay*, edited by John D’Agata, 167–95. Minneapolis: Graywolf Press.',
    ]);
    expect(result.bibliography.heading).toBe('References');
  });

  it('notes: full note first, short note after, and the bibliography of the quick guide', () => {
    const md = 'First [@smith2016, pp. 315-16]. Second [@grazer2015, p. 12]. Third [@thoreau2016, pp. 177-78]. Again [@smith2016, p. 320]. And [@grazer2015, p. 37].';
    const result = paper('chicago-notes', md, items);
    expect(result.footnotes).toBe(5);
    expect(result.markdown).toBe(
      [
        'First.[^cite-1] Second.[^cite-2] Third.[^cite-3] Again.[^cite-4] And.[^cite-5]',
        '',
        '[^cite-1]: Zadie Smith, *Swing Time* (New York: Penguin Press, 2016), 315–16.',
        '',
        '[^cite-2]: Brian Grazer and Charles Fishman, *A Curious Mind: The Secret to a Bigger Life* (New York: Simon & Schuster, 2015), 12.',
        '',
        '[^cite-3]: Henry David Thoreau, “Walking,” in *The Making of the American Essay*, ed. John D’Agata (Minneapolis: Graywolf Press, 2016), 177–78.',
        '',
        '[^cite-4]: Smith, *Swing Time*, 320.',
        '',
        '[^cite-5]: Grazer and Fishman, *Curious Mind*, 37.',
        '',
      ].join('\n'),
    );
    expect(result.bibliography).toEqual({
      heading: 'Bibliography',
      entries: [
        'Grazer, Brian, and Charles Fishman. *A Curious Mind: The Secret to a Bigger Life*. New York: Simon & Schuster, 2015.',
        'Smith, Zadie. *Swing Time*. New York: Penguin Press, 2016.',
        'Thoreau, Henry David. “Walking.” In *The Making of the American Essay*, edited by John D’Agata, 167–95. Minneapolis: Graywolf Press, 2016.',
      ],
    });
  });

  // Manual 14.34: the 17th edition discourages "ibid."; consecutive notes to
  // one source shorten to the author's name and the page: "Smith, 320."
  it('notes: the same source in consecutive notes is the name and the page (Manual 14.34)', () => {
    const result = paper('chicago-notes', 'One [@smith2016, p. 315]. Two [@smith2016, p. 320]. Three [@grazer2015, p. 12]. Four [@smith2016, p. 316].', items);
    expect(result.markdown).toContain('[^cite-2]: Smith, 320.');
    // Not consecutive: the short note with the short title.
    expect(result.markdown).toContain('[^cite-4]: Smith, *Swing Time*, 316.');
  });
});

describe('Chicago 17 reports', () => {
  // CMOS 14.220: a report's title in italics, like a book's, with its kind and number.
  const report = ref('oecd2019', { type: 'report', title: 'Education at a Glance 2019: OECD Indicators', author: [{ literal: 'OECD' }], genre: 'Working Paper', number: '12', publisher: 'OECD Publishing', 'publisher-place': 'Paris', issued: year(2019) });

  it('sets the title in italics and keeps the number, in author-date', () => {
    expect(bibliography('chicago-author-date', [report])).toEqual(['OECD. 2019. *Education at a Glance 2019: OECD Indicators*. Working Paper 12. Paris: OECD Publishing.']);
  });

  it('sets the title in italics and keeps the number, in notes and the bibliography', () => {
    const result = paper('chicago-notes', 'One [@oecd2019, p. 4]. Two [@lee2020]. Three [@oecd2019, p. 5].', [report, ref('lee2020', { type: 'book', title: 'Other', author: [person('Lee', 'Ann')], issued: year(2020) })]);
    expect(result.markdown).toContain('[^cite-1]: OECD, *Education at a Glance 2019: OECD Indicators*, Working Paper 12 (Paris: OECD Publishing, 2019), 4.');
    // No short title given: the main title cut to four words (CMOS 14.32).
    expect(result.markdown).toContain('[^cite-3]: OECD, *Education at a Glance*, 5.');
    expect(result.bibliography.entries.map(plain)).toContain('OECD. *Education at a Glance 2019: OECD Indicators*. Working Paper 12. Paris: OECD Publishing, 2019.');
  });
});

describe('Harvard (Cite Them Right)', () => {
  // Not from a printed example (we could not check one): Cite Them Right's
  // book pattern (12th ed., "Books"): Author, Initials. (Year) *Title*.
  // Edition. Place: Publisher — in-text (Author, Year, p. x), "and" between
  // two authors, "et al." from four authors. Cite Them Right sets "et al." in
  // italics; the style file does too.
  it('formats books and in-text citations in the Cite Them Right pattern', () => {
    const items = [
      ref('kim', { type: 'book', title: 'A study of things', author: [person('Kim', 'Jiwoo')], 'publisher-place': 'London', publisher: 'Routledge', issued: year(2021) }),
      ref('four', { type: 'book', title: 'Four of us', author: [person('Adams', 'A.'), person('Brown', 'B.'), person('Clark', 'C.'), person('Davis', 'D.')], 'publisher-place': 'Oxford', publisher: 'Oxford University Press', issued: year(2018) }),
      ref('pair', { type: 'book', title: 'Two of us', author: [person('Evans', 'E.'), person('Ford', 'F.')], 'publisher-place': 'Bristol', publisher: 'Policy Press', issued: year(2019) }),
    ];
    const result = paper('harvard', '[@kim, p. 12] [@four] [@pair]', items);
    expect(result.markdown).toBe('(Kim, 2021, p. 12) (Adams *et al.*, 2018) (Evans and Ford, 2019)');
    expect(result.bibliography.entries[2]).toBe('Kim, J. (2021) *A study of things*. London: Routledge.');
  });

  // Cite Them Right is British: single quotation marks, and the comma after
  // the closing one ("Journals": Author (Year) 'Title', *Journal*, vol(issue), pp.).
  it('quotes an article title the British way, in an English paper', () => {
    const article = ref('lee2020', { type: 'article-journal', title: 'Screen time and sleep', author: [person('Lee', 'Ann')], 'container-title': 'Journal of Adolescent Health', volume: '66', issue: '3', page: '12-34', issued: year(2020) });
    expect(bibliography('harvard', [article])).toEqual(['Lee, A. (2020) ‘Screen time and sleep’, *Journal of Adolescent Health*, 66(3), pp. 12–34.']);
  });
});

describe('IEEE', () => {
  // IEEE Reference Guide (2021), "Books" (Klaus and Horn) and "Book chapter" (Stein).
  const klaus = ref('klaus1986', { type: 'book', title: 'Robot Vision', author: [person('Klaus', 'B.'), person('Horn', 'P.')], 'publisher-place': 'Cambridge, MA, USA', publisher: 'MIT Press', issued: year(1986) });
  const stein = ref('stein1994', {
    type: 'chapter',
    title: 'Random patterns',
    author: [person('Stein', 'L.')],
    editor: [person('Brake', 'J. S.')],
    'container-title': 'Computers and You',
    'publisher-place': 'New York, NY, USA',
    publisher: 'Wiley',
    page: '55-70',
    issued: year(1994),
  });

  it('numbers references in order of first citation, as the Reference Guide requires', () => {
    const result = paper('ieee', 'See [@stein1994] and [@klaus1986, p. 12], then [@stein1994].', [klaus, stein]);
    expect(unescape(result.markdown)).toBe('See [1] and [2, p. 12], then [1].');
    // The style writes "Ed.," before the place where the guide prints "Ed." alone: normalised here.
    expect(result.bibliography.entries.map((e) => unescape(e).replace('Ed., ', 'Ed. '))).toEqual(['[1] L. Stein, “Random patterns,” in *Computers and You*, J. S. Brake, Ed. New York, NY, USA: Wiley, 1994, pp. 55–70.', '[2] B. Klaus and P. Horn, *Robot Vision*. Cambridge, MA, USA: MIT Press, 1986.']);
  });

  // IEEE Reference Guide: months abbreviated "Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sep. Oct. Nov. Dec.".
  it('abbreviates June, July and September as the Reference Guide does', () => {
    const dated = (key: string, month: number) => ref(key, { type: 'article-journal', title: `Issue ${month}`, author: [person('Lee', 'A.')], 'container-title': 'IEEE Trans. Robot.', volume: '1', issued: year(2020, month) });
    const entries = bibliography('ieee', [dated('jun', 6), dated('jul', 7), dated('sep', 9), dated('mar', 3)]).map(unescape);
    expect(entries.map((e) => /(\w+\.?) 2020/.exec(e)?.[1])).toEqual(['Jun.', 'Jul.', 'Sep.', 'Mar.']);
  });

  it('names the authors before the number in a narrative citation (our choice, as the guide writes "Brown [4]")', () => {
    const result = paper('ieee', '@klaus1986 [p. 3] show it.', [klaus]);
    expect(unescape(result.markdown)).toBe('Klaus and Horn [1, p. 3] show it.');
  });
});

describe('formatPaper', () => {
  const smithLee = ref('smith2020', { type: 'book', title: 'Shared ground', author: [person('Smith', 'Jane'), person('Lee', 'Ann')], issued: year(2020), publisher: 'Acme' });
  const other = ref('jones2019', { type: 'book', title: 'Other ground', author: [person('Jones', 'Bob')], issued: year(2019), publisher: 'Acme' });

  it('formats the same paper differently when the style changes', () => {
    const md = 'As shown [@smith2020, p. 12].';
    expect(paper('apa', md, [smithLee]).markdown).toBe('As shown (Smith & Lee, 2020, p. 12).');
    expect(unescape(paper('ieee', md, [smithLee]).markdown)).toBe('As shown [1, p. 12].');
  });

  it('numbers each paper by its own order of first citation, also when the same items stay registered', () => {
    const ab = paper('ieee', 'First [@smith2020], then [@jones2019].', [smithLee, other]);
    const ba = paper('ieee', 'First [@jones2019], then [@smith2020].', [smithLee, other]);
    expect(unescape(ab.markdown)).toBe('First [1], then [2].');
    expect(unescape(ba.markdown)).toBe('First [1], then [2].');
    expect(plain(ab.bibliography.entries[0]!)).toContain('Smith');
    expect(plain(ba.bibliography.entries[0]!)).toContain('Jones');
    // And the same paper twice gives the same text.
    expect(paper('apa', 'A [@smith2020, p. 3].', [smithLee, other]).markdown).toBe(paper('apa', 'A [@smith2020, p. 3].', [smithLee, other]).markdown);
  });

  it('prints a report number with a hyphen as it is, not as a range', () => {
    const report = ref('ed2018', { type: 'report', title: 'Sleep and school start times', author: [{ literal: 'Example Institute' }], number: '18-2059', issued: { 'date-parts': [[2018]] }, publisher: 'Example Institute' });
    const apa = markdownToPlainText(paper('apa', '[@ed2018]', [report]).bibliography.entries[0]!);
    expect(apa).toContain('(No. 18-2059)');
    expect(apa).not.toContain('Nos. 18–2059');
  });

  it('uses the locale of the interface language', () => {
    const result = paper('apa', '[@smith2020, p. 12] @smith2020', [smithLee], 'de');
    expect(result.markdown).toBe('(Smith & Lee, 2020, S. 12) Smith und Lee (2020)');
    expect(result.bibliography.heading).toBe('Literaturverzeichnis');
    expect(paper('mla', '[@smith2020]', [smithLee], 'fr').bibliography.heading).toBe('Ouvrages cités');
    expect(paper('chicago-notes', '[@smith2020]', [smithLee], 'zh').bibliography.heading).toBe('参考书目');
  });

  it('leaves unknown keys visible and lists them', () => {
    const result = paper('apa', 'Here [@nokey] and [@smith2020; @missing, p. 3] and @nokey.', [smithLee]);
    expect(result.unknownKeys).toEqual(['nokey', 'missing']);
    expect(unescape(result.markdown)).toBe('Here [@nokey?] and (Smith & Lee, 2020) [@missing?] and [@nokey?].');
    expect(result.bibliography.entries).toHaveLength(1);
  });

  it('lists only cited works, or every item with includeUncited', () => {
    expect(paper('apa', '[@smith2020]', [smithLee, other]).bibliography.entries).toEqual(['Smith, J., & Lee, A. (2020). *Shared ground*. Acme.']);
    expect(paper('apa', '[@smith2020]', [smithLee, other], 'en', true).bibliography.entries).toEqual(['Jones, B. (2019). *Other ground*. Acme.', 'Smith, J., & Lee, A. (2020). *Shared ground*. Acme.']);
    // IEEE: cited works first, by first citation, then the uncited.
    expect(paper('ieee', '[@smith2020]', [other, smithLee], 'en', true).bibliography.entries.map(unescape)).toEqual(['[1] J. Smith and A. Lee, *Shared ground*. Acme, 2020.', '[2] B. Jones, *Other ground*. Acme, 2019.']);
  });

  it('keeps Markdown characters of the data literal', () => {
    const tricky = ref('tricky', { type: 'book', title: 'Stars *and* _lines_ [draft] <b>', author: [{ literal: 'Heat & Shade' }], issued: year(2021), publisher: '1984. Press' });
    const entry = paper('apa', '[@tricky]', [tricky]).bibliography.entries[0];
    // "<" is escaped where it could open a tag, "1984." where it could open a list (src/shared/markdown-escape.ts).
    expect(entry).toBe('Heat & Shade. (2021). *Stars \\*and\\* \\_lines\\_ \\[draft\\] \\<b>*. 1984\\. Press.');
    const md = withBibliography(paper('apa', 'Text [@tricky].', [tricky]));
    expect(md).toBe('Text (Heat & Shade, 2021).\n\n## References\n\nHeat & Shade. (2021). *Stars \\*and\\* \\_lines\\_ \\[draft\\] \\<b>*. 1984\\. Press.\n');
  });

  it('does not share numbering or items between consecutive papers on the cached engine', () => {
    const first = paper('ieee', '[@jones2019] [@smith2020]', [smithLee, other]);
    expect(unescape(first.markdown)).toBe('[1] [2]');
    const second = paper('ieee', '[@smith2020]', [smithLee, other]);
    expect(unescape(second.markdown)).toBe('[1]');
    expect(second.bibliography.entries).toHaveLength(1);
    // The same key holding another work in the next paper (another user's library).
    const changed = paper('ieee', '[@smith2020]', [ref('smith2020', { type: 'book', title: 'Different', author: [person('Nguyen', 'T.')], issued: year(2001), publisher: 'X' })]);
    expect(unescape(changed.bibliography.entries[0]!)).toBe('[1] T. Nguyen, *Different*. X, 2001.');
    // Chicago notes: a new paper starts with a full note again, never "Ibid.".
    const notes = [ref('smith2020', smithLee.item as unknown as Record<string, unknown>)];
    paper('chicago-notes', '[@smith2020]', notes);
    expect(paper('chicago-notes', '[@smith2020]', notes).markdown).toContain('[^cite-1]: Jane Smith and Ann Lee, *Shared Ground*');
  });

  it('reuses citeproc\'s output only while everything it depends on is the same', () => {
    // Prose edited around the same citations: the new prose, the same citation.
    expect(paper('apa', 'Before [@smith2020, p. 2].', [smithLee]).markdown).toBe('Before (Smith & Lee, 2020, p. 2).');
    expect(paper('apa', 'After editing [@smith2020, p. 2].', [smithLee]).markdown).toBe('After editing (Smith & Lee, 2020, p. 2).');
    // A locator, the item's data, the style or the language changed: formatted again.
    expect(paper('apa', 'After editing [@smith2020, p. 9].', [smithLee]).markdown).toBe('After editing (Smith & Lee, 2020, p. 9).');
    const renamed = ref('smith2020', { ...smithLee.item, title: 'Common ground' });
    expect(paper('apa', 'After editing [@smith2020, p. 9].', [renamed]).bibliography.entries).toEqual(['Smith, J., & Lee, A. (2020). *Common ground*. Acme.']);
    expect(paper('apa', 'After editing [@smith2020, p. 9].', [renamed], 'de').markdown).toBe('After editing (Smith & Lee, 2020, S. 9).');
    // Switching away and back gives the same paper as the first time.
    const apa = paper('apa', 'A [@smith2020] and @jones2019.', [smithLee, other]);
    paper('mla', 'A [@smith2020] and @jones2019.', [smithLee, other]);
    expect(paper('apa', 'A [@smith2020] and @jones2019.', [smithLee, other])).toEqual(apa);
  });

  it('an MLA citation of an author named in the sentence, without a page, prints nothing', () => {
    expect(paper('mla', 'As Jones argues [-@jones2019], it is.', [other]).markdown).toBe('As Jones argues, it is.');
  });
});

describe('each citation as it prints', () => {
  const lee = ref('lee2019', { type: 'book', title: 'Writing in the open', author: [person('Lee', 'Ann')], issued: year(2019), publisher: 'Open Press' });
  const kim = ref('kim2021', { type: 'book', title: 'Notes on notes', author: [person('Kim', 'Min')], issued: year(2021), publisher: 'Notes Press' });
  const text = 'First [see @lee2019, p. 12]. Then @kim2021 says so. Again [-@lee2019]. Unknown [@nobody].';

  it('lists the in-text forms in the order of the text, an unknown key as typed', () => {
    const { printed } = paper('apa', text, [lee, kim]);
    expect(printed.map((p) => unescape(p.text))).toEqual(['(see Lee, 2019, p. 12)', 'Kim (2021)', '(2019)', '[@nobody?]']);
    expect(printed.map((p) => p.unknown ?? false)).toEqual([false, false, false, true]);
  });

  it('numbers a numeric style in order of first citation', () => {
    expect(paper('ieee', text, [lee, kim]).printed.map((p) => unescape(p.text)).slice(0, 3)).toEqual(['see [1, p. 12]', 'Kim [2]', '[1]']);
  });

  it('gives a note style’s citations their notes', () => {
    const { printed } = paper('chicago-notes', text, [lee, kim]);
    // A parenthetical citation is only its note; a narrative one names the author in the sentence.
    expect(printed[0]?.text).toBe('');
    expect(printed[0]?.note).toMatch(/^see Ann Lee, \*Writing in the Open\* .*12\.$/);
    expect(printed[1]).toMatchObject({ text: 'Kim', note: expect.stringMatching(/^Min Kim, \*Notes on Notes\*/) });
  });
});
