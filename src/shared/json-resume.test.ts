import { describe, expect, it } from 'vitest';
import { jsonResumeSample as sample } from './json-resume-sample.ts';
import { fromJsonResume, JsonResumeError, jsonResumeSchema, toJsonResume, type JsonResume } from './json-resume.ts';
import { resumeDataSchema, type ResumeData } from './resume.ts';
import { z } from './zod.ts';

/** A resume as the builder saves it: full personal info, a current job, a blank form row, three skills. */
const built: ResumeData = {
  template: 'modern',
  personalInfo: {
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+49 30 1234567',
    location: 'Berlin, Germany',
    linkedin: 'https://www.linkedin.com/in/janedoe',
    website: 'https://jane.dev',
  },
  summary: 'Data analyst who turns messy data into decisions.',
  experience: [
    {
      id: 'exp-lq1-1',
      company: 'Globex',
      position: 'Senior Data Analyst',
      location: 'Berlin',
      startDate: '2022-01',
      endDate: '',
      current: true,
      description: 'Own the revenue dashboards.\n• Built the churn model\n• Cut reporting from days to hours',
    },
    { id: 'exp-lq1-2', company: 'Initech', position: 'Data Analyst', location: 'Hamburg', startDate: '2019-06', endDate: '2021-12', current: false, description: 'Weekly sales reporting.' },
    { id: 'exp-lq1-3', company: '', position: '', location: '', startDate: '', endDate: '', current: false, description: '' },
  ],
  education: [
    { id: 'edu-lq1-4', institution: 'TU Berlin', degree: 'MSc', fieldOfStudy: 'Statistics', startDate: '2017', endDate: '2019', description: 'Thesis on survey sampling.' },
  ],
  skills: [
    { id: 'skill-lq1-5', name: 'SQL', level: 5 },
    { id: 'skill-lq1-6', name: 'Python', level: 3 },
    { id: 'skill-lq1-7', name: 'R', level: 1 },
  ],
};

/** Imports like the server stores them: validated by our schema, through JSON. */
const stored = (data: ResumeData) => resumeDataSchema.parse(JSON.parse(JSON.stringify(data)));

function errorOf(input: unknown): JsonResumeError {
  try {
    fromJsonResume(input);
  } catch (error) {
    if (error instanceof JsonResumeError) return error;
    throw error;
  }
  throw new Error('fromJsonResume accepted the input');
}

