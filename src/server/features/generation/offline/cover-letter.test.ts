import { describe, expect, it } from 'vitest';
import { coverLetterRequestSchema, letterLengths, letterTones, letterWordTargets, type CoverLetterRequestInput } from '../../../../shared/cover-letter.ts';
import { countWords } from '../../../../shared/generation.ts';
import { matchJobAd } from '../../../../shared/job-match.ts';
import type { ResumeData } from '../../../../shared/resume.ts';
import { demoDocuments } from '../../../seed/demo-documents.ts';
import { leedsGraduate, letterAds } from './cover-letter-fixtures.ts';
import { composeCoverLetter } from './cover-letter.ts';

const developer: ResumeData = {
  personalInfo: { fullName: 'Maya Chen', email: 'maya@example.com', phone: '+44 20 7946 0000', location: 'Leeds' },
  summary: 'Frontend developer who builds accessible interfaces.',
  experience: [
    { company: 'Brightpath Learning', position: 'Web Developer', startDate: '2022-03', current: true, description: '- Built React components in TypeScript for a reading app\n- Managed CI/CD pipelines on GitHub Actions\n- Wrote unit tests with Vitest' },
    { company: 'Northgate Library', position: 'Digital Assistant', startDate: '2019-09', endDate: '2022-02', description: '- Maintained the library website in WordPress\n- Trained volunteers on the catalogue' },
  ],
  education: [{ institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science', startDate: '2016', endDate: '2019' }],
  skills: [{ name: 'JavaScript', level: 4 }, { name: 'Node.js' }, { name: 'Accessibility' }, { name: 'Figma', level: 2 }],
};

const nurse: ResumeData = {
  personalInfo: { fullName: 'Samuel Okafor', email: 'sam.okafor@example.org' },
  experience: [{ company: 'St Mary’s Hospital', position: 'Staff Nurse', startDate: '2020-01', current: true, description: 'Delivered patient care on a 30-bed surgical ward. Administered medication and kept accurate records.' }],
  education: [{ institution: 'King’s College London', degree: 'BSc', fieldOfStudy: 'Adult Nursing', endDate: '2019' }],
  skills: [{ name: 'Wound care' }, { name: 'Patient assessment' }],
};

const graduate: ResumeData = {
  personalInfo: { fullName: 'Léa Martin' },
  education: [{ institution: 'Université de Lyon', degree: 'Master', fieldOfStudy: 'Data Science', startDate: '2024', endDate: '2026' }],
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Statistics' }],
};

const archives = demoDocuments.find((d) => d.title === 'Resume – Archives Internship')!.data as ResumeData;

const ads = {
  frontend: {
    company: 'Northwind Health',
    role: 'Frontend Developer',
    jobAd: 'Northwind Health is hiring a Frontend Developer. You will build accessible interfaces with React and TypeScript, write unit tests and maintain CI/CD pipelines. Nice to have: GraphQL and experience with Storybook. Strong communication skills.',
  },
  nursing: {
    company: 'Riverside Clinic',
    role: 'Senior Nurse',
    jobAd: 'We are looking for a Senior Nurse with experience in patient care, wound care and medication administration. Leadership of a small team and mentoring of students is expected. NMC registration required.',
  },
  data: {
    company: 'Datalab',
    role: 'Junior Data Analyst',
    jobAd: 'Junior Data Analyst wanted: SQL, Python and statistics; Tableau dashboards; stakeholder communication.',
  },
  archive: {
    company: 'County Record Office',
    role: 'Archives Assistant',
    jobAd: 'The County Record Office seeks an Archives Assistant to catalogue collections, digitise records, answer reading-room enquiries and support outreach events. Knowledge of archival description standards is desirable.',
  },
} as const;

const resumes = { developer, nurse, graduate, archives } as const;

function letter(resume: ResumeData, ad: (typeof ads)[keyof typeof ads], extra: Partial<CoverLetterRequestInput> = {}, seed = 7) {
  const request = coverLetterRequestSchema.parse({ ...ad, ...extra });
  return composeCoverLetter({ request, resume, sender: resume.personalInfo ?? {}, seed, now: new Date('2026-11-24T00:00:00Z') });
}

/** Every capitalised word and number of the letter's body that appears in neither the inputs nor the letter's own fixed phrasing. */
function unknownFacts(text: string, ...sources: string[]): string[] {
  const known = sources.join(' ').toLowerCase();
  const fixed = new Set('Dear Hiring Manager I My The That This Your At As In Most Thank You What Colleagues Kind Best Yours'.split(' '));
  // Names and numbers inside sentences (a sentence's first word is capitalised anyway).
  const words = text.replace(/(^|[.!?:]\s+|\n)\p{Lu}\p{Ll}*/gu, '$1').match(/(?:\p{Lu}[\p{L}’'-]*|\d+(?:[,.]\d+)*)/gu) ?? [];
  return [...new Set(words)].filter((w) => !fixed.has(w) && !known.includes(w.toLowerCase()));
}

describe('the offline cover-letter writer', () => {
  for (const [resumeName, resume] of Object.entries(resumes)) {
    for (const [adName, ad] of Object.entries(ads)) {
      it(`writes a letter for the ${resumeName} resume and the ${adName} ad`, () => {
        const text = letter(resume, ad);
        // Names the company and the role.
        expect(text).toContain(ad.company);
        expect(text).toContain(ad.role);
        // A letter: greeting first, sign-off and the name last; no essay headings.
        expect(text.startsWith('Dear Hiring Manager,')).toBe(true);
        expect(text.trimEnd().endsWith(`Kind regards,\n\n${resume.personalInfo!.fullName!}`)).toBe(true);
        expect(text).not.toMatch(/^#/m);
        // At least one requirement the resume meets is named, when there is one.
        const met = matchJobAd(ad.jobAd, resume, { ignore: [ad.company, ad.role] }).found;
        if (met.length) expect(met.some((t) => text.toLowerCase().includes(t.term.toLowerCase()))).toBe(true);
        // No placeholder: the inputs hold the facts.
        expect(text).not.toContain('[');
        // Within ±15 % of the standard length.
        const words = countWords(text);
        expect(words).toBeGreaterThanOrEqual(letterWordTargets.standard * 0.85);
        expect(words).toBeLessThanOrEqual(letterWordTargets.standard * 1.15);
        // Only facts present in the inputs: every name and number comes from the resume or the request.
        expect(unknownFacts(text, JSON.stringify(resume), JSON.stringify(ad))).toEqual([]);
      });
    }
  }

  it('ties the resume to the requirements it matches, and names what the resume lacks without claiming it', () => {
    const text = letter(developer, ads.frontend);
    // The current role's lines, told in the first person (a line written in the past tense stays a finished piece of work).
    expect(text).toContain('I currently work as a Web Developer at Brightpath Learning.');
    expect(text).toContain('In that role, I built React components in TypeScript for a reading app.');
    expect(text).toContain('I wrote unit tests with Vitest');
    expect(text).toMatch(/The role also calls for [^.]*GraphQL[^.]*which my resume does not show yet/);
    // Requirements are named, never quoted from the ad.
    expect(text).not.toMatch(/[“”"]|your advertisement asks for/);
    expect(text).not.toMatch(/experience (with|in) GraphQL/);
  });

  it('names a requirement with a long name by its kind ("the role\'s degree requirement"), never by the ad\'s whole phrase', () => {
    const request = coverLetterRequestSchema.parse({ ...letterAds[0], tone: 'neutral', length: 'standard' });
    for (const seed of [1, 2, 3, 4, 5]) {
      const letter = composeCoverLetter({ request, resume: leedsGraduate, sender: { fullName: 'Priya Shah' }, seed, now: new Date('2026-12-04') });
      expect(letter).toContain("the role's degree requirement");
      expect(letter).not.toMatch(/numerate subject|such as Computer Science|Degree in/);
    }
  });

  it('greets a named manager and signs off in the tone chosen', () => {
    expect(letter(developer, ads.frontend, { manager: 'Ms Ana Rivera', tone: 'formal' })).toMatch(/^Dear Ms Rivera,[\s\S]*Yours sincerely,\n\nMaya Chen\n$/);
    expect(letter(developer, ads.frontend, { tone: 'enthusiastic' })).toMatch(/^Dear Hiring Manager,[\s\S]*Best wishes,\n\nMaya Chen\n$/);
  });

  for (const length of letterLengths) {
    for (const tone of letterTones) {
      it(`keeps a ${length} ${tone} letter within ±15 % of ${letterWordTargets[length]} words`, () => {
        for (const [name, resume] of Object.entries(resumes)) {
          for (const seed of [1, 2, 3]) {
            const words = countWords(letter(resume, ads.frontend, { length, tone }, seed));
            expect({ name, seed, words, ok: words >= letterWordTargets[length] * 0.85 && words <= letterWordTargets[length] * 1.15 }).toMatchObject({ ok: true });
          }
        }
      });
    }
  }

  it('writes from the resume alone when there is no ad, and asks for what is missing when there is no resume', () => {
    const noAd = letter(nurse, { company: 'Riverside Clinic', role: 'Senior Nurse', jobAd: '' } as never);
    expect(noAd).toContain('I currently work as a Staff Nurse at St Mary’s Hospital.');
    expect(noAd).toContain('In that role, I delivered patient care on a 30-bed surgical ward.');
    expect(noAd).not.toContain('[');
    const request = coverLetterRequestSchema.parse({ company: 'Datalab', role: 'Analyst' });
    const bare = composeCoverLetter({ request, resume: null, sender: {}, seed: 1 });
    expect(bare).toContain('[Describe a project, role or achievement that shows you can do this job]');
    expect(bare.trimEnd().endsWith('[Your name]')).toBe(true);
  });

  it('is the same letter for the same seed, and another phrasing for another seed', () => {
    expect(letter(developer, ads.frontend, {}, 5)).toBe(letter(developer, ads.frontend, {}, 5));
    const variants = new Set([1, 2, 3, 4, 5, 6].map((seed) => letter(developer, ads.frontend, {}, seed)));
    expect(variants.size).toBeGreaterThan(1);
  });
});
