import { describe, expect, it } from 'vitest';
import { checkCitations, chosenSourceKeys, quotedPassages, type CitationFinding } from './citation-check.ts';

const library = new Set(['smith2020', 'walker2017', 'who2021', 'lee2019']);

/** Each finding as the editor would select it: its kind and the text at its place. */
function found(markdown: string, chosenKeys: string[] = []) {
  return checkCitations({ markdown, libraryKeys: library, chosenKeys }).map((f: CitationFinding) =>
    f.kind === 'uncited-source' ? { kind: f.kind, key: f.key } : { kind: f.kind, at: markdown.slice(f.start, f.end), ...(f.claim ? { claim: f.claim, text: f.text } : {}) },
  );
}

const claims = (markdown: string) => found(markdown).filter((f) => f.kind === 'uncited-claim');

describe('checkCitations: keys not in the library', () => {
  it('places each unknown key of a cluster, a suppressed-author and a narrative citation on its @key', () => {
    const md = 'Sleep matters [see @smith2020, p. 4; @nobody2019, pp. 3-5]. Lee agrees [-@lee2020]. Then @ghost2018 [p. 9] argued otherwise.';
    expect(found(md)).toEqual([
      { kind: 'unknown-key', at: '@nobody2019' },
      { kind: 'unknown-key', at: '@lee2020' },
      { kind: 'unknown-key', at: '@ghost2018' },
    ]);
  });

  it('finds a key written in braces, every time it is cited, and none in code or an e-mail address', () => {
    const md = 'First [@{missing.key}]. Again [@missing.key, p. 2].\n\nWrite `[@codekey]` or mail jane@example.org.';
    expect(found(md)).toEqual([
      { kind: 'unknown-key', at: '@{missing.key}' },
      { kind: 'unknown-key', at: '@missing.key' },
    ]);
  });
});

describe('checkCitations: chosen sources never cited', () => {
  it('lists each chosen source the text does not cite, once, in the order chosen, after the placed findings', () => {
    const md = 'Sleep is short [@nobody]. Adults need rest [@smith2020].\n\n```\n[@walker2017]\n```';
    expect(found(md, ['who2021', 'smith2020', 'walker2017', 'who2021'])).toEqual([
      { kind: 'unknown-key', at: '@nobody' },
      { kind: 'uncited-source', key: 'who2021' },
      { kind: 'uncited-source', key: 'walker2017' },
    ]);
  });

  it('counts a source cited only in a footnote as cited', () => {
    expect(found('A claim.[^1]\n\n[^1]: See @walker2017.', ['walker2017'])).toEqual([]);
  });
});

