import { describe, expect, it } from 'vitest';
import { matchJobAd, maxJobTerms, type JobMatch } from './job-match.ts';
import type { ResumeData } from './resume.ts';

// What the job-match panel shows: the ad's key terms in two lists, each found
// term with the places of the resume that hold it.

const resume: ResumeData = {
  personalInfo: { fullName: 'Sam Rivera' },
  summary: 'Front-end developer who cares about accessible interfaces and people management.',
  experience: [
    { company: 'Acme', position: 'Web Developer', description: 'Built React apps in TypeScript.\nManaged releases with CI/CD pipelines.\nWrote unit tests.' },
    { company: 'Initech', position: 'Intern', description: 'Wrote C++ tools and Node.js scripts.' },
    // Not on the resume yet (no company, no position): never a place.
    { description: 'Kubernetes clusters' },
  ],
  education: [{ institution: 'State University', degree: 'B.S.', fieldOfStudy: 'Computer Science' }],
  skills: [{ name: 'TypeScript' }, { name: '  ' }, { name: 'Docker' }],
};

const ad = `Globex Corporation is looking for a Frontend Engineer to join our team.
Requirements: 5+ years of experience with React and TypeScript. Experience with Node.js, C++ and CI/CD.
You will manage releases, write unit tests and work with Kubernetes and GraphQL.
Strong communication skills required. Nice to have: Docker, AWS, computer science degree.
React experience is a must. Globex offers great benefits and a friendly team.`;

/** The lists as a user reads them: each term with where it is ("Experience: Web Developer, Acme"). */
function shown(match: JobMatch) {
  const where = (p: JobMatch['found'][number]['places'][number]) => (p.label ? `${p.section}: ${p.label}` : p.section);
  return {
    found: Object.fromEntries(match.found.map((t) => [t.term, t.places.map(where)])),
    missing: match.missing.map((t) => t.term),
  };
}
const terms = (match: JobMatch) => [...match.found, ...match.missing].map((t) => t.term);

describe('matchJobAd, an English ad', () => {
  const match = matchJobAd(ad, resume, { ignore: ['Globex'] });
  const { found, missing } = shown(match);

  it('lists the terms the resume holds with the places that hold them', () => {
    expect(match.language).toBe('en');
    expect(found['React']).toEqual(['experience: Web Developer, Acme']);
    expect(found['TypeScript']).toEqual(['skills: TypeScript', 'experience: Web Developer, Acme']);
    expect(found['Docker']).toEqual(['skills: Docker']);
    expect(found['unit tests']).toEqual(['experience: Web Developer, Acme']);
    expect(found['computer science degree']).toEqual(['education: B.S., Computer Science, State University']);
    expect(found['Frontend Engineer']).toBeUndefined();
  });

  it('lists what the resume does not have yet, and a description of an entry the resume does not show is not a place', () => {
    expect(missing).toEqual(expect.arrayContaining(['Kubernetes', 'GraphQL', 'AWS', 'communication']));
    expect(found['Kubernetes']).toBeUndefined();
  });

  it('counts how often the ad asks for a term, in any form', () => {
    expect(match.found.find((t) => t.term === 'React')?.count).toBe(2);
    expect(match.found.find((t) => t.term === 'Docker')?.count).toBe(1);
  });

  it('finds a term in another inflection: "manage releases" in "Managed releases"', () => {
    expect(found['manage releases']).toEqual(['experience: Web Developer, Acme']);
    const managed = matchJobAd('You have managed, mentored and coached.', { summary: 'Ten years in people management.' });
    expect(shown(managed).found).toEqual({ managed: ['summary'] });
    expect(shown(managed).missing).toContain('mentored');
  });

  it('keeps technical terms whole: C++, Node.js, CI/CD', () => {
    expect(found['C++']).toEqual(['experience: Intern, Initech']);
    expect(found['Node.js']).toEqual(['experience: Intern, Initech']);
    expect(found['CI/CD']).toEqual(['experience: Web Developer, Acme']);
    expect(terms(match)).not.toContain('C');
    expect(terms(match)).not.toContain('Node');
    expect(terms(match)).not.toContain('CI');
  });

  it('never lists stop words or the words every ad uses', () => {
    const listed = terms(match).flatMap((term) => term.toLowerCase().split(' '));
    for (const word of ['experience', 'team', 'years', 'requirements', 'required', 'strong', 'skills', 'looking', 'join', 'benefits', 'with', 'and', 'the', '5']) {
      expect(listed, word).not.toContain(word);
    }
  });

  it('drops the company named in `ignore`, and phrases that hold its name', () => {
    expect(terms(match).filter((term) => /globex/i.test(term))).toEqual([]);
    // Without it, the employer's name would be listed as a term the resume lacks.
    expect(matchJobAd(ad, resume).missing.map((t) => t.term)).toContain('Globex Corporation');
  });

  it('ends a term at the end of a line: requirements listed one a line, with no marks, stay apart', () => {
    const listed = matchJobAd('Requirements\nReact\nTypeScript\nKubernetes\n\nMetadata experience is a must', { skills: [{ name: 'React' }] });
    expect(shown(listed)).toEqual({ found: { React: ['skills: React'] }, missing: expect.arrayContaining(['TypeScript', 'Kubernetes', 'Metadata']) });
    expect(terms(listed)).not.toContain('React TypeScript Kubernetes');
  });

  it('keeps the order of weight: a term the ad repeats comes before one it says once', () => {
    const repeated = matchJobAd('Python. Python. Python. Rust.', {});
    expect(repeated.missing.map((t) => [t.term, t.count])).toEqual([
      ['Python', 3],
      ['Rust', 1],
    ]);
  });
});

