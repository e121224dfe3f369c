import { describe, expect, it } from 'vitest';
import { jobAdMaxLength, resumeDataSchema } from '../../../shared/resume.ts';
import { printedSections } from '../../../shared/resume-sections.ts';
import {
  addSection,
  fieldProblems,
  isEmptyResume,
  isSectionEmpty,
  missingRequired,
  missingSections,
  moveEntry,
  moveSection,
  presentSections,
  removeEntry,
  removeSection,
  blankEntryFor,
  skillRowFor,
  titleFor,
  toDraft,
  toggleSectionHidden,
  withoutJobAd,
  worthKeeping,
} from './resume-form.ts';

describe('toDraft', () => {
  it('gives an empty stored resume one entry of each list, ids, the professional template and empty personal fields', () => {
    const draft = toDraft({});
    expect(draft.template).toBe('professional');
    expect(draft.personalInfo).toEqual({ fullName: '', label: '', email: '', phone: '', location: '', linkedin: '', website: '' });
    // The sections beyond the core four wait in the Add section list: a new resume is not a wall of empty forms.
    expect(presentSections(draft)).toStrictEqual(['summary', 'experience', 'education', 'skills']);
    for (const list of [draft.experience, draft.education, draft.skills]) {
      expect(list).toHaveLength(1);
      expect(list[0]!.id).toMatch(/\S/);
    }
    expect(draft.skills[0]!.level).toBe(3);
    // What the builder saves is valid stored data.
    expect(resumeDataSchema.safeParse(draft).success).toBe(true);
  });

  it('keeps stored entries, their ids and fields it does not model, and gives ids to entries without one', () => {
    const draft = toDraft({
      template: 'modern',
      personalInfo: { fullName: 'Ada Lovelace' },
      experience: [{ id: 'exp-1', company: 'Analytical Engines', position: 'Analyst', highlights: ['Notes'] } as never],
      skills: [{ name: 'Mathematics', level: 5 }],
      extra: { keep: true },
    } as never);
    expect(draft.template).toBe('modern');
    expect(draft.personalInfo.fullName).toBe('Ada Lovelace');
    expect(draft.experience[0]).toMatchObject({ id: 'exp-1', company: 'Analytical Engines', highlights: ['Notes'] });
    expect(draft.skills[0]).toMatchObject({ name: 'Mathematics', level: 5, id: expect.stringMatching(/^skill-/) });
    expect(toDraft({ skills: [{ id: 's', name: 'Latin' }] }).skills[0]!.level).toBe(3);
    expect((draft as Record<string, unknown>).extra).toEqual({ keep: true });
  });
});

describe('missingRequired (the fields a resume cannot go without)', () => {
  it('names Full Name, Email, Company, Position, Institution and Degree while empty, entries by their id', () => {
    const draft = toDraft({ experience: [{ id: 'exp-a' }], education: [{ id: 'edu-b' }] });
    expect([...missingRequired(draft)].sort()).toEqual([
      'education.edu-b.degree',
      'education.edu-b.institution',
      'experience.exp-a.company',
      'experience.exp-a.position',
      'personalInfo.email',
      'personalInfo.fullName',
    ]);
  });

  it('is empty once they are filled (whitespace does not count)', () => {
    const draft = toDraft({
      personalInfo: { fullName: 'Ada', email: 'ada@example.com' },
      experience: [{ id: 'e', company: 'X', position: 'Y' }],
      education: [{ id: 'd', institution: 'U', degree: 'BA' }],
    });
    expect(missingRequired(draft).size).toBe(0);
    draft.personalInfo.fullName = '   ';
    expect([...missingRequired(draft)]).toEqual(['personalInfo.fullName']);
  });
});