describe('checkCitations: figures and quotations with no citation', () => {
  it('selects the sentence and names the figure: a percentage, a count, a measure, an amount', () => {
    const md = [
      'Students sleep less than they should. About 42% of first-year students report poor sleep. The survey reached 1,200 students across 14 campuses.',
      '',
      'Caffeine intake averaged 3.5 cups, or 280 mg a day. Tuition rose to $4 million. Most sleep 6 hours on weeknights.',
    ].join('\n');
    expect(claims(md)).toEqual([
      { kind: 'uncited-claim', at: 'About 42% of first-year students report poor sleep.', claim: 'figure', text: '42%' },
      { kind: 'uncited-claim', at: 'The survey reached 1,200 students across 14 campuses.', claim: 'figure', text: '1,200' },
      { kind: 'uncited-claim', at: 'Caffeine intake averaged 3.5 cups, or 280 mg a day.', claim: 'figure', text: '3.5' },
      { kind: 'uncited-claim', at: 'Tuition rose to $4 million.', claim: 'figure', text: '$4' },
      { kind: 'uncited-claim', at: 'Most sleep 6 hours on weeknights.', claim: 'figure', text: '6 hours' },
    ]);
  });

  it('finds quotations of four words or more in straight, curly and French marks, and none of fewer words', () => {
    const md = [
      'Walker calls sleep "the single most effective thing we can do" for health.',
      'The report speaks of “a silent epidemic of sleep loss” in schools.',
      'Un auteur parle d’une « crise du sommeil chez les jeunes » aujourd’hui.',
      'Critics call this a "so-called crisis" and move on.',
    ].join(' ');
    expect(claims(md)).toEqual([
      { kind: 'uncited-claim', at: 'Walker calls sleep "the single most effective thing we can do" for health.', claim: 'quotation', text: '"the single most effective thing we can do"' },
      { kind: 'uncited-claim', at: 'The report speaks of “a silent epidemic of sleep loss” in schools.', claim: 'quotation', text: '“a silent epidemic of sleep loss”' },
      { kind: 'uncited-claim', at: 'Un auteur parle d’une « crise du sommeil chez les jeunes » aujourd’hui.', claim: 'quotation', text: '« crise du sommeil chez les jeunes »' },
    ]);
  });

  it('keeps a quotation of several sentences in one sentence, cited at its end', () => {
    const md = 'She wrote: "Sleep is not idle. It is when the brain files the day away." [@walker2017, p. 8] Nothing else.';
    expect(claims(md)).toEqual([]);
  });

  it('counts a citation in the sentence, right after its full stop, on the next line, or in a footnote that cites', () => {
    const md = [
      'About 42% sleep badly [@smith2020].',
      'About 43% sleep badly. [@smith2020]',
      'About 44% sleep badly.\n[@smith2020, p. 3]',
      'As @walker2017 shows, 45% sleep badly.',
      'About 46% sleep badly.[^cited]',
      'About 47% sleep badly[^cited].',
      'About 48% sleep badly.^[See @who2021, p. 4.]',
    ].join(' ');
    expect(claims(`${md}\n\n[^cited]: @lee2019, p. 12.`)).toEqual([]);
  });

  it('does not count a footnote with no citation, nor a citation that opens the next sentence', () => {
    const md = 'About 42% sleep badly.[^aside] About 51% nap. @smith2020 disagrees.\n\n[^aside]: A remark of mine, no source.';
    expect(claims(md)).toEqual([
      { kind: 'uncited-claim', at: 'About 42% sleep badly.[^aside]', claim: 'figure', text: '42%' },
      { kind: 'uncited-claim', at: 'About 51% nap.', claim: 'figure', text: '51%' },
    ]);
  });

  it('reads no figure in years, decades, centuries, dates, times, page and table numbers, names with digits, or single digits', () => {
    const md = [
      'In 2019, the 3D survey changed. Between 2010–2020 and in the 1990s, views shifted in the 21st century.',
      'It ran from 12 March 2020 to March 30, 2021, then on 2021-06-30 and 01/07/2021 at 10:30.',
      'See page 45, pp. 33–35, Table 12 and Section 4.2, as Smith (2020, p. 17) says.',
      'COVID-19 changed how 3 groups of MP3 users and 5G networks behave, in version 2.3.1 of Study 12.',
      'Am 12. März 2020 begann es. Le 3 mars 2021 aussi. El 5 de mayo de 2022 también.',
    ].join('\n');
    expect(claims(md)).toEqual([]);
  });

  it('skips headings, list numbers, code, tables, writer’s notes, comments and the reference list', () => {
    const md = [
      '# 2. Results: 42% slept badly',
      '',
      'Results',
      '=======',
      '',
      '1. We asked 3 questions.',
      '2. Then we waited.',
      '',
      'Growth was strong [add a figure such as 25% from the 2021 report]. <!-- check: 73% -->',
      '',
      '| Group | Share |',
      '|-------|-------|',
      '| A     | 42%   |',
      '',
      '```',
      'rate = 0.42 # "a quotation inside some code"',
      '```',
      '',
      'Use `x = 42` here.',
      '',
      '## References',
      '',
      'Smith, J. (2020). Sleep in 1,200 students. *Journal*, 29(2), 101–115. "A long quoted subtitle here".',
      '',
      '## Appendix',
      '',
      'Of all students, 17% answered.',
    ].join('\n');
    expect(claims(md)).toEqual([{ kind: 'uncited-claim', at: 'Of all students, 17% answered.', claim: 'figure', text: '17%' }]);
  });

  it('checks each list item as its own sentence, without its number', () => {
    const md = '- Sleep debt grows 12% a week\n- Naps help\n3. Students lose 40 minutes a night';
    expect(claims(md)).toEqual([
      { kind: 'uncited-claim', at: 'Sleep debt grows 12% a week', claim: 'figure', text: '12%' },
      { kind: 'uncited-claim', at: 'Students lose 40 minutes a night', claim: 'figure', text: '40 minutes' },
    ]);
  });

  it('does not end a sentence at an abbreviation or an initial', () => {
    const md = 'Dr. J. Smith et al. found that approx. 30 students, i.e. the sample, slept 5 h. Fig. 3 shows it [@smith2020].';
    expect(claims(md)).toEqual([{ kind: 'uncited-claim', at: 'Dr. J. Smith et al. found that approx. 30 students, i.e. the sample, slept 5 h.', claim: 'figure', text: '30' }]);
  });
});

