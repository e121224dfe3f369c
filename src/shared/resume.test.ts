import { describe, expect, it } from 'vitest';
import {
  dateRange,
  endsBeforeStart,
  canonicalResumeDate,
  formatResumeDate,
  parseResumeDate,
  printableContact,
  resumeDataSchema,
  resumeProblems,
  resumeToMarkdown,
  resumeToPlainText,
  skillLevels,
  visibleResumeParts,
  type ResumeData,
} from './resume.ts';

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

/** Jane's lines as the text file prints them: her contact line, and her core sections each with the blank line after it. */
const janeText = {
  contact: 'jane@example.com | +1 555 0100 | Berlin | jane.dev',
  summary: ['SUMMARY', '-------', 'Analyst who turns data into decisions.', ''],
  experience: ['EXPERIENCE', '----------', 'Data Analyst, Globex', 'Berlin · 2021 – Present', 'Built dashboards.', '', 'Intern, Initech', '2019 – 2020', ''],
  education: ['EDUCATION', '---------', 'BSc in Statistics, State University', '2016 – 2020', 'Thesis on sampling.', ''],
};

describe('resumeToPlainText', () => {
  it('lays out a full resume: name in capitals, contact line, underlined sections, visible entries only', () => {
    expect(resumeToPlainText(jane)).toBe(
      [
        'JANE DOE',
        janeText.contact,
        '',
        ...janeText.summary,
        ...janeText.experience,
        ...janeText.education,
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

/** Jane's resume with every section beyond the core four, her own order and a hidden section. */
const janeInFull: ResumeData = {
  ...jane,
  personalInfo: { ...jane.personalInfo, label: ' Data Analyst ' },
  projects: [
    { id: 'p1', name: 'Churn model', roles: 'Lead', startDate: '2022-01', endDate: '2022-06', url: 'github.com/jane/churn', description: 'Predicts cancellations.\n- 92% recall' },
    { id: 'p2', name: ' ', description: 'A blank row of the form.' },
  ],
  certificates: [{ id: 'c1', name: 'Tableau Desktop Specialist', issuer: 'Tableau', date: '2021-05' }],
  languages: [
    { id: 'l1', language: 'German', fluency: 'Native speaker' },
    { id: 'l2', language: 'English', fluency: '' },
  ],
  awards: [{ id: 'a1', title: 'Analyst of the Year', awarder: 'Globex', date: '2022', summary: 'For the churn model.' }],
  volunteer: [{ id: 'v1', organization: 'Code Club', position: 'Mentor', startDate: '2020-09', current: true, description: 'Teach *Python* to kids.' }],
  publications: [{ id: 'pub1', name: 'Sampling in practice', publisher: 'Data Journal', releaseDate: '2020-03', summary: '' }],
  interests: [{ id: 'i1', name: 'Climbing', keywords: 'bouldering, alpine' }],
  references: [{ id: 'r1', name: 'Max Mustermann', reference: 'Available on request.' }],
  custom: { title: 'Teaching', entries: [{ id: 'cu1', title: 'Statistics 101', subtitle: 'State University', date: '2019', description: 'Weekly tutorial.' }] },
  sectionOrder: ['projects', 'experience', 'custom', 'languages'],
  hiddenSections: ['skills', 'references'],
};

describe('the text and Markdown files of a resume with every section', () => {
  it('prints the headline under the name and every section in the user’s order, hidden ones left out', () => {
    expect(resumeToPlainText(janeInFull)).toBe(
      [
        'JANE DOE',
        'Data Analyst',
        janeText.contact,
        '',
        'PROJECTS',
        '--------',
        'Churn model, Lead',
        'Jan 2022 – Jun 2022 · github.com/jane/churn',
        'Predicts cancellations.',
        '• 92% recall',
        '',
        ...janeText.experience,
        'TEACHING',
        '--------',
        'Statistics 101, State University',
        '2019',
        'Weekly tutorial.',
        '',
        'LANGUAGES',
        '---------',
        '• German — Native speaker',
        '• English',
        '',
        ...janeText.summary,
        ...janeText.education,
        'CERTIFICATES',
        '------------',
        'Tableau Desktop Specialist, Tableau',
        'May 2021',
        '',
        'AWARDS',
        '------',
        'Analyst of the Year, Globex',
        '2022',
        'For the churn model.',
        '',
        'VOLUNTEER WORK',
        '--------------',
        'Mentor, Code Club',
        'Sep 2020 – Present',
        'Teach *Python* to kids.',
        '',
        'PUBLICATIONS',
        '------------',
        'Sampling in practice, Data Journal',
        'Mar 2020',
        '',
        'INTERESTS',
        '---------',
        '• Climbing: bouldering, alpine',
      ].join('\n') + '\n',
    );
  });

  it('writes the same sections in the same order as Markdown, the user’s text escaped', () => {
    const md = resumeToMarkdown(janeInFull);
    expect(md.startsWith('# Jane Doe\n\nData Analyst\n\njane@example.com')).toBe(true);
    expect([...md.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toStrictEqual([
      'Projects',
      'Experience',
      'Teaching',
      'Languages',
      'Summary',
      'Education',
      'Certificates',
      'Awards',
      'Volunteer work',
      'Publications',
      'Interests',
    ]);
    expect(md).toContain('## Projects\n\n### Churn model, Lead\n\n*Jan 2022 – Jun 2022 · github.com/jane/churn*\n\nPredicts cancellations.\n\n- 92% recall\n\n## Experience');
    expect(md).toContain('## Languages\n\n- German — Native speaker\n- English\n\n');
    expect(md).toContain('Teach \\*Python\\* to kids.');
    expect(md).not.toContain('SQL');
    expect(md).not.toContain('Max Mustermann');
    expect(md).not.toContain('A blank row of the form.');
  });

  it('leaves out a custom section without a title, and prints a section again once it is shown', () => {
    const shown = { ...janeInFull, hiddenSections: [], custom: { title: ' ', entries: janeInFull.custom!.entries } };
    const text = resumeToPlainText(shown);
    expect(text).not.toContain('Statistics 101');
    expect(text).toContain('SKILLS\n------\n• SQL (Expert)');
    expect(text).toContain('REFERENCES\n----------\nMax Mustermann\nAvailable on request.');
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

describe('the finished-resume checks: email, phone, LinkedIn, website, dates', () => {
  const problemsOf = (personalInfo: NonNullable<ResumeData['personalInfo']>) => resumeProblems({ personalInfo }).map((p) => [p.path.join('.'), p.message]);

  it('find nothing wrong in an empty draft or in empty and blank fields (drafts stay incomplete)', () => {
    expect(resumeProblems({})).toEqual([]);
    expect(problemsOf({ fullName: '', email: '', phone: '   ', linkedin: '', website: '' })).toEqual([]);
    expect(resumeProblems({ experience: [{ startDate: '', endDate: '' }], education: [{}] })).toEqual([]);
  });

  it.each(['ada@example.com', ' ada.lovelace+cv@mail.example.co.uk ', 'j@x.io'])('accept the email %j', (email) => {
    expect(problemsOf({ email })).toEqual([]);
  });
  it.each(['not-an-email', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@@example.com'])('refuse the email %j, on the email field', (email) => {
    expect(problemsOf({ email })).toEqual([['personalInfo.email', 'resume.invalid.email']]);
  });

  it.each(['+44 20 7946 0000', '555-0100', '(912) 555-4321', '+1 555-555-0142', '+33 6 12 34 56 78', '+1 (555) 123-4567 ext. 89', '030/1234567'])('accept the phone number %j', (phone) => {
    expect(problemsOf({ phone })).toEqual([]);
  });
  it.each(['call me', '12', '555-CALL-NOW', '+', '1234567890123456789012', 'tel: 555 0100'])('refuse the phone number %j', (phone) => {
    expect(problemsOf({ phone })).toEqual([['personalInfo.phone', 'resume.invalid.phone']]);
  });

  it.each(['https://ada.example.com', 'jane.dev', 'http://münchen.de/team?x=1#cv', 'example.com:8080/portfolio', 'WWW.EXAMPLE.ORG'])('accept the website %j', (website) => {
    expect(problemsOf({ website })).toEqual([]);
  });
  it.each(['notaurl', 'https://x', 'ftp://example.com', 'javascript:alert(1)', 'my site.com', 'https://'])('refuse the website %j', (website) => {
    expect(problemsOf({ website })).toEqual([['personalInfo.website', 'resume.invalid.website']]);
  });

  it.each(['https://www.linkedin.com/in/ada-lovelace', 'linkedin.com/in/jordan-lee', 'https://de.linkedin.com/in/kai/'])('accept the LinkedIn address %j', (linkedin) => {
    expect(problemsOf({ linkedin })).toEqual([]);
  });
  it.each(['notaurl', 'ada-lovelace', 'https://linkedin.com', 'https://example.com/linkedin.com/in/ada', 'https://www.linkedin.community/in/x'])('refuse the LinkedIn address %j', (linkedin) => {
    expect(problemsOf({ linkedin })).toEqual([['personalInfo.linkedin', 'resume.invalid.linkedin']]);
  });

  it('name each wrong field once, where it is', () => {
    expect(problemsOf({ email: 'not-an-email', phone: '+1 555 0100', linkedin: 'notaurl', website: 'notaurl' })).toEqual([
      ['personalInfo.email', 'resume.invalid.email'],
      ['personalInfo.linkedin', 'resume.invalid.linkedin'],
      ['personalInfo.website', 'resume.invalid.website'],
    ]);
  });

  it('refuse an end date before the start date, on the end date, unless the role is current', () => {
    const data: ResumeData = {
      experience: [
        { id: 'a', startDate: '2024-05', endDate: '2024-03' },
        { id: 'b', startDate: '2024-05', endDate: '2024-05' },
        { id: 'c', startDate: '2024-05', endDate: '2019-01', current: true },
        { id: 'd', startDate: 'Autumn 2024', endDate: '2019' },
      ],
      education: [
        { id: 'e', startDate: '2020', endDate: '2019-12' },
        { id: 'f', startDate: '2020-09', endDate: '2020' },
      ],

      projects: [{ id: 'g', name: 'Bus Delay Explorer', startDate: '2023-06', endDate: '2023-02' }],
      volunteer: [{ id: 'h', organization: 'Code Club', startDate: '2022', endDate: '2021', current: true }],
    };
    expect(resumeProblems(data).map((p) => [p.path.join('.'), p.message])).toEqual([
      ['experience.0.endDate', 'resume.invalid.endBeforeStart'],
      ['education.0.endDate', 'resume.invalid.endBeforeStart'],
      ['projects.0.endDate', 'resume.invalid.endBeforeStart'],
    ]);
    expect(endsBeforeStart({ startDate: '2021', endDate: '2020-12' })).toBe(true);
    // Printed, such an end is left off (like a malformed email), the start stays.
    expect(dateRange('2024-05', '2024-03')).toBe('May 2024');
    const printed = resumeToPlainText({ experience: [{ id: 'a', company: 'Acme', startDate: '2024-05', endDate: '2024-03' }] });
    expect(printed).toContain('May 2024');
    expect(printed).not.toContain('Mar 2024');
    expect(endsBeforeStart({ startDate: '2021-02', endDate: '2021' })).toBe(false);
  });

  it('do not stop a draft from being stored: the stored schema keeps what the user typed', () => {
    const draft = { personalInfo: { email: 'not-an-email', website: 'notaurl', linkedin: 'notaurl', phone: 'call me' }, experience: [{ startDate: 'Sep 2024', endDate: '2019' }] };
    expect(resumeDataSchema.parse(draft)).toEqual(draft);
  });
});

describe('what the resume prints of the contact details', () => {
  const p = { fullName: 'Ada', email: 'not-an-email', phone: ' +44 20 7946 0000 ', location: 'London', linkedin: 'notaurl', website: 'ada.example.com' };

  it('leaves out values the checks refuse and keeps the rest, trimmed, in order', () => {
    expect(printableContact(p)).toEqual([
      { kind: 'phone', text: '+44 20 7946 0000' },
      { kind: 'location', text: 'London' },
      { kind: 'website', text: 'ada.example.com' },
    ]);
  });

  it('leaves them out of the text and Markdown files too', () => {
    const text = resumeToPlainText({ personalInfo: p });
    expect(text).toBe('ADA\n+44 20 7946 0000 | London | ada.example.com\n');
    const md = resumeToMarkdown({ personalInfo: p });
    expect(md).not.toContain('not-an-email');
    expect(md).not.toContain('notaurl');
  });
});

describe('resume dates', () => {
  it('reads the months and years the builder stores', () => {
    expect(parseResumeDate('2024-03')).toEqual({ year: 2024, month: 3 });
    expect(parseResumeDate(' 1999 ')).toEqual({ year: 1999 });
  });

  it('reads the usual ways an earlier version’s free text wrote a month, and nothing else', () => {
    for (const text of ['Mar 2024', 'march 2024', 'Sept. 2024', 'September, 2024', '03/2024', '3.2024', '2024/03', '2024-3', '2024-03-15', ' MAR 2024 ']) {
      const expected = /sep/i.test(text) ? { year: 2024, month: 9 } : { year: 2024, month: 3 };
      expect(parseResumeDate(text), text).toEqual(expected);
    }
    for (const text of ['2024-13', '13/2024', '0/2024', 'Summer 2024', 'Marathon 2024', 'Ma 2024', 'since 2019', '', undefined]) expect(parseResumeDate(text), String(text)).toBeNull();
    expect(canonicalResumeDate('Sep 2021')).toBe('2021-09');
    expect(canonicalResumeDate('2019')).toBe('2019');
    expect(canonicalResumeDate('Summer 2019')).toBe('Summer 2019');
  });

  it.each([
    ['en', 'Mar 2024', 'Sep 2021 – Present'],
    ['fr', 'mars 2024', 'sept. 2021 – Aujourd’hui'],
    ['es', 'mar 2024', 'sept 2021 – Actualidad'],
    ['de', 'März 2024', 'Sept. 2021 – heute'],
    ['zh', '2024年3月', '2021年9月 – 至今'],
  ])('shows a month in %s as a reader of it writes it (%s), and Present in its words', (language, march, current) => {
    expect(formatResumeDate('2024-03', language)).toBe(march);
    expect(dateRange('2021-09', '2022-01', true, language)).toBe(current);
  });

  it('takes a regional language tag as its language, and English for one it does not know', () => {
    expect(formatResumeDate('2024-03', 'fr-CA')).toBe('mars 2024');
    expect(formatResumeDate('2024-03', 'xx')).toBe('Mar 2024');
    expect(formatResumeDate('2024-03')).toBe('Mar 2024');
  });

  it('shows a year as it is, an earlier version’s month in the resume’s language, and other free text as written', () => {
    expect(formatResumeDate('2019', 'zh')).toBe('2019');
    expect(formatResumeDate(' Jan 1842 ', 'de')).toBe('Jan. 1842');
    expect(dateRange('Mar 1840', '2024-12', false, 'fr')).toBe('mars 1840 – déc. 2024');
    expect(formatResumeDate(' Summer 1842 ', 'de')).toBe('Summer 1842');
    expect(formatResumeDate(undefined)).toBe('');
  });

  it('prints the dates of the text and Markdown files in the resume’s language', () => {
    const resume: ResumeData = {
      language: 'de',
      experience: [{ id: 'a', company: 'Nordlicht', position: 'Dev', startDate: '2022-03', current: true }],
      education: [{ id: 'b', institution: 'TU Berlin', degree: 'MSc', startDate: '2017-10', endDate: '2019-09' }],
    };
    const text = resumeToPlainText(resume);
    expect(text).toContain('März 2022 – heute');
    expect(text).toContain('Okt. 2017 – Sept. 2019');
    expect(resumeToMarkdown(resume)).toContain('*März 2022 – heute*');
    // No language: English, as before.
    expect(resumeToPlainText({ ...resume, language: undefined })).toContain('Mar 2022 – Present');
  });

  it('stores only a language of the interface', () => {
    expect(resumeDataSchema.safeParse({ language: 'fr' }).success).toBe(true);
    expect(resumeDataSchema.safeParse({ language: 'it' }).error?.issues[0]?.path).toEqual(['language']);
  });
});