describe('fromJsonResume', () => {
  const data = fromJsonResume(sample);

  it('maps basics to personal info and the summary', () => {
    expect(data.personalInfo).toStrictEqual({
      fullName: 'Amélie Laurent',
      label: 'Senior Software Engineer',
      email: 'amelie@example.com',
      phone: '+33 6 12 34 56 78',
      website: 'https://amelie.dev',
      location: 'Lyon, Auvergne-Rhône-Alpes, FR',
      linkedin: 'https://www.linkedin.com/in/amelie-laurent',
    });
    expect(data.summary).toBe('Backend engineer who builds data pipelines that stay fast at scale.');
  });

  it('maps work to experience: a job without an end date is current, summary and highlights make the description', () => {
    expect(data.experience).toStrictEqual([
      {
        id: 'work-0',
        company: 'Datadog',
        position: 'Senior Software Engineer',
        location: 'Paris, France',
        startDate: '2021-03',
        current: true,
        description: 'Tech lead of the log ingestion team.\n• Cut p99 ingestion latency by 40%\n• Mentored four engineers to promotion',
        jsonResume: { description: 'Monitoring and security platform', url: 'https://www.datadoghq.com', team: 'Logs Ingestion' },
      },
      {
        id: 'work-1',
        company: 'Criteo',
        position: 'Software Engineer',
        location: 'Paris, France',
        // The builder keeps months: the day goes, and the original dates wait under jsonResume for the export.
        startDate: '2017-09',
        endDate: '2021-02',
        current: false,
        description: 'Worked on the real-time bidding engine.\n• Rewrote the bid cache in Go\n• Halved the fleet size',
        jsonResume: { description: 'Advertising technology', url: 'https://www.criteo.com', startDate: '2017-09-01', endDate: '2021-02-28' },
      },
    ]);
  });

  it('maps education: studyType is the degree, area the field of study, score and courses the description', () => {
    expect(data.education).toStrictEqual([
      {
        id: 'edu-0',
        institution: 'INSA Lyon',
        degree: 'Master',
        fieldOfStudy: 'Computer Science',
        startDate: '2012-09',
        endDate: '2017-06',
        description: 'Grade: 16.2/20\n• Distributed Systems\n• Compilers',
        jsonResume: { url: 'https://www.insa-lyon.fr' },
      },
      {
        id: 'edu-1',
        institution: 'Lycée du Parc',
        degree: 'CPGE',
        fieldOfStudy: 'Mathematics and Physics',
        startDate: '2010',
        endDate: '2012',
        description: 'Grade: Admitted with honours\n• MPSI\n• MP*',
        jsonResume: { url: 'https://lyceeduparc.fr' },
      },
    ]);
  });

  it('maps skills with their level word as our 1–5 and keeps their keywords', () => {
    expect(data.skills).toStrictEqual([
      { id: 'skill-0', name: 'Go', level: 5, jsonResume: { keywords: ['goroutines', 'pprof'] } },
      { id: 'skill-1', name: 'Kubernetes', level: 3, jsonResume: { level: 'advanced', keywords: ['Helm', 'operators'] } },
      { id: 'skill-2', name: 'Rust', level: 2, jsonResume: { keywords: [] } },
    ]);
  });

  it('maps every other section of JSON Resume to the builder’s own', () => {
    expect(data.projects).toStrictEqual([
      {
        id: 'project-0',
        name: 'logslice',
        description: 'A CLI to cut huge log files by time range\n- 1,200 stars on GitHub',
        startDate: '2019-05',
        endDate: '2020-01',
        url: 'https://github.com/alaurent/logslice',
        roles: 'Author, Maintainer',
        jsonResume: { keywords: ['Go', 'CLI'], entity: 'Personal', type: 'application' },
      },
    ]);
    expect(data.volunteer).toStrictEqual([
      {
        id: 'volunteer-0',
        organization: 'Duchess France',
        position: 'Mentor',
        url: 'https://www.duchess-france.fr',
        startDate: '2019-01',
        endDate: '2022-12',
        current: false,
        description: 'Mentored women starting out in software engineering.\n- Ran twelve code review workshops',
      },
    ]);
    // Dates keep their month; the day waits in the entry's extras for the export.
    expect(data.awards).toStrictEqual([{ id: 'award-0', title: 'Best Paper', date: '2016-11', awarder: 'Compas Conference', summary: 'For work on lock-free queues.', jsonResume: { date: '2016-11-05' } }]);
    expect(data.certificates).toStrictEqual([
      { id: 'certificate-0', name: 'Certified Kubernetes Administrator', date: '2022-04', url: 'https://www.cncf.io/certification/cka/', issuer: 'CNCF', jsonResume: { date: '2022-04-12' } },
    ]);
    expect(data.publications).toStrictEqual([
      {
        id: 'publication-0',
        name: 'Lock-free queues for log pipelines',
        publisher: 'Compas',
        releaseDate: '2016-06',
        url: 'https://example.org/paper.pdf',
        summary: 'Bounded MPMC queues in practice.',
        jsonResume: { releaseDate: '2016-06-28' },
      },
    ]);
    expect(data.languages).toStrictEqual([
      { id: 'language-0', language: 'French', fluency: 'Native speaker' },
      { id: 'language-1', language: 'English', fluency: 'Fluent' },
    ]);
    expect(data.interests).toStrictEqual([{ id: 'interest-0', name: 'Climbing', keywords: 'bouldering, Fontainebleau' }]);
    expect(data.references).toStrictEqual([{ id: 'reference-0', name: 'Marc Dubois, Engineering Manager at Datadog', reference: 'Amélie is the engineer everyone asks for help.' }]);
  });

  it('keeps every section and field it does not map under jsonResume', () => {
    const { basics } = sample;
    expect(data.jsonResume).toStrictEqual({
      $schema: sample.$schema,
      meta: sample.meta,
      'x-generator': sample['x-generator'],
      basics: { image: basics.image, location: basics.location, profiles: basics.profiles, pronouns: 'she/her' },
    });
    // "elegant" is a JSON Resume theme, not one of our templates.
    expect(data.template).toBeUndefined();
  });

  it('gives entries ids of their own, and adds no id to what it exports', () => {
    expect(JSON.stringify(toJsonResume(data))).not.toContain('"id"');
  });

  it('makes data our schema accepts, for the sample and for awkward documents', () => {
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(resumeDataSchema.safeParse(fromJsonResume(awkward)).success).toBe(true);
    expect(resumeDataSchema.safeParse(fromJsonResume({})).success).toBe(true);
  });

  it('reads a location as one line: city, region and country, else the address', () => {
    const location = (loc: object) => fromJsonResume({ basics: { location: loc } }).personalInfo?.location;
    expect(location({ city: 'Lyon', countryCode: 'FR' })).toBe('Lyon, FR');
    expect(location({ city: 'Austin', region: 'Texas' })).toBe('Austin, Texas');
    expect(location({ address: '1 Main St\nApt 4', postalCode: '12345' })).toBe('1 Main St, Apt 4, 12345');
    expect(location({})).toBeUndefined();
  });

  it('finds the LinkedIn profile whatever the case of its network, and builds its URL from a username', () => {
    const linkedin = (profiles: object[]) => fromJsonResume({ basics: { profiles } }).personalInfo?.linkedin;
    expect(linkedin([{ network: 'GitHub', url: 'https://github.com/x' }, { network: 'linkedin', url: 'https://linkedin.com/in/x' }])).toBe('https://linkedin.com/in/x');
    expect(linkedin([{ network: 'LINKEDIN', username: 'jdoe' }])).toBe('https://www.linkedin.com/in/jdoe');
    expect(linkedin([{ network: 'Twitter', username: 'jdoe' }])).toBeUndefined();
  });

  it('reads level words case-insensitively; a word it does not know is Advanced (3), no level stays unset', () => {
    const levels = ['Beginner', 'intermediate', 'ADVANCED', ' Expert ', 'master', 'Guru', 'Native', ''];
    const skills = fromJsonResume({ skills: [...levels.map((level) => ({ name: 'x', level })), { name: 'y' }] }).skills;
    expect(skills?.map((s) => s.level)).toStrictEqual([1, 2, 3, 4, 5, 3, 3, undefined, undefined]);
  });

  it('counts a job whose end date is empty as current; one without dates is neither', () => {
    const [empty, none] = fromJsonResume({ work: [{ name: 'A', startDate: '2020', endDate: '' }, { name: 'B' }] }).experience!;
    expect(empty).toMatchObject({ startDate: '2020', current: true });
    expect(empty?.endDate).toBeUndefined();
    expect(none?.current).toBeUndefined();
  });

  it('cuts values to our limits and drops NUL characters, keeping the originals for export', () => {
    const data = fromJsonResume(awkward);
    expect(data.personalInfo?.fullName).toBe('N'.repeat(200));
    expect(data.summary).toHaveLength(5000);
    expect(data.experience?.[1]?.company).toBe('AcmeCorp');
    // A character that would straddle the limit is left out whole, not cut in half.
    expect(fromJsonResume({ basics: { name: `${'a'.repeat(199)}😀` } }).personalInfo?.fullName).toBe('a'.repeat(199));
    expect(data.jsonResume).toMatchObject({ basics: { name: 'N'.repeat(250), summary: 'S'.repeat(6000) } });
  });

  it('matches a theme named like one of our templates', () => {
    expect(fromJsonResume({ meta: { theme: 'Modern' } }).template).toBe('modern');
    expect(fromJsonResume({ meta: { theme: 'minimal' } })).toStrictEqual({ template: 'minimal' });
  });
});

