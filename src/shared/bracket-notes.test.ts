import { describe, expect, it } from 'vitest';
import { bracketNotes, downloadText, resumeBracketNotes } from './bracket-notes.ts';
import type { ResumeData } from './resume.ts';

describe('bracketNotes: placeholders left to fill in', () => {
  it.each([
    ['Recent highlights include [add a measurable achievement].', ['[add a measurable achievement]']],
    ['Kind regards,\n\n[Your name]', ['[Your name]']],
    ['[Describe a project, role or achievement that shows you can do this job]', ['[Describe a project, role or achievement that shows you can do this job]']],
    ['[Describe a project…]', ['[Describe a project…]']],
    ['Professional in [your field] with [years] of experience.', ['[your field]', '[years]']],
    ['This claim needs support [citation needed].', ['[citation needed]']],
    ['Sales grew by [N]% last year.', ['[N]']],
    ['- Led a team of [number] engineers', ['[number]']],
  ])('finds the note in %j', (text, notes) => {
    expect(bracketNotes(text)).toEqual(notes);
  });

  it('lists every occurrence in order, tidied of extra spaces', () => {
    expect(bracketNotes('[Your name]\n\nDear [hiring manager],\n\n[Your name]')).toEqual(['[Your name]', '[hiring manager]', '[Your name]']);
    expect(bracketNotes('Known for [add  a\tmeasurable achievement ].')).toEqual(['[add a measurable achievement]']);
  });

  it('counts an escaped bracket, which the reader sees as a bracket', () => {
    expect(bracketNotes(String.raw`Known for \[add a measurable achievement\].`)).toEqual(['[add a measurable achievement]']);
  });

  it('finds nothing in a text without notes', () => {
    expect(bracketNotes('Cut report run time by 30% and cleaned 2 million records with pandas.')).toEqual([]);
    expect(bracketNotes('')).toEqual([]);
  });
});

describe('bracketNotes: square brackets that are not notes', () => {
  it.each([
    ['an inline link', 'See [the guide](https://example.com/guide) for details.'],
    ['an image', '![A chart of results](chart.png)'],
    ['a full reference link', 'Read [the report][report].\n\n[report]: https://example.com/report'],
    ['a collapsed reference link', 'Read [the report][].\n\n[the report]: https://example.com/report'],
    ['a shortcut reference link', 'Read [The Report].\n\n[the report]: https://example.com/report "Title"'],
    ['a footnote and its text', 'As shown before.[^1]\n\n[^1]: Smith, 2020.'],
    ['a named footnote', 'A claim.[^smith-note]'],
    ['a Pandoc citation', 'As argued [@smith2020].'],
    ['a Pandoc citation with a locator and several keys', 'Widely studied [see @doe99, pp. 33–35; also @smith04, chap. 1].'],
    ['a suppressed-author citation', 'Smith says so [-@smith2020, p. 4].'],
    ['an empty task box', '- [ ] Draft the introduction'],
    ['a ticked task box', '- [x] Draft the introduction\n- [X] Check the figures'],
    ['IEEE references', 'as shown in [1] and [12, 14], see also [3]–[5] and [2, p. 7] or [4, Fig. 2].'],
    ['an ellipsis in a quotation', '“The results […] were clear.”'],
    ['sic', '“Their [sic] results”'],
    ['emphasis added', '“not the cause” [emphasis added]'],
    ['an interval', 'a value in [0, 1]'],
    ['an inline code span', 'Call `pick(["a", "b"])` or ``items[index]`` here.'],
    ['a fenced code block', 'Example:\n\n```js\nconst list = [first, second];\nlist[index] = [add a value];\n```\n\nDone.'],
    ['a tilde fence', '~~~\n[not a note]\n~~~'],
    ['an unclosed fence', '```\nconst x = [value];'],
    ['a quoted list in prose', 'the options ["red", "green"]'],
    ['a wiki link', 'See [[Main Page]].'],
    ['a Pandoc span', '[Small caps]{.smallcaps}'],
  ])('ignores %s', (_name, text) => {
    expect(bracketNotes(text)).toEqual([]);
  });

  it('still finds a note beside links, citations and code', () => {
    const text = [
      'See [the guide](https://example.com) and [@smith2020], as in [1].',
      '',
      '- [x] Done',
      '- [ ] Replace [add a statistic on sleep] with a figure',
      '',
      'Use `arr[0]` then [describe the next step].',
    ].join('\n');
    expect(bracketNotes(text)).toEqual(['[add a statistic on sleep]', '[describe the next step]']);
  });
});

const leeds: ResumeData = {
  personalInfo: { fullName: 'Priya Shah', email: 'priya@example.com' },
  summary: 'Graduate Teaching Assistant. Recent highlights include [add a measurable achievement].',
  experience: [{ company: 'University of Leeds', position: 'Graduate Teaching Assistant', current: true, description: '- Run weekly SQL lab tutorials for [number] first-year students' }],
  education: [{ institution: 'University of Leeds', degree: 'BSc Computer Science', fieldOfStudy: 'Computer Science' }],
  skills: [{ name: 'Python' }, { name: '[your top skill]' }],
};

describe('resumeBracketNotes: notes in the resume’s visible text, with where', () => {
  it('names the section of each note', () => {
    expect(resumeBracketNotes(leeds)).toEqual([
      { note: '[add a measurable achievement]', place: 'summary' },
      { note: '[number]', place: 'experience' },
      { note: '[your top skill]', place: 'skills' },
    ]);
  });

  it('leaves out what the resume does not show (an entry without a name, the job ad)', () => {
    const hiddenOnly: ResumeData = {
      experience: [{ company: '', position: '', description: '[add a result]' }],
      jobAd: 'We want [something].',
    };
    expect(resumeBracketNotes(hiddenOnly)).toEqual([]);
  });

  it('reads a resume document as its plain text and other documents as their Markdown', () => {
    expect(bracketNotes(downloadText({ type: 'resume', data: leeds }))).toEqual(['[add a measurable achievement]', '[number]', '[your top skill]']);
    expect(bracketNotes(downloadText({ type: 'cover-letter', content: 'Dear [hiring manager],' }))).toEqual(['[hiring manager]']);
    expect(downloadText({ type: 'resume', data: { skills: [{ level: 9 }] } })).toBe('');
  });
});