describe('checkCitations: malformed DOIs', () => {
  it('places a DOI with a short registrant, a space or no suffix, in each form', () => {
    const md = [
      'The data are at doi:10.123/abc and at https://doi.org/10.1038 /nature12373.',
      'See also 10.12/xyz and DOI: 10.1000.',
    ].join('\n');
    expect(found(md).filter((f) => f.kind === 'malformed-doi')).toEqual([
      { kind: 'malformed-doi', at: 'doi:10.123/abc' },
      { kind: 'malformed-doi', at: 'https://doi.org/10.1038 /nature12373' },
      { kind: 'malformed-doi', at: '10.12/xyz' },
      { kind: 'malformed-doi', at: 'DOI: 10.1000' },
    ]);
  });

  it('accepts well-formed DOIs with their punctuation around them, and reads no DOI in a score or a URL', () => {
    const md = [
      'Published as doi:10.1038/nature12373. Also <https://doi.org/10.1000/182>, [the paper](https://dx.doi.org/10.1126/science.169.3946.635).',
      'Old style: (https://doi.org/10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0) and 10.1016/j.cell.2020.01.001, scoring 10.5/20 [@smith2020].',
      'Mirror: https://example.org/10.12/xyz and `doi:10.1/x`.',
    ].join('\n');
    expect(found(md)).toEqual([]);
  });
});

describe('chosenSourceKeys', () => {
  it('reads the request’s sources, then each outline section’s, once each', () => {
    const data = { citationStyle: 'apa', request: { topic: 'Sleep', sources: ['smith2020', 'who2021'] }, outline: { sections: [{ id: 's1', sources: ['who2021', 'lee2019'] }, { id: 's2' }] } };
    expect(chosenSourceKeys(data)).toEqual(['smith2020', 'who2021', 'lee2019']);
  });

  it('reads what it can of data it does not know, and nothing of none', () => {
    expect(chosenSourceKeys({ request: { sources: 'smith2020' }, outline: { sections: [{ sources: ['lee2019'] }] } })).toEqual(['lee2019']);
    expect(chosenSourceKeys(undefined)).toEqual([]);
    expect(chosenSourceKeys({ template: 'meeting-report' })).toEqual([]);
  });
});

describe('quotedPassages', () => {
  it('gives each quotation with the source cited after it in its sentence, else before it', () => {
    const md = [
      'Walker calls sleep "the single most effective thing we can do" [@walker2017, p. 8].',
      'As @smith2020 [p. 4] puts it, “memory is consolidated while we sleep” and others agree.',
      'The WHO speaks of “a global public health concern”.[^who]',
      'A cluster: "rest is part of learning itself" [@lee2019; @smith2020].',
      'Uncited: "this quotation has no source at all".',
      '',
      '[^who]: @who2021, p. 2.',
    ].join('\n');
    const passages = quotedPassages(md);
    expect(passages.map((p) => ({ key: p.key, text: p.text, at: md.slice(p.start, p.end) }))).toEqual([
      { key: 'walker2017', text: 'the single most effective thing we can do', at: '"the single most effective thing we can do"' },
      { key: 'smith2020', text: 'memory is consolidated while we sleep', at: '“memory is consolidated while we sleep”' },
      { key: 'who2021', text: 'a global public health concern', at: '“a global public health concern”' },
      { key: 'lee2019', text: 'rest is part of learning itself', at: '"rest is part of learning itself"' },
    ]);
  });

  it('joins a quotation’s lines and leaves out short ones', () => {
    const md = 'Lee wrote that "students who sleep\nlonger learn more" and "sleep helps" [@lee2019].';
    expect(quotedPassages(md)).toEqual([{ key: 'lee2019', text: 'students who sleep longer learn more', start: 15, end: 53 }]);
  });
});

describe('checkCitations on a long paper', () => {
  it('reads a 20,000-word paper whole (its speed is measured by npm run bench, part citations)', () => {
    const section = [
      '## Sleep and memory',
      '',
      'Sleep loss is common among students, and 42% report it [@smith2020, p. 12]. In 2019, a survey of 1,200 students found the same (Table 2). Walker writes that "sleep is the single most effective thing we can do" [-@walker2017, p. 8]. Dr. Lee et al. disagree.[^n]',
      '',
      '1. We asked 3 questions on 12 March 2020.',
      '2. Answers arrived by 2020-06-30; see doi:10.1038/nature12373 and `code 42`.',
      '',
      'Rates rose by 17 points [add a source], a figure no one cites. Yet @lee2019 [p. 4] found "rest is part of learning itself" in 2021.',
      '',
    ].join('\n');
    const markdown = `${section.repeat(250)}\n[^n]: @who2021.\n`;
    expect(markdown.split(/\s+/).length).toBeGreaterThan(20_000);
    const findings = checkCitations({ markdown, libraryKeys: library, chosenKeys: ['smith2020'] });
    // Per section: the survey's 1,200 and the 17 points.
    expect(findings.filter((f) => f.kind === 'uncited-claim')).toHaveLength(500);
  });
});