/** Edge cases a real file can hold: over-long and empty values, blank entries, odd level words, keys anywhere. */
const awkward = {
  basics: {
    name: 'N'.repeat(250),
    email: '',
    summary: 'S'.repeat(6000),
    location: { city: 'Lyon', countryCode: 'FR', floor: 3 },
    profiles: [{ network: 'linkedin', username: 'someone' }],
  },
  work: [
    {},
    { name: 'Acme\u0000Corp', startDate: '2020', endDate: '' },
    { position: 'Consultant', highlights: ['Only highlights', ''] },
    { summary: 'Text\n• that looks like a list' },
    { name: 'Umbrella', id: 'their-own-id', summary: '', highlights: [] },
  ],
  education: [{ institution: 'MIT', score: '4.0' }, { courses: ['Only courses'] }, { score: '' }],
  skills: [{ name: 'Go', level: 'Guru' }, { name: 'Rust', level: 'EXPERT' }, { name: 'Zig', level: '' }, { keywords: ['lonely'] }, { name: 'C' }],
  meta: { theme: 'Modern' },
  'unknown top-level': 'kept',
};

describe('toJsonResume', () => {
  it('writes a resume made in the builder as plain JSON Resume, field by field', () => {
    expect(toJsonResume(built)).toStrictEqual({
      basics: {
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+49 30 1234567',
        url: 'https://jane.dev',
        summary: 'Data analyst who turns messy data into decisions.',
        location: { city: 'Berlin, Germany' },
        profiles: [{ network: 'LinkedIn', username: 'janedoe', url: 'https://www.linkedin.com/in/janedoe' }],
      },
      work: [
        {
          name: 'Globex',
          location: 'Berlin',
          position: 'Senior Data Analyst',
          startDate: '2022-01',
          summary: 'Own the revenue dashboards.',
          highlights: ['Built the churn model', 'Cut reporting from days to hours'],
        },
        { name: 'Initech', location: 'Hamburg', position: 'Data Analyst', startDate: '2019-06', endDate: '2021-12', summary: 'Weekly sales reporting.' },
      ],
      education: [{ institution: 'TU Berlin', area: 'Statistics', studyType: 'MSc', startDate: '2017', endDate: '2019', summary: 'Thesis on survey sampling.' }],
      skills: [
        { name: 'SQL', level: 'Master' },
        { name: 'Python', level: 'Advanced' },
        { name: 'R', level: 'Beginner' },
      ],
      meta: { theme: 'modern' },
    });
  });

  it('writes every level as its word', () => {
    const skills = toJsonResume({ skills: [1, 2, 3, 4, 5].map((level) => ({ name: 's', level })) }).skills;
    expect(skills?.map((s) => s.level)).toStrictEqual(['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master']);
  });

  it('writes no end date for a current job, even one the builder still holds', () => {
    const [job] = toJsonResume({ experience: [{ company: 'A', startDate: '2020', endDate: '2021', current: true }] }).work!;
    expect(job).toStrictEqual({ name: 'A', startDate: '2020' });
  });

  it('writes an earlier version’s free-text month in ISO form, and other free text as written', () => {
    const { work, education } = toJsonResume({
      experience: [{ company: 'A', startDate: 'Sep 2019', endDate: '03/2021' }],
      education: [{ institution: 'B', startDate: 'Autumn 2014', endDate: '2018' }],
    });
    expect(work![0]).toStrictEqual({ name: 'A', startDate: '2019-09', endDate: '2021-03' });
    expect(education![0]).toMatchObject({ startDate: 'Autumn 2014', endDate: '2018' });
  });

  it('writes a grade line and course bullets of an education description back as score and courses', () => {
    const [edu] = toJsonResume({ education: [{ institution: 'MIT', description: 'Grade: 4.0\nThesis on graphs.\n• Algorithms\n• Logic' }] }).education!;
    expect(edu).toStrictEqual({ institution: 'MIT', score: '4.0', summary: 'Thesis on graphs.', courses: ['Algorithms', 'Logic'] });
  });

  it('leaves out the builder’s blank rows but writes an empty list for an empty section', () => {
    expect(toJsonResume({ experience: [{ id: 'e', company: ' ', current: false }], skills: [{ name: '', level: 3 }] })).toStrictEqual({ work: [], skills: [] });
    expect(toJsonResume({})).toStrictEqual({});
  });

  it('writes the user’s edits over the imported originals and keeps the rest', () => {
    const data = fromJsonResume(sample);
    const [first, second] = data.experience!;
    const edited: ResumeData = {
      ...data,
      template: 'creative',
      personalInfo: { ...data.personalInfo, location: 'Paris', linkedin: 'https://www.linkedin.com/in/amelie-l' },
      experience: [
        { ...first, current: false, endDate: '2024-06', description: 'Led log ingestion.\n• Cut latency by half' },
        { ...second, company: 'Criteo SA' },
      ],
      skills: data.skills!.map((s, i) => (i === 1 ? { ...s, level: 4 } : s)),
    };
    const out = toJsonResume(edited);
    expect(out.basics?.location).toStrictEqual({ city: 'Paris' });
    expect(out.basics?.profiles).toStrictEqual([
      { network: 'GitHub', username: 'alaurent', url: 'https://github.com/alaurent' },
      { network: 'LinkedIn', username: 'amelie-l', url: 'https://www.linkedin.com/in/amelie-l' },
    ]);
    expect(out.work?.[0]).toStrictEqual({
      ...sample.work[0],
      endDate: '2024-06',
      summary: 'Led log ingestion.',
      highlights: ['Cut latency by half'],
    });
    expect(out.work?.[1]).toStrictEqual({ ...sample.work[1], name: 'Criteo SA' });
    expect(out.skills?.[1]).toStrictEqual({ name: 'Kubernetes', level: 'Expert', keywords: ['Helm', 'operators'] });
    // A JSON Resume theme is not replaced by our template; ours only fills a theme that is one of ours.
    expect(out.meta).toStrictEqual(sample.meta);
    expect(toJsonResume({ ...fromJsonResume({ meta: { theme: 'modern', version: 'v1' } }), template: 'creative' }).meta).toStrictEqual({ theme: 'creative', version: 'v1' });
  });

  it('drops the LinkedIn profile the user cleared and keeps the others', () => {
    const data = fromJsonResume(sample);
    const out = toJsonResume({ ...data, personalInfo: { ...data.personalInfo, linkedin: '' } });
    expect(out.basics?.profiles).toStrictEqual([sample.basics.profiles[0]]);
  });
});

