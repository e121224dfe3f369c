import { describe, expect, it } from 'vitest';
import { resumeDataSchema, resumeToMarkdown, resumeToPlainText, skillLevels, visibleResumeParts, type ResumeData } from './resume.ts';

/** A resume as the builder saves it: trimmed and untrimmed text, half-filled entries the user has not finished. */
const jane: ResumeData = {
  template: 'modern',
  personalInfo: { fullName: ' Jane Doe ', email: 'jane@example.com', phone: '+1 555 0100', location: 'Berlin', linkedin: '  ', website: 'jane.dev' },
  summary: '  Analyst who turns data into decisions.  ',
  experience: [
    { id: 'e1', company: 'Globex', position: 'Data Analyst', location: 'Berlin', startDate: '2021', endDate: '2022', current: true, description: 'Built dashboards.' },
    { id: 'e2', company: '', position: '  ', description: 'Unfinished entry.' },
    { id: 'e3', company: 'Initech', position: 'Intern', startDate: '2019', endDate: '2020' },
  ],
  education: [
    { id: 'ed1', institution: 'State University', degree: 'BSc', fieldOfStudy: 'Statistics', startDate: '2016', endDate: '2020', description: 'Thesis on sampling.' },
    { id: 'ed2', institution: ' ', degree: '', fieldOfStudy: 'Nothing yet' },
  ],
  skills: [
    { id: 's1', name: 'SQL', level: 4 },
    { id: 's2', name: 'Python' },
    { id: 's3', name: ' ', level: 5 },
    { id: 's4', name: 'R', level: 1 },
  ],
};

