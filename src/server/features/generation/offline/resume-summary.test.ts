import { describe, expect, it } from 'vitest';
import { bracketNotes } from '../../../../shared/bracket-notes.ts';
import { resumeToPlainText, type ResumeData } from '../../../../shared/resume.ts';
import { degreeName } from '../../../../shared/degree-name.ts';
import { composeResumeSummary } from './resume-summary.ts';

const now = new Date('2024-06-15T12:00:00Z');
const seeds = Array.from({ length: 30 }, (_, i) => i + 1);
const summarise = (resume: ResumeData, seed = 1) => composeResumeSummary(resume, seed, now);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
// The test data holds no abbreviations with full stops, so a stop ends a sentence.
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
/** Skills with their levels (1–5), in the order written. */
const skillsAt = (levels: Record<string, number>) => Object.entries(levels).map(([name, level]) => ({ name, level }));
const presentTense = /\b(currently|now)\b/i;
const pastTense = /\b(former|formerly|previously|worked)\b/i;

const full: ResumeData = {
  experience: [
    { company: 'Contoso', position: 'Data Analyst', startDate: '2016-06', endDate: '02/2019', description: 'Built weekly sales dashboards for 40 regional managers.' },
    { company: 'Northwind Analytics', position: 'Senior Data Engineer', startDate: 'Mar 2019', current: true },
  ],
  education: [
    { institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science', endDate: '2016' },
    { institution: 'University of Edinburgh', degree: 'MSc', fieldOfStudy: 'Data Science', endDate: '2018' },
  ],
  skills: skillsAt({ Excel: 2, Python: 5, SQL: 4, 'Apache Spark': 4, Tableau: 3, dbt: 1 }),
};

const pastOnly: ResumeData = {
  experience: [{ company: 'Fabrikam', position: 'Support Engineer', startDate: '2018', endDate: 'Sept 2022' }],
  skills: [{ name: 'Linux' }, { name: 'Bash' }],
};

const currentOnly: ResumeData = {
  experience: [{ company: 'Fabrikam', position: 'Support Engineer', startDate: '2018', current: true }],
  skills: [{ name: 'Linux' }, { name: 'Bash' }],
};

const student: ResumeData = {
  education: [{ institution: 'TU München', degree: 'Bachelor of Science', fieldOfStudy: 'Mechanical Engineering', startDate: '2021', endDate: '2025' }],
  skills: skillsAt({ CAD: 4, MATLAB: 3 }),
};

describe('composeResumeSummary: a full resume', () => {
  it('names the current role, the computed span, the highest degree and the top skills by level', () => {
    for (const seed of seeds) {
      const text = summarise(full, seed);
      // The span: Jun 2016 – Feb 2019 and Mar 2019 – Jun 2024, 95 months, rounded down to seven years.
      for (const fact of ['Senior Data Engineer', 'Northwind Analytics', 'seven years', 'MSc', 'Data Science', 'University of Edinburgh']) expect(text).toContain(fact);
      expect(text).not.toContain('University of Leeds');
      for (const skill of ['Python', 'SQL', 'Apache Spark', 'Tableau']) expect(text).toContain(skill);
      expect(text).not.toMatch(/\b(Excel|dbt)\b/);
      expect(text.indexOf('Python')).toBeLessThan(text.indexOf('SQL'));
    }
  });

  it('reads as a 2–4 sentence, 40–90 word, plain-text resume summary without "I"', () => {
    for (const seed of seeds) {
      const text = summarise(full, seed);
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(text)).toBeLessThanOrEqual(4);
      expect(wordCount(text)).toBeGreaterThanOrEqual(40);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(text).not.toMatch(/\bI\b|\b(my|me)\b/i);
      expect(text).not.toMatch(/[*_#`\n]/);
      expect(text).not.toMatch(/\s{2}|\.\./);
      // The span is spelled out; the only figure is the one the description states.
      expect(text.match(/\d+/g)).toEqual(['40']);
      expect(text).toContain('building weekly sales dashboards for 40 regional managers');
      expect(text).toMatch(/^[A-Z]/);
      expect(text.endsWith('.')).toBe(true);
    }
  });
});

describe('composeResumeSummary: tense follows the most recent job', () => {
  it('describes a past job in the past tense', () => {
    for (const seed of seeds) {
      const text = summarise(pastOnly, seed);
      expect(text).toMatch(pastTense);
      expect(text).not.toMatch(presentTense);
      expect(text).toContain('Support Engineer');
      expect(text).toContain('Fabrikam');
      expect(text).toContain('four years'); // Jan 2018 – Sep 2022
    }
  });

  it('describes a current job in the present tense, also when the end date says "Present"', () => {
    const presentByDate: ResumeData = { ...currentOnly, experience: [{ company: 'Fabrikam', position: 'Support Engineer', startDate: '2018', endDate: 'Present' }] };
    for (const resume of [currentOnly, presentByDate]) {
      for (const seed of seeds) {
        const text = summarise(resume, seed);
        expect(text).toMatch(presentTense);
        expect(text).not.toMatch(pastTense);
        expect(text).toContain('six years'); // Jan 2018 – Jun 2024
      }
    }
  });

  it('takes the current job as the most recent whatever the list order', () => {
    const text = summarise({ experience: [...(full.experience ?? [])].reverse() }, 3);
    expect(text.indexOf('Senior Data Engineer')).toBeLessThan(text.indexOf('Data Analyst'));
    expect(text).toMatch(presentTense);
  });
});

describe('composeResumeSummary: experience span', () => {
  const withStart = (startDate: string, endDate?: string): ResumeData => ({
    experience: [{ company: 'Acme', position: 'Designer', startDate, ...(endDate ? { endDate } : { current: true }) }],
  });

  it.each([
    ['2019', 'five years'],
    ['2019-03', 'five years'],
    ['2019-03-20', 'five years'],
    ['Mar 2019', 'five years'],
    ['March 2019', 'five years'],
    ['03/2019', 'five years'],
    ['2023-06', 'a year'],
    ['Jan 2023', 'over a year'],
  ])('counts a current job started %s as %s', (start, span) => {
    for (const seed of seeds.slice(0, 8)) expect(summarise(withStart(start), seed)).toMatch(new RegExp(`(?<!over )\\b${span} of professional experience`));
  });

  it('rounds down and leaves the span out when it is under a year or the dates are unusable', () => {
    for (const resume of [withStart('2024-01'), withStart('sometime'), withStart(''), withStart('2020', 'ongoing-ish'), withStart('2030')]) {
      for (const seed of seeds.slice(0, 8)) expect(summarise(resume, seed)).not.toMatch(/\byears?\b|experience/);
    }
  });

  it('counts overlapping jobs once', () => {
    const overlapping: ResumeData = {
      experience: [
        { company: 'Acme', position: 'Designer', startDate: '2020-01', endDate: '2022-01' },
        { company: 'Globex', position: 'Illustrator', startDate: '2020-06', endDate: '2022-01' },
      ],
    };
    expect(summarise(overlapping)).toContain('two years');
  });
});

describe('composeResumeSummary: sparse resumes', () => {
  it('leads with education when there is no experience', () => {
    for (const seed of seeds) {
      const text = summarise(student, seed);
      for (const fact of ['Mechanical Engineering', 'TU München', 'Bachelor of Science', 'CAD', 'MATLAB']) expect(text).toContain(fact);
      expect(text).toMatch(/\bstudent\b/i); // the degree ends in 2025, after `now`
      expect(text).not.toMatch(/experience|\d/);
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(text)).toBeLessThanOrEqual(4);
    }
    const graduate = summarise({ education: [{ ...student.education?.[0], endDate: '2023' }] }, 2);
    expect(graduate).toMatch(/\bgraduate\b/i);
    expect(graduate).not.toMatch(/\bstudent\b/i);
  });

  it('leads with skills when skills are all there is, leaving the field as a placeholder', () => {
    for (const seed of seeds) {
      const text = summarise({ skills: [{ name: 'Figma', level: 4 }, { name: 'Illustrator' }, { name: 'Photoshop' }] }, seed);
      for (const skill of ['Figma', 'Illustrator', 'Photoshop']) expect(text).toContain(skill);
      expect(text).toContain('[your field]');
      expect(text).not.toMatch(/\d|\byears?\b|experience|graduate|student/i);
    }
  });

  it('gives an empty resume a short summary of clearly marked placeholders and no invented facts', () => {
    for (const seed of seeds) {
      const text = summarise({}, seed);
      expect(text).toContain('[your field]');
      expect(text).toContain('[years] of experience');
      expect(text).toContain('[add a measurable achievement]');
      expect(text).not.toMatch(/\d/);
      // Outside the brackets only connecting words remain: no title, company or skill.
      expect(text.replace(/\[[^\]]*\]/g, '')).not.toMatch(/\p{Lu}\p{Ll}+ (at|from) /u);
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(text)).toBeLessThanOrEqual(4);
    }
  });
});