describe('round trips', () => {
  it('JSON Resume → ours → JSON Resume gives back the full sample, byte for byte', () => {
    expect(toJsonResume(fromJsonResume(sample))).toStrictEqual(sample);
    expect(JSON.stringify(toJsonResume(fromJsonResume(sample)), null, 2)).toBe(JSON.stringify(sample, null, 2));
  });

  it('gives back the sample after the server stored the import (schema-parsed, through JSON)', () => {
    expect(toJsonResume(stored(fromJsonResume(sample)))).toStrictEqual(sample);
  });

  it('gives back awkward documents exactly: over-long, empty and unknown values, blank entries', () => {
    expect(toJsonResume(stored(fromJsonResume(awkward)))).toStrictEqual(awkward);
    const minimal = { basics: {}, work: [], meta: {} };
    expect(toJsonResume(fromJsonResume(minimal))).toStrictEqual(minimal);
  });

  it('gives back what the builder cannot show after it filled the missing fields with empty strings', () => {
    const doc = {
      basics: { label: 'Engineer', location: { floor: 3 }, profiles: [{ network: 'GitHub', url: 'https://github.com/x' }] },
      work: [{ name: 'Acme', startDate: '2020' }],
    };
    const data = fromJsonResume(doc);
    const opened = { ...data, summary: '', personalInfo: { fullName: '', email: '', phone: '', location: '', linkedin: '', website: '', ...data.personalInfo } };
    expect(toJsonResume(opened)).toStrictEqual(doc);
  });

  it('keeps even a "__proto__" key', () => {
    const text = '{"basics":{"name":"A","__proto__":{"x":1}},"__proto__":[2]}';
    expect(JSON.stringify(toJsonResume(fromJsonResume(JSON.parse(text))))).toBe(text);
  });

  it('ours → JSON Resume → ours gives back the builder’s resume, but for ids, empty fields and blank rows', () => {
    const back = fromJsonResume(toJsonResume(built));
    const withoutIdsAndEmpties = (data: ResumeData) => JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'id' || value === '' ? undefined : value)));
    expect(withoutIdsAndEmpties(back)).toStrictEqual(withoutIdsAndEmpties({ ...built, experience: built.experience!.slice(0, 2) }));
    expect(back.experience?.map((e) => e.id)).toStrictEqual(['work-0', 'work-1']);
    expect(resumeDataSchema.safeParse(back).success).toBe(true);
  });

  it('keeps dates: ISO days come in as months (shown by the month pickers) and go back out as they were until edited', () => {
    const doc = {
      work: [
        { name: 'Criteo', startDate: '2017-09-01', endDate: '2021-02-28' },
        { name: 'Datadog', startDate: '2021-03' },
        { name: 'Old', startDate: 'Spring 2010', endDate: '2012' },
      ],
      education: [{ institution: 'INSA Lyon', startDate: '2012-09-03', endDate: '2017' }],
    };
    const data = stored(fromJsonResume(doc));
    expect(data.experience?.map((e) => [e.startDate, e.endDate, e.current])).toStrictEqual([
      ['2017-09', '2021-02', false],
      ['2021-03', undefined, true],
      ['Spring 2010', '2012', false],
    ]);
    expect(data.education?.map((e) => [e.startDate, e.endDate])).toStrictEqual([['2012-09', '2017']]);
    // Untouched: the very dates of the file.
    expect(toJsonResume(data)).toStrictEqual(doc);
    // Edited in the builder: the months the builder holds, which are ISO 8601 too (a job's two dates go together, as its "current" does).
    const edited: ResumeData = {
      ...data,
      experience: data.experience!.map((e, i) => (i === 0 ? { ...e, endDate: '2021-05' } : e)),
      education: data.education!.map((e) => ({ ...e, startDate: '2012-10' })),
    };
    const out = toJsonResume(edited);
    expect(out.work?.[0]).toStrictEqual({ name: 'Criteo', startDate: '2017-09', endDate: '2021-05' });
    expect(out.education?.[0]).toStrictEqual({ institution: 'INSA Lyon', startDate: '2012-10', endDate: '2017' });
    expect(jsonResumeSchema.safeParse(out).success).toBe(true);
    // A resume made in the builder: its months are written as they are, and read back the same.
    const built = { experience: [{ id: 'e', company: 'Acme', startDate: '2022-01', endDate: '2023-06' }] };
    expect(toJsonResume(built).work).toStrictEqual([{ name: 'Acme', startDate: '2022-01', endDate: '2023-06' }]);
    expect(fromJsonResume(toJsonResume(built)).experience?.[0]).toMatchObject({ startDate: '2022-01', endDate: '2023-06', current: false });
  });

  it('does not share objects with its argument', () => {
    const input = structuredClone(sample);
    const data = fromJsonResume(input);
    (data.jsonResume as { meta: { version: string } }).meta.version = 'Changed';
    (data.projects![0]!.jsonResume as { keywords: string[] }).keywords[0] = 'Changed';
    const out = toJsonResume(data);
    out.projects![0]!.name = 'Changed';
    expect(input).toStrictEqual(sample);
    expect(toJsonResume(data).projects?.[0]?.name).toBe('logslice');
  });
});