describe('removeEntry and moveEntry', () => {
  it('never removes the last entry', () => {
    expect(removeEntry(['a'], 0)).toEqual(['a']);
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('moves an entry up or down and ignores moves past either end', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('titleFor', () => {
  it("names a resume after its owner, or uses the fallback", () => {
    const named = (name: string) => `${name} — Resume`;
    expect(titleFor(toDraft({ personalInfo: { fullName: ' Ada Lovelace ' } }), named, 'Untitled resume')).toBe('Ada Lovelace — Resume');
    expect(titleFor(toDraft({}), named, 'Untitled resume')).toBe('Untitled resume');
  });
});

describe('the job ad kept with a resume', () => {
  it('is saved with the draft, bounded at 20,000 characters, and left out of what the preview and exports read', () => {
    const draft = toDraft({ summary: 'Engineer.', jobAd: 'We need Rust.' });
    expect(draft.jobAd).toBe('We need Rust.');
    expect(resumeDataSchema.safeParse(draft).success).toBe(true);
    expect(resumeDataSchema.safeParse({ jobAd: 'x'.repeat(jobAdMaxLength) }).success).toBe(true);
    expect(resumeDataSchema.safeParse({ jobAd: 'x'.repeat(jobAdMaxLength + 1) }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['jobAd', 'validation.tooLong']]);
    const resume = withoutJobAd(draft);
    expect('jobAd' in resume).toBe(false);
    expect(resume.summary).toBe('Engineer.');
    expect(draft.jobAd).toBe('We need Rust.');
  });

  it('a term for Skills goes to the first skill without a name, else to a new row', () => {
    const draft = toDraft({ skills: [{ id: 'a', name: 'Go' }, { id: 'b', name: '  ' }, { id: 'c', name: '' }] });
    expect(skillRowFor(draft.skills)).toEqual({ id: 'b' });
    const full = toDraft({ skills: [{ id: 'a', name: 'Go' }] });
    const row = skillRowFor(full.skills);
    expect(row.added).toMatchObject({ id: row.id, name: '', level: 3 });
    expect(row.id).not.toBe('a');
  });

  it('puts a missing language or qualification in the first blank entry, else a new one (adding Languages when the resume has none)', () => {
    const draft = toDraft({ education: [{ id: 'leeds', institution: 'University of Leeds', degree: 'BSc' }] });
    const language = blankEntryFor(draft, 'languages');
    expect(language.draft.languages).toEqual([{ id: language.id, language: '', fluency: '' }]);
    expect(blankEntryFor(language.draft, 'languages')).toEqual({ id: language.id, draft: language.draft });
    const study = blankEntryFor(draft, 'education');
    expect(study.draft.education.map((e) => e.id)).toEqual(['leeds', study.id]);
    const blank = toDraft({ education: [{ id: 'empty', institution: ' ', degree: '' }] });
    expect(blankEntryFor(blank, 'education')).toEqual({ id: 'empty', draft: blank });
  });
});

describe('the resume’s language', () => {
  it('is the interface’s for a resume without one, and a stored one is kept', () => {
    expect(toDraft({}, 'fr').language).toBe('fr');
    expect(toDraft({ language: 'de' }, 'fr').language).toBe('de');
    expect('language' in toDraft({})).toBe(false);
  });
});

describe('fieldProblems', () => {
  it('names wrong values by field, entries by their id, with the key of their message', () => {
    const draft = toDraft({
      personalInfo: { fullName: 'Ada', email: 'not-an-email', website: 'notaurl', linkedin: 'https://www.linkedin.com/in/ada' },
      experience: [{ id: 'ok', startDate: '2020-01', endDate: '2021-01' }, { id: 'late', startDate: '2024-05', endDate: '2023-01' }],
      education: [{ id: 'school', startDate: '2019', endDate: '2018' }],
      projects: [{ id: 'app', name: 'Bus Delay Explorer', startDate: '2023-06', endDate: '2023-02' }],
      volunteer: [{ id: 'club', organization: 'Code Club', startDate: '2022', endDate: '2021' }, { id: 'now', startDate: '2022', endDate: '2021', current: true }],
    });
    expect([...fieldProblems(draft)]).toEqual([
      ['personalInfo.email', 'resume.invalid.email'],
      ['personalInfo.website', 'resume.invalid.website'],
      ['experience.late.endDate', 'resume.invalid.endBeforeStart'],
      ['education.school.endDate', 'resume.invalid.endBeforeStart'],
      ['projects.app.endDate', 'resume.invalid.endBeforeStart'],
      ['volunteer.club.endDate', 'resume.invalid.endBeforeStart'],
    ]);
    expect(fieldProblems(toDraft({})).size).toBe(0);
  });
});

describe('worthKeeping and isEmptyResume (a new resume reaches History only with a name and one more detail)', () => {
  it('a new, untouched draft is empty and not kept', () => {
    const draft = toDraft({ template: 'modern' }, 'en');
    expect(isEmptyResume(draft)).toBe(true);
    expect(worthKeeping(draft)).toBe(false);
  });

  it('a name alone, or details without a name, are not kept yet', () => {
    expect(worthKeeping(toDraft({ personalInfo: { fullName: 'Grace Hopper' } }))).toBe(false);
    expect(worthKeeping(toDraft({ personalInfo: { email: 'grace@example.com' }, summary: 'Compilers.' }))).toBe(false);
    expect(worthKeeping(toDraft({ personalInfo: { fullName: '   ', email: 'grace@example.com' } }))).toBe(false);
    expect(isEmptyResume(toDraft({ personalInfo: { fullName: 'Grace Hopper' } }))).toBe(false);
  });

  it.each([
    ['an email', { personalInfo: { fullName: 'Grace', email: 'grace@example.com' } }],
    ['a summary', { personalInfo: { fullName: 'Grace' }, summary: 'Compilers.' }],
    ['a company', { personalInfo: { fullName: 'Grace' }, experience: [{ id: 'e', company: 'Remington Rand' }] }],
    ['a start date', { personalInfo: { fullName: 'Grace' }, education: [{ id: 'd', startDate: '1928-09' }] }],
    ['a skill', { personalInfo: { fullName: 'Grace' }, skills: [{ id: 's', name: 'COBOL' }] }],
  ])('a name and %s are kept', (_label, data) => {
    expect(worthKeeping(toDraft(data as never))).toBe(true);
  });

  it('choices are not content: template, language, skill levels, “current” and the job ad', () => {
    const draft = toDraft({ template: 'creative', language: 'fr', jobAd: 'We need Rust.', skills: [{ id: 's', name: '', level: 5 }], experience: [{ id: 'e', current: true }] });
    expect(isEmptyResume(draft)).toBe(true);
    expect(worthKeeping({ ...draft, personalInfo: { ...draft.personalInfo, fullName: 'Grace' } })).toBe(false);
  });
});

describe('arranging the sections', () => {
  it('adds a section with one empty entry, after which it is arranged with the others and no longer offered', () => {
    const draft = addSection(toDraft({}), 'languages');
    expect(draft.languages).toHaveLength(1);
    expect(presentSections(draft)).toStrictEqual(['summary', 'experience', 'education', 'skills', 'languages']);
    expect(missingSections(draft)).not.toContain('languages');
    expect(addSection(toDraft({}), 'custom').custom).toMatchObject({ title: '', entries: [{ title: '' }] });
  });

  it('moves a section past the next section the resume has, skipping the ones it does not', () => {
    let draft = addSection(toDraft({}), 'languages');
    draft = moveSection(draft, 'languages', -1);
    expect(presentSections(draft)).toStrictEqual(['summary', 'experience', 'education', 'languages', 'skills']);
    draft = moveSection(moveSection(moveSection(moveSection(draft, 'languages', -1), 'languages', -1), 'languages', -1), 'languages', -1);
    expect(presentSections(draft)[0]).toBe('languages');
    // A section added later takes its default place; the others keep the user's order.
    draft = addSection(draft, 'projects');
    expect(presentSections(draft)).toStrictEqual(['languages', 'summary', 'experience', 'education', 'skills', 'projects']);
  });

  it('hides and shows a section: a hidden one leaves the printed resume and keeps its entries', () => {
    const draft = toDraft({ personalInfo: { fullName: 'A' }, skills: [{ id: 's', name: 'Go', level: 3 }], summary: 'Hi' });
    const hidden = toggleSectionHidden(draft, 'skills');
    expect(printedSections(hidden).map((s) => s.key)).toStrictEqual(['summary']);
    expect(hidden.skills[0]?.name).toBe('Go');
    expect(printedSections(toggleSectionHidden(hidden, 'skills')).map((s) => s.key)).toStrictEqual(['summary', 'skills']);
  });

  it('counts an added section’s text as a detail worth keeping, and only an empty section can be removed', () => {
    const draft = addSection(toDraft({ personalInfo: { fullName: 'Jane' } }), 'projects');
    expect(worthKeeping(draft)).toBe(false);
    expect(isSectionEmpty(draft, 'projects')).toBe(true);
    const filled = { ...draft, projects: [{ ...draft.projects![0]!, name: 'Churn model' }] };
    expect(worthKeeping(filled)).toBe(true);
    expect(isSectionEmpty(filled, 'projects')).toBe(false);
    const removed = removeSection(toggleSectionHidden(draft, 'projects'), 'projects');
    expect(removed.projects).toBeUndefined();
    expect(removed.hiddenSections).toStrictEqual([]);
  });

  it('gives ids to the entries of an imported section, and keeps a custom section', () => {
    const draft = toDraft({ languages: [{ language: 'French' }], custom: { title: 'Teaching', entries: [{ title: 'Stats 101' }] } });
    expect(draft.languages?.[0]?.id).toMatch(/\S/);
    expect(draft.custom?.entries?.[0]?.id).toMatch(/\S/);
    expect(presentSections(draft)).toContain('custom');
  });
});