describe('matchJobAd, edge cases', () => {
  it('an empty ad, or one of stop words only, gives two empty lists', () => {
    for (const text of ['', '   \n ', 'We are looking for you. Join our team!']) {
      const match = matchJobAd(text, resume);
      expect([match.found, match.missing], JSON.stringify(text)).toEqual([[], []]);
    }
  });

  it(`lists at most ${maxJobTerms} terms`, () => {
    const tools = Array.from({ length: 60 }, (_, i) => `Tool${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    const match = matchJobAd(`Our stack: ${tools.join(', ')}.`, { skills: [{ name: tools[0] }] });
    expect(match.found.length + match.missing.length).toBe(maxJobTerms);
    expect(maxJobTerms).toBe(30);
  });

  it('an empty resume holds nothing', () => {
    const match = matchJobAd(ad, {});
    expect(match.found).toEqual([]);
    expect(match.missing.map((t) => t.term)).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Kubernetes']));
  });
});

describe('matchJobAd, other languages', () => {
  it('reads a French ad in French', () => {
    const match = matchJobAd(
      'Nous recherchons un développeur web pour rejoindre notre équipe. Vous maîtrisez React et la gestion de projet. Une expérience en intégration continue est un atout.',
      { summary: 'Développeur spécialisé en gestion de projets.', skills: [{ name: 'React' }] },
    );
    expect(match.language).toBe('fr');
    const { found, missing } = shown(match);
    expect(found).toEqual({ React: ['skills: React'], gestion: ['summary'], projet: ['summary'] });
    expect(missing).toEqual(expect.arrayContaining(['développeur web', 'intégration continue']));
    expect(terms(match).map((t) => t.toLowerCase())).not.toContain('équipe');
  });

  it('reads a German ad in German: "Datenbanken" finds "Datenbank"', () => {
    const match = matchJobAd('Wir suchen eine Softwareentwicklerin für unser Team. Sie haben Erfahrung mit Projektmanagement und Datenbanken. Kenntnisse in Java sind erforderlich.', {
      summary: 'Entwicklerin mit Schwerpunkt Datenbank.',
      skills: [{ name: 'Java' }],
    });
    expect(match.language).toBe('de');
    expect(shown(match)).toEqual({ found: { Datenbanken: ['summary'], Java: ['skills: Java'] }, missing: ['Softwareentwicklerin', 'Projektmanagement'] });
  });

  it('reads a Spanish ad in Spanish', () => {
    const match = matchJobAd('Buscamos un desarrollador para unirse a nuestro equipo. Se requiere experiencia en gestión de proyectos y Python. Valoramos conocimientos de Kubernetes.', {
      summary: 'Desarrolladora con experiencia en la gestión de proyectos.',
      skills: [{ name: 'Python' }],
    });
    expect(match.language).toBe('es');
    const { found, missing } = shown(match);
    expect(found).toMatchObject({ gestión: ['summary'], proyectos: ['summary'], Python: ['skills: Python'] });
    expect(missing).toContain('Kubernetes');
    // "Se requiere" (is required) and "equipo" (team) say nothing about the job.
    expect(terms(match).map((t) => t.toLowerCase())).not.toContain('requiere');
    expect(terms(match).map((t) => t.toLowerCase())).not.toContain('equipo');
  });

  it('reads a Chinese ad in Chinese, split into words without spaces', () => {
    const match = matchJobAd('我们正在招聘前端工程师，要求熟悉数据分析和项目管理，具备良好的沟通能力。', { summary: '五年数据分析经验，负责项目管理。' });
    expect(match.language).toBe('zh');
    expect(shown(match)).toEqual({ found: { 数据分析: ['summary'], 项目管理: ['summary'] }, missing: ['前端工程师', '沟通'] });
  });
});