/** Every value of a document (strings, numbers, list items…) by its path: `basics.profiles[1].url`. */
function leafPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leafPaths(v, path ? `${path}.${k}` : k));
  return [path];
}

/** The resume without what it keeps only for the export (the `jsonResume` extras): what the builder shows and edits. */
const withoutExtras = (data: ResumeData): ResumeData => JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'jsonResume' ? undefined : value)));

describe('the builder’s share of a JSON Resume', () => {
  it('holds every value of the sample in a field the builder edits, but for those it has no field for', () => {
    // Profiles by network: the builder's LinkedIn profile is the file's second, and the first without the others.
    const byNetwork = (doc: JsonResume) => ({ ...doc, basics: { ...doc.basics, profiles: Object.fromEntries((doc.basics?.profiles ?? []).map((p) => [p.network, p])) } });
    const all = leafPaths(byNetwork(sample));
    // What the builder's fields alone export again: its share of the file.
    const edited = new Set(leafPaths(byNetwork(toJsonResume(withoutExtras(fromJsonResume(sample))))));
    const hidden = all.filter((path) => !edited.has(path));
    expect(hidden).toStrictEqual([
      '$schema',
      'basics.image',
      'basics.location.address',
      'basics.location.postalCode',
      'basics.location.countryCode',
      'basics.location.region',
      'basics.profiles.GitHub.network',
      'basics.profiles.GitHub.username',
      'basics.profiles.GitHub.url',
      'basics.pronouns',
      'work[0].description',
      'work[0].url',
      'work[0].team',
      'work[1].description',
      'work[1].url',
      'education[0].url',
      'education[1].url',
      'skills[0].keywords[0]',
      'skills[0].keywords[1]',
      'skills[1].keywords[0]',
      'skills[1].keywords[1]',
      'projects[0].keywords[0]',
      'projects[0].keywords[1]',
      'projects[0].entity',
      'projects[0].type',
      'meta.canonical',
      'meta.version',
      'meta.lastModified',
      'meta.theme',
      'x-generator.name',
      'x-generator.flags[0]',
      'x-generator.flags[1]',
      'x-generator.flags[2]',
    ]);
    expect(all.length - hidden.length).toBe(84);
  });

  it('writes the user’s edits of the new sections as JSON Resume', () => {
    const data = fromJsonResume(sample);
    const out = toJsonResume({
      ...data,
      personalInfo: { ...data.personalInfo, label: 'Staff Engineer' },
      projects: data.projects!.map((p) => ({ ...p, roles: 'Author, Maintainer, Speaker', description: 'A CLI for logs\n• 1,500 stars\n- Used at Datadog' })),
      interests: [{ id: 'i', name: 'Climbing', keywords: ' bouldering ,, Fontainebleau, ' }],
      languages: [...data.languages!, { id: 'new', language: 'German', fluency: 'B1' }, { id: 'blank', language: '', fluency: '' }],
      volunteer: [{ id: 'v', organization: 'Code Club', position: 'Mentor', startDate: '2023-02', current: true, description: '' }],
    });
    expect(out.basics?.label).toBe('Staff Engineer');
    expect(out.projects?.[0]).toStrictEqual({
      ...sample.projects[0],
      description: 'A CLI for logs',
      highlights: ['1,500 stars', 'Used at Datadog'],
      roles: ['Author', 'Maintainer', 'Speaker'],
    });
    expect(out.interests).toStrictEqual([{ name: 'Climbing', keywords: ['bouldering', 'Fontainebleau'] }]);
    expect(out.languages).toStrictEqual([...sample.languages, { language: 'German', fluency: 'B1' }]);
    expect(out.volunteer).toStrictEqual([{ organization: 'Code Club', position: 'Mentor', startDate: '2023-02' }]);
  });

  it('writes the custom section, the order and the hidden sections under keys of its own, and reads them back', () => {
    const data: ResumeData = {
      personalInfo: { fullName: 'Jane Doe' },
      custom: { title: 'Teaching', entries: [{ id: 'c1', title: 'Statistics 101', subtitle: 'TU Berlin', date: '2021-10', description: 'Weekly tutorial\n- 40 students' }, { id: 'c2', title: '' }] },
      sectionOrder: ['projects', 'experience', 'summary'],
      hiddenSections: ['skills'],
    };
    const out = toJsonResume(data) as Record<string, unknown>;
    expect(out['x-inkwell-custom']).toStrictEqual({ title: 'Teaching', entries: [{ title: 'Statistics 101', subtitle: 'TU Berlin', date: '2021-10', description: 'Weekly tutorial\n- 40 students' }] });
    expect(out.meta).toStrictEqual({ 'x-inkwell-sectionOrder': ['projects', 'experience', 'summary'], 'x-inkwell-hiddenSections': ['skills'] });
    const back = fromJsonResume(JSON.parse(JSON.stringify(out)));
    expect(back.custom).toStrictEqual({ title: 'Teaching', entries: [{ id: 'custom-0', title: 'Statistics 101', subtitle: 'TU Berlin', date: '2021-10', description: 'Weekly tutorial\n- 40 students' }] });
    expect(back.sectionOrder).toStrictEqual(['projects', 'experience', 'summary']);
    expect(back.hiddenSections).toStrictEqual(['skills']);
    expect(back.jsonResume).toBeUndefined();
    expect(toJsonResume(back)).toStrictEqual(out);
  });

  it('keeps section keys it does not know, and a custom section not in its own shape, as they came', () => {
    const doc = { meta: { 'x-inkwell-sectionOrder': ['projects', 'podcasts'] }, 'x-inkwell-custom': { title: 42 } };
    const data = fromJsonResume(doc);
    expect(data.sectionOrder).toStrictEqual(['projects']);
    expect(data.custom).toBeUndefined();
    expect(toJsonResume(data)).toStrictEqual(doc);
  });

  it('writes a section an earlier import kept whole in its extras back as it came', () => {
    const earlier: ResumeData = { personalInfo: { fullName: 'A' }, jsonResume: { volunteer: [{ organization: 'Red Cross' }] } };
    expect(toJsonResume(earlier).volunteer).toStrictEqual([{ organization: 'Red Cross' }]);
  });
});