describe('visibleResumeParts', () => {
  it('keeps, in order, the entries with a company or position, an institution or degree, a skill name', () => {
    const parts = visibleResumeParts(jane);
    expect(parts.experience.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(parts.education.map((e) => e.id)).toEqual(['ed1']);
    expect(parts.skills.map((s) => s.id)).toEqual(['s1', 's2', 's4']);
  });

  it('counts an entry with only one of its two naming fields as visible', () => {
    const parts = visibleResumeParts({
      experience: [{ id: 'a', company: 'Acme' }, { id: 'b', position: 'Founder' }],
      education: [{ id: 'c', institution: 'MIT' }, { id: 'd', degree: 'PhD' }],
    });
    expect(parts.experience.map((e) => e.id)).toEqual(['a', 'b']);
    expect(parts.education.map((e) => e.id)).toEqual(['c', 'd']);
  });

  it('answers empty lists for a resume without entries', () => {
    expect(visibleResumeParts({})).toEqual({ experience: [], education: [], skills: [] });
  });
});

describe('resumeToPlainText', () => {
  it('lays out a full resume: name in capitals, contact line, underlined sections, visible entries only', () => {
    expect(resumeToPlainText(jane)).toBe(
      [
        'JANE DOE',
        'jane@example.com | +1 555 0100 | Berlin | jane.dev',
        '',
        'SUMMARY',
        '-------',
        'Analyst who turns data into decisions.',
        '',
        'EXPERIENCE',
        '----------',
        'Data Analyst, Globex',
        'Berlin · 2021 – Present',
        'Built dashboards.',
        '',
        'Intern, Initech',
        '2019 – 2020',
        '',
        'EDUCATION',
        '---------',
        'BSc in Statistics, State University',
        '2016 – 2020',
        'Thesis on sampling.',
        '',
        'SKILLS',
        '------',
        '• SQL (Expert)',
        '• Python',
        '• R (Beginner)',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the sections and lines that have nothing in them', () => {
    const text = resumeToPlainText({ personalInfo: { fullName: 'Solo' }, skills: [{ id: 's', name: 'Go', level: 3 }] });
    expect(text).toBe('SOLO\n\nSKILLS\n------\n• Go (Advanced)\n');
    expect(text).not.toMatch(/SUMMARY|EXPERIENCE|EDUCATION/);
  });

  it('names every skill level from Beginner to Master', () => {
    const text = resumeToPlainText({ skills: skillLevels.map((level) => ({ id: `s${level}`, name: `L${level}`, level })) });
    expect(text).toContain('• L1 (Beginner)\n• L2 (Intermediate)\n• L3 (Advanced)\n• L4 (Expert)\n• L5 (Master)\n');
  });

  it('writes a date range from what is known: start only, end only, or Present for a current role', () => {
    const text = resumeToPlainText({
      experience: [
        { id: 'a', company: 'A', startDate: '2020' },
        { id: 'b', company: 'B', endDate: '2019' },
        { id: 'c', company: 'C', current: true },
      ],
    });
    expect(text).toBe('\nEXPERIENCE\n----------\nA\n2020\n\nB\n2019\n\nC\nPresent\n');
  });

  it('answers a single line break for an empty resume', () => {
    expect(resumeToPlainText({})).toBe('\n');
  });
});

describe('resumeToMarkdown', () => {
  it('writes a full resume as Markdown with headings per section and entry', () => {
    expect(resumeToMarkdown(jane)).toBe(
      [
        '# Jane Doe',
        'jane@example.com · +1 555 0100 · Berlin · jane.dev',
        '## Summary',
        'Analyst who turns data into decisions.',
        '## Experience',
        '### Data Analyst, Globex',
        '*Berlin · 2021 – Present*',
        'Built dashboards.',
        '### Intern, Initech',
        '*2019 – 2020*',
        '## Education',
        '### BSc in Statistics, State University',
        '*2016 – 2020*',
        'Thesis on sampling.',
        '## Skills',
        '- SQL (Expert)\n- Python\n- R (Beginner)',
      ].join('\n\n') + '\n',
    );
  });

  it('titles a resume without a name "Resume" and leaves out empty sections', () => {
    expect(resumeToMarkdown({})).toBe('# Resume\n');
    expect(resumeToMarkdown({ personalInfo: { fullName: '  ' }, summary: 'Short.' })).toBe('# Resume\n\n## Summary\n\nShort.\n');
  });

  it('hides the same unfinished entries as the text file', () => {
    const md = resumeToMarkdown(jane);
    expect(md).not.toContain('Unfinished entry.');
    expect(md).not.toContain('Nothing yet');
    expect(md).not.toContain('(Master)');
  });
});

describe('resumeDataSchema', () => {
  it('accepts an empty draft and a full resume unchanged', () => {
    expect(resumeDataSchema.parse({})).toEqual({});
    expect(resumeDataSchema.parse(jane)).toEqual(jane);
  });

  it('keeps fields it does not model, at every level (a JSON Resume import)', () => {
    const imported = {
      basics: { label: 'Analyst' },
      awards: [{ title: 'Best paper' }],
      personalInfo: { fullName: 'Jane', github: 'janedoe' },
      experience: [{ id: 'e1', company: 'Globex', highlights: ['Cut costs 10%'] }],
      education: [{ id: 'ed1', institution: 'MIT', score: '4.0' }],
      skills: [{ id: 's1', name: 'SQL', keywords: ['joins', 'window functions'] }],
    };
    expect(resumeDataSchema.parse(imported)).toEqual(imported);
  });

  it('accepts entries without ids (a JSON Resume import has none)', () => {
    const imported = { experience: [{ company: 'Globex' }], education: [{ institution: 'MIT' }], skills: [{ name: 'SQL' }] };
    expect(resumeDataSchema.parse(imported)).toEqual(imported);
  });

  it.each(skillLevels)('accepts skill level %i', (level) => {
    expect(resumeDataSchema.safeParse({ skills: [{ id: 's', name: 'SQL', level }] }).success).toBe(true);
  });

  it.each([0, 6, -1, 2.5, '3', null])('rejects skill level %j, naming skills.0.level', (level) => {
    const result = resumeDataSchema.safeParse({ skills: [{ id: 's', name: 'SQL', level }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['skills', 0, 'level']);
  });

  const invalid: Array<[string, unknown, Array<string | number>]> = [
    ['an unknown template', { template: 'fancy' }, ['template']],
    ['an experience id over 100 characters', { experience: [{ id: 'i'.repeat(101), company: 'Globex' }] }, ['experience', 0, 'id']],
    ['a company over 200 characters', { experience: [{ id: 'e', company: 'c'.repeat(201) }] }, ['experience', 0, 'company']],
    ['a summary over 5000 characters', { summary: 's'.repeat(5001) }, ['summary']],
    ['a name with a NUL character', { personalInfo: { fullName: 'Ja\u0000ne' } }, ['personalInfo', 'fullName']],
    ['current that is not a boolean', { experience: [{ id: 'e', current: 'yes' }] }, ['experience', 0, 'current']],
    ['51 experience entries', { experience: Array.from({ length: 51 }, (_, i) => ({ id: `e${i}` })) }, ['experience']],
    ['101 skills', { skills: Array.from({ length: 101 }, (_, i) => ({ id: `s${i}` })) }, ['skills']],
  ];
  it.each(invalid)('rejects %s', (_label, data, path) => {
    const result = resumeDataSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('accepts every field at its longest and lists at their largest', () => {
    const longest = {
      summary: 's'.repeat(5000),
      experience: Array.from({ length: 50 }, (_, i) => ({ id: `e${i}`, company: 'c'.repeat(200) })),
      skills: Array.from({ length: 100 }, (_, i) => ({ id: `s${i}` })),
    };
    expect(resumeDataSchema.safeParse(longest).success).toBe(true);
  });
});