describe('composeResumeSummary: only visible entries count', () => {
  it('ignores entries the preview hides', () => {
    const hidden: ResumeData = {
      experience: [{ company: '', position: '  ', startDate: '1990', current: true, description: 'Ghost role' }, ...(pastOnly.experience ?? [])],
      education: [{ institution: '', degree: ' ', fieldOfStudy: 'Astrophysics', endDate: '2020' }],
      skills: [{ name: '   ', level: 5 }, ...(pastOnly.skills ?? [])],
    };
    for (const seed of seeds) {
      const text = summarise(hidden, seed);
      expect(text).toBe(summarise(pastOnly, seed));
      expect(text).not.toMatch(/Astrophysics|Ghost|thirty/);
      expect(text).not.toMatch(presentTense);
    }
    expect(summarise({ experience: [{ company: ' ', position: '' }], education: [{ fieldOfStudy: 'Law' }], skills: [{ name: '' }] }, 4)).toBe(summarise({}, 4));
  });
});

describe('composeResumeSummary: wording', () => {
  it('is deterministic per seed and varies the wording, not the facts, across seeds', () => {
    expect(summarise(full, 7)).toBe(summarise(full, 7));
    expect(summarise(full, 1)).not.toBe(summarise(full, 2));
    expect(new Set(seeds.map((seed) => summarise(full, seed))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(seeds.map((seed) => summarise(student, seed))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(seeds.map((seed) => summarise({}, seed))).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps Unicode names and the user’s capitalisation', () => {
    const resume: ResumeData = {
      experience: [{ company: 'Zürich Versicherung', position: 'Aktuarin', startDate: '2015', endDate: '2022-09' }],
      education: [{ institution: 'ETH Zürich', degree: 'Master of Science', fieldOfStudy: 'Mathematik', endDate: '2015' }],
      skills: [{ name: '数据分析', level: 5 }, { name: 'Ökonometrie', level: 4 }, { name: 'R' }],
    };
    for (const seed of seeds) {
      const text = summarise(resume, seed);
      for (const fact of ['Zürich Versicherung', 'Aktuarin', 'ETH Zürich', 'Master of Science', 'Mathematik', '数据分析', 'Ökonometrie']) expect(text).toContain(fact);
    }
    const cased: ResumeData = { experience: [{ company: 'eBay', position: 'iOS developer', startDate: '2020', current: true }], skills: [{ name: 'dbt', level: 5 }, { name: 'SwiftUI' }] };
    for (const seed of seeds) {
      const text = summarise(cased, seed);
      for (const fact of ['iOS developer', 'eBay', 'dbt', 'SwiftUI']) expect(text).toContain(fact);
      expect(text).not.toMatch(/IOS|EBay|Dbt/);
    }
  });

  it('does not double a full stop the user typed', () => {
    const text = summarise({ experience: [{ company: 'Acme Inc.', position: 'Buyer', startDate: '2019', endDate: '2021' }] }, 5);
    expect(text).toContain('Acme Inc.');
    expect(text).not.toContain('..');
  });

  it('stays within the word budget with long names and still names at least two skills', () => {
    const long = (n: number) => `Enterprise Cloud Platform Reliability Engineering ${n}`;
    const resume: ResumeData = {
      experience: [1, 2, 3].map((n) => ({ company: `${long(n)} Holdings`, position: `Principal ${long(n)} Lead`, startDate: `${2010 + n * 3}`, endDate: `${2013 + n * 3}` })),
      education: [{ institution: 'Massachusetts Institute of Technology Sloan School', degree: 'Master of Business Administration', fieldOfStudy: 'Technology Strategy and Operations' }],
      skills: [1, 2, 3, 4].map((n) => ({ name: `Distributed Systems Observability Tooling ${n}` })),
    };
    for (const seed of seeds) {
      const text = summarise(resume, seed);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(text).toContain('Distributed Systems Observability Tooling 1');
      expect(text).toContain('Distributed Systems Observability Tooling 2');
      expect(text).toContain(`Principal ${long(3)} Lead`);
    }
  });
});

// ---- Achievements and degrees -------------------------------------------------

const leeds: ResumeData = {
  experience: [
    { company: 'University of Leeds', position: 'Graduate Teaching Assistant', startDate: '2023-09', current: true, description: '- Run weekly SQL lab tutorials for 40 first-year students' },
    { company: 'Bramble Analytics', position: 'Data Analyst Intern', startDate: '2022-06', endDate: '2023-08', description: '- Cut report run time by 30%\n- Cleaned 2 million records with pandas' },
  ],
  education: [{ institution: 'University of Leeds', degree: 'BSc Computer Science', fieldOfStudy: 'Computer Science', startDate: '2019', endDate: '2022' }],
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }, { name: 'Git' }],
};

const manySeeds = Array.from({ length: 50 }, (_, i) => i * 7919 + 3);

/** Every figure the summary states ("30%", "2", "40") is written in the resume. */
function expectOnlyTheResumesFigures(text: string, resume: ResumeData) {
  const written = resumeToPlainText(resume) + JSON.stringify(resume);
  for (const figure of text.match(/[$£€]?\d[\d,.]*%?/g) ?? []) expect(written).toContain(figure.replace(/[.,]$/, ''));
}

describe('composeResumeSummary: the resume’s own achievements', () => {
  it('quotes the strongest measurable lines of the Leeds resume and leaves no note to fill in', () => {
    for (const seed of manySeeds) {
      const text = summarise(leeds, seed);
      expect(bracketNotes(text)).toEqual([]);
      // A percentage beats a large count, which beats the current role's small count.
      expect(text).toMatch(/\bcutting report run time by 30% and cleaning 2 million records with pandas\b/);
      expect(text).not.toContain('40 first-year students');
      expect(text).not.toMatch(/Computer Science in Computer Science/);
      expect(text).toContain('BSc in Computer Science');
      expectOnlyTheResumesFigures(text, leeds);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(sentenceCount(text)).toBeLessThanOrEqual(4);
    }
  });

  it('keeps the placeholder only when the resume states no result', () => {
    const noFigures: ResumeData = {
      experience: [{ company: 'Fabrikam', position: 'Support Engineer', startDate: '2018', current: true, description: '- Answered customer tickets\n- Maintained the knowledge base since 2019' }],
      skills: [{ name: 'Linux' }],
    };
    for (const seed of manySeeds.slice(0, 20)) {
      const text = summarise(noFigures, seed);
      expect(bracketNotes(text)).toEqual(['[add a measurable achievement]']);
      // A year is a date, not a result.
      expect(text).not.toContain('2019');
    }
  });

  it('gives a student’s projects and awards the place of achievements', () => {
    const withProjects: ResumeData = {
      ...student,
      projects: [{ name: 'Sentiment classifier', description: '- Built a sentiment classifier that reached 92% accuracy on 10,000 reviews' }],
      awards: [{ title: 'Dean’s List', summary: 'Ranked in the top 5% of the cohort' }],
    };
    for (const seed of manySeeds.slice(0, 20)) {
      const text = summarise(withProjects, seed);
      expect(bracketNotes(text)).toEqual([]);
      expect(text).toContain('building a sentiment classifier that reached 92% accuracy on 10,000 reviews');
      expect(text).toMatch(/\bstudent\b/i);
      expectOnlyTheResumesFigures(text, withProjects);
    }
    // A hidden section is not on the resume, so it is not quoted either.
    const hidden = summarise({ ...withProjects, hiddenSections: ['projects', 'awards'] }, 5);
    expect(hidden).not.toMatch(/92%|5%/);
    expect(bracketNotes(hidden)).toHaveLength(1);
  });

  it('draws on a career changer’s earlier role in its tense-free form, with the current role named', () => {
    const changer: ResumeData = {
      experience: [
        { company: 'St James’s Hospital', position: 'Staff Nurse', startDate: '2014', endDate: '2022-08', description: '- Led a team of 6 nurses on a 30-bed ward\n- Reduced handover time by 15 minutes per shift\n- Trained 12 newly qualified nurses' },
        { company: 'Northwind Health', position: 'Junior Data Analyst', startDate: '2022-09', current: true, description: '- Builds dashboards in Power BI' },
      ],
      education: [{ institution: 'Open University', degree: 'MSc Data Science', fieldOfStudy: 'Data Science', endDate: '2022' }],
      skills: [{ name: 'SQL' }, { name: 'Power BI' }],
    };
    for (const seed of manySeeds.slice(0, 20)) {
      const text = summarise(changer, seed);
      expect(text).toContain('Junior Data Analyst');
      expect(text).toMatch(/\bleading a team of 6 nurses on a 30-bed ward\b/);
      expect(text).not.toMatch(/\bLed\b|\bReduced\b/);
      expect(text).not.toMatch(/Data Science in Data Science/);
      expect(bracketNotes(text)).toEqual([]);
      expectOnlyTheResumesFigures(text, changer);
    }
  });

  it('leaves out lines in the first person or holding a note of their own', () => {
    const resume: ResumeData = {
      experience: [{ company: 'Acme', position: 'Buyer', startDate: '2019', current: true, description: '- I cut supplier costs by 12%\n- Saved [amount] on freight\n- Negotiated 25 supplier contracts' }],
    };
    for (const seed of manySeeds.slice(0, 10)) {
      const text = summarise(resume, seed);
      expect(text).toContain('negotiating 25 supplier contracts');
      expect(text).not.toMatch(/12%|\[amount\]|\bI\b/);
    }
  });

  it('stays within the word budget when the achievements are long, dropping the second before the first', () => {
    const wordy = 'Cut the monthly regional finance and operations reporting cycle for all fourteen European subsidiaries by 40%';
    const resume: ResumeData = { ...full, experience: [{ ...full.experience![1]!, description: `- ${wordy}\n- Migrated 300 nightly reporting jobs from the legacy scheduler to Airflow` }, full.experience![0]!] };
    for (const seed of seeds) {
      const text = summarise(resume, seed);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(text).toContain('cutting the monthly regional finance');
    }
  });
});

describe('degreeName', () => {
  it.each([
    ['BSc Computer Science', 'Computer Science', 'BSc in Computer Science'],
    ['MSc Data Science', 'Data Science', 'MSc in Data Science'],
    ['Bachelor of Arts in History', 'History', 'Bachelor of Arts in History'],
    ['PhD', 'Physics', 'PhD in Physics'],
    ['BSc (Hons) – Computer Science', 'computer science', 'BSc (Hons) in Computer Science'],
    ['BA History & Politics', 'History and Politics', 'BA History & Politics'],
    ['BSc Computer Science with Management', 'Computer Science', 'BSc Computer Science with Management'],
    ['BSc', 'BSc Physics', 'BSc Physics'],
    ['Master of Science', 'Mathematik', 'Master of Science in Mathematik'],
    ['', 'Law', 'Law'],
    ['MBA', ' ', 'MBA'],
  ])('names %j with %j as %j', (degree, field, name) => {
    expect(degreeName(degree, field)).toBe(name);
  });

  it('never repeats the field in a summary, with or without experience', () => {
    const pairs = [
      ['BSc Computer Science', 'Computer Science'],
      ['MSc Data Science', 'Data Science'],
      ['Bachelor of Arts in History', 'History'],
    ] as const;
    for (const [degree, fieldOfStudy] of pairs) {
      for (const experience of [[], leeds.experience!]) {
        for (const endDate of ['2022', '2030', '']) {
          for (const seed of seeds) {
            const text = summarise({ experience, education: [{ institution: 'University of York', degree, fieldOfStudy, endDate }] }, seed);
            expect(text).not.toContain(`${fieldOfStudy} in ${fieldOfStudy}`);
            expect(text.split(fieldOfStudy).length - 1).toBe(1);
          }
        }
      }
    }
    for (const seed of seeds) expect(summarise({ education: [{ institution: 'Imperial College London', degree: 'PhD', fieldOfStudy: 'Physics', endDate: '2020' }] }, seed)).toMatch(/PhD in Physics|Physics graduate|Studied Physics|background in Physics/);
  });
});