describe('web addresses', () => {
  const schemeLess: ResumeData = {
    personalInfo: { fullName: 'Jane Doe', website: 'jane.dev', linkedin: 'linkedin.com/in/janedoe' },
    projects: [{ name: 'P', url: 'github.com/jane/p' }],
    volunteer: [{ organization: 'V', url: 'www.codeclub.org' }],
    certificates: [{ name: 'C', url: '//cncf.io/cka' }],
    publications: [{ name: 'Pub', url: 'http://example.org/paper' }],
  };

  /** Every `url` of a document with its path. */
  const urls = (doc: unknown): [string, unknown][] =>
    leafPaths(doc)
      .filter((path) => path.endsWith('.url'))
      .map((path) => [path, path.split(/\.|\[|\]\.?/).filter(Boolean).reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], doc)]);

  it('exports every address as an absolute URI (JSON Resume’s `format: uri`), adding https:// where the user wrote no scheme', () => {
    const found = urls(toJsonResume(schemeLess));
    expect(found).toStrictEqual([
      ['basics.url', 'https://jane.dev'],
      ['basics.profiles[0].url', 'https://linkedin.com/in/janedoe'],
      ['volunteer[0].url', 'https://www.codeclub.org'],
      ['certificates[0].url', 'https://cncf.io/cka'],
      ['publications[0].url', 'http://example.org/paper'],
      ['projects[0].url', 'https://github.com/jane/p'],
    ]);
    for (const [path, url] of found) expect(z.url().safeParse(url).success, path).toBe(true);
  });

  it('imports an address as the file has it', () => {
    const data = fromJsonResume({ basics: { url: 'jane.dev' }, projects: [{ name: 'P', url: 'github.com/jane/p' }] });
    expect(data.personalInfo?.website).toBe('jane.dev');
    expect(data.projects?.[0]?.url).toBe('github.com/jane/p');
  });
});

describe('validation', () => {
  it('rejects what is not a JSON object', () => {
    expect(errorOf(null).message).toBe('Not a JSON Resume document: expected a JSON object, not null.');
    expect(errorOf([sample]).message).toBe('Not a JSON Resume document: expected a JSON object, not a list.');
    expect(errorOf('{"basics":{}}').message).toBe('Not a JSON Resume document: expected a JSON object, not text.');
    expect(errorOf(42).message).toBe('Not a JSON Resume document: expected a JSON object, not a number.');
  });

  it('rejects JSON of another kind', () => {
    const ours = { personalInfo: built.personalInfo, experience: built.experience };
    expect(errorOf(ours).message).toBe('Not a JSON Resume document: it has none of the JSON Resume sections (basics, work, education, skills, …).');
    expect(fromJsonResume({})).toStrictEqual({});
  });

  it.each([
    [{ work: { name: 'Acme' } }, 'work', 'work must be a list, not an object'],
    [{ work: ['Acme'] }, 'work[0]', 'work[0] must be an object, not text'],
    [{ basics: [] }, 'basics', 'basics must be an object, not a list'],
    [{ basics: { name: 42 } }, 'basics.name', 'basics.name must be text, not a number'],
    [{ basics: { location: 'Lyon' } }, 'basics.location', 'basics.location must be an object, not text'],
    [{ basics: { profiles: [{ network: null }] } }, 'basics.profiles[0].network', 'basics.profiles[0].network must be text, not null'],
    [{ work: [{}, { highlights: 'Led the team' }] }, 'work[1].highlights', 'work[1].highlights must be a list, not text'],
    [{ skills: [{ name: 'Go', level: 4 }] }, 'skills[0].level', 'skills[0].level must be text, not a number'],
    [{ awards: { title: 'Best Paper' } }, 'awards', 'awards must be a list, not an object'],
    [{ meta: { theme: true } }, 'meta.theme', 'meta.theme must be text, not a boolean'],
  ])('names the wrong part of %j', (input, path, message) => {
    const error = errorOf(input);
    expect(error.message).toBe(`Not a JSON Resume document: ${message}.`);
    expect(error.path).toBe(path);
  });

  it('rejects more entries than a resume holds, and accepts as many', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Entry ${i}` }));
    expect(errorOf({ work: many(51) }).message).toBe('Too many entries to import: work has 51; a resume holds at most 50.');
    expect(errorOf({ education: many(51) }).message).toBe('Too many entries to import: education has 51; a resume holds at most 50.');
    expect(errorOf({ skills: many(101) }).message).toBe('Too many entries to import: skills has 101; a resume holds at most 100.');
    expect(errorOf({ projects: many(51) }).message).toBe('Too many entries to import: projects has 51; a resume holds at most 50.');
    const full = fromJsonResume({ work: many(50), education: many(50), skills: many(100) });
    expect([full.experience?.length, full.education?.length, full.skills?.length]).toStrictEqual([50, 50, 100]);
    expect(resumeDataSchema.safeParse(full).success).toBe(true);
  });

  it('describes the sample and its own exports as valid JSON Resume', () => {
    expect(jsonResumeSchema.safeParse(sample).success).toBe(true);
    expect(jsonResumeSchema.safeParse(toJsonResume(built)).success).toBe(true);
  });
});
