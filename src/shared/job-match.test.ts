import { describe, expect, it } from 'vitest';
import { matchJobAd, mentions, maxJobTerms, type JobMatch } from './job-match.ts';
import type { ResumeData } from './resume.ts';

// What the job-match panel shows: the ad's requirements in two lists, each
// met one with the places of the resume that meet it, the missing ones
// ranked by how much the ad stresses them.

const terms = (list: JobMatch['found']) => list.map((r) => r.term);
const all = (match: JobMatch) => [...terms(match.found), ...terms(match.missing)];
const where = (match: JobMatch, term: string) => match.found.find((r) => r.term === term)?.places.map((p) => (p.label ? `${p.section}: ${p.label}` : p.section));

describe('matchJobAd, the Leeds data-analyst ad', () => {
  const resume: ResumeData = {
    skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }, { name: 'Git' }],
    experience: [{ position: 'Graduate Teaching Assistant', company: 'University of Leeds', description: '- Taught SQL queries and Python to 120 students\n- Built Tableau dashboards of module feedback' }],
    education: [{ institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Mathematics' }],
  };
  const ad = `Northfield Homes is looking for a Data Analyst to join our team in Leeds (hybrid, two days a week in the office).
We provide 300,000 homes across the North and manage supplies for our repairs service.
Essential:
Strong SQL and Python (pandas)
A BI tool such as Power BI or Tableau
You will document data pipelines and write SQL queries against our warehouse.
Desirable:
A degree in computer science, maths or statistics
Salary £32,000 plus benefits. Apply with your CV and a cover letter by 3 March 2026.`;
  const match = matchJobAd(ad, resume, { ignore: ['Northfield Homes', 'Data Analyst'] });

  it('finds Python, SQL and "Power BI or Tableau" (met by Tableau), with where', () => {
    expect(terms(match.found)).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI or Tableau']));
    expect(match.found.find((r) => r.term === 'Power BI or Tableau')?.members).toEqual(['Power BI', 'Tableau']);
    expect(where(match, 'Power BI or Tableau')).toEqual(['skills: Tableau', 'experience: Graduate Teaching Assistant, University of Leeds']);
    expect(where(match, 'Degree in computer science, maths or statistics')).toEqual(['education: BSc, Mathematics, University of Leeds']);
  });

  it('lists no place, employer, head-count, boilerplate or date', () => {
    const listed = all(match).join(' | ').toLowerCase();
    for (const word of ['leeds', '300,000', 'homes', 'cover letter', 'hybrid', 'supplies', 'northfield', 'salary', 'benefits', 'march', 'data analyst']) expect(listed, word).not.toContain(word);
  });

  it('ranks the essential requirements before the desirable ones', () => {
    const stressOf = (term: string) => [...match.found, ...match.missing].find((r) => r.term === term)?.stress;
    // "Python (pandas)" is Python, which pandas would also meet: one requirement, not two.
    expect(stressOf('Python')).toBe('essential');
    expect(all(match)).not.toContain('pandas');
    expect(stressOf('SQL')).toBe('essential');
    expect(stressOf('Degree in computer science, maths or statistics')).toBe('desirable');
    expect(match.found.find((r) => r.term === 'SQL')?.count).toBe(2);
  });
});

describe('matchJobAd, aliases and families', () => {
  it('JS meets JavaScript and JavaScript meets JS', () => {
    expect(terms(matchJobAd('Essential: JavaScript.', { skills: [{ name: 'JS' }] }).found)).toEqual(['JavaScript']);
    expect(terms(matchJobAd('You know JS well.', { skills: [{ name: 'JavaScript' }] }).found)).toEqual(['JS']);
  });

  it('Postgres (shown in the ad\'s words) meets PostgreSQL, and PostgreSQL meets a request for SQL', () => {
    const match = matchJobAd('Experience with Postgres and SQL.', { summary: 'Tuned PostgreSQL databases.' });
    expect(terms(match.found)).toEqual(expect.arrayContaining(['Postgres', 'SQL']));
    expect(match.missing).toEqual([]);
  });

  it('ranks essential over desirable, whatever the order', () => {
    const match = matchJobAd('Nice to have: Kubernetes.\nMust have: Docker.\nTerraform would be a plus.', {});
    expect(match.missing.map((r) => [r.term, r.stress])).toEqual([
      ['Docker', 'essential'],
      ['Kubernetes', 'desirable'],
      ['Terraform', 'desirable'],
    ]);
  });

  it('mentions: a requirement by any of its names, for the letter writer', () => {
    expect(mentions('Built dashboards in Tableau', 'Power BI or Tableau', 'en')).toBe(true);
    expect(mentions('Migrated Postgres clusters', 'PostgreSQL', 'en')).toBe(true);
    expect(mentions('Migrated Postgres clusters', 'Python', 'en')).toBe(false);
    expect(mentions('Managed releases weekly', 'manage releases', 'en')).toBe(true);
  });
});

describe('matchJobAd, other languages', () => {
  it('reads a French ad: tools, "tableaux croisés dynamiques" met by the same words, a degree', () => {
    const match = matchJobAd(
      'Nous recherchons un analyste pour notre équipe à Lyon. Profil recherché : maîtrise de SQL et de Python indispensable. La connaissance des tableaux croisés dynamiques est un atout. Diplôme en informatique ou statistiques.',
      { skills: [{ name: 'Python' }, { name: 'Excel' }], summary: 'Analyste maîtrisant les tableaux croisés dynamiques.', education: [{ institution: 'Université de Lyon', degree: 'Master', fieldOfStudy: 'Statistique' }] },
    );
    expect(match.language).toBe('fr');
    expect(terms(match.found)).toEqual(expect.arrayContaining(['Python', 'tableaux croisés dynamiques']));
    expect(match.found.some((r) => r.term.startsWith('Diplôme en informatique ou statistiques'))).toBe(true);
    expect(terms(match.missing)).toEqual(['SQL']);
    expect(all(match).join(' ').toLowerCase()).not.toContain('lyon');
  });

  it('reads a German ad: Führerschein is a driving licence, Deutsch a language with its level', () => {
    const match = matchJobAd('Ihr Profil: abgeschlossene Ausbildung als Elektriker, Führerschein Klasse B erforderlich, Deutsch C1. Wünschenswert: Erfahrung mit SAP.', {
      certificates: [{ name: 'Führerschein Klasse B' }],
      languages: [{ language: 'Deutsch', fluency: 'Muttersprache' }],
    });
    expect(match.language).toBe('de');
    expect(where(match, 'Führerschein Klasse B')).toEqual(['certificates: Führerschein Klasse B']);
    expect(where(match, 'Deutsch (C1)')).toEqual(['languages: Deutsch, Muttersprache']);
    expect(match.missing.find((r) => r.term === 'SAP')?.stress).toBe('desirable');
  });

  it('an Italian ad: only the names every language writes alike, and says so', () => {
    const match = matchJobAd('Cerchiamo uno sviluppatore con esperienza in Python e Docker per il nostro ufficio di Milano. Ottima conoscenza della lingua inglese.', { skills: [{ name: 'Python' }] });
    expect(match.coverage).toBe('partial');
    expect(terms(match.found)).toEqual(['Python']);
    expect(terms(match.missing)).toEqual(['Docker']);
  });
});

describe('matchJobAd, bounds', () => {
  it('an empty ad, or one with no requirement, gives two empty lists', () => {
    for (const text of ['', '   \n ', 'We are looking for you. Join our team!']) {
      const match = matchJobAd(text, { skills: [{ name: 'Python' }] });
      expect([match.found, match.missing], JSON.stringify(text)).toEqual([[], []]);
    }
  });

  it('an empty resume meets nothing', () => {
    const match = matchJobAd('Essential: Python, SQL and Excel.', {});
    expect(match.found).toEqual([]);
    expect(terms(match.missing)).toEqual(['Python', 'SQL', 'Excel']);
  });

  it(`lists at most ${maxJobTerms} requirements, and reads a resume of 200 bullets`, () => {
    const bullets = Array.from({ length: 200 }, (_, i) => `- Delivered project ${i} with Python and Docker`).join('\n');
    const ad = 'Requirements: Python, Java, Go, Rust, Ruby, PHP, Kotlin, Swift, Scala, MATLAB, Perl, Elixir, Haskell, Dart, Docker, Kubernetes, Terraform, Ansible, AWS, Azure, Jira, Figma, Sketch, Canva, Xero, QuickBooks, SAP, Salesforce, HubSpot, Tableau, Looker, Snowflake, dbt, Airflow.';
    const match = matchJobAd(ad, { experience: [{ position: 'Engineer', company: 'Acme', description: bullets }, { position: 'Lead', company: 'Initech', description: bullets }] });
    expect(match.found.length + match.missing.length).toBe(maxJobTerms);
    expect(terms(match.found)).toEqual(expect.arrayContaining(['Python', 'Docker']));
  });
});

describe('matchJobAd, how an ad asks', () => {
  it('reads an amount of experience as one requirement, met where the resume shows its subject', () => {
    const match = matchJobAd('What you need\n- 3+ years of B2B marketing experience, ideally in SaaS\n- HubSpot', {
      experience: [{ position: 'Marketing Manager', company: 'Finlo', description: '- Ran B2B marketing campaigns for a payroll product' }],
    });
    expect(terms(match.found)).toEqual(['3+ years of B2B marketing experience']);
    expect(terms(match.missing)).toEqual(['HubSpot']);
  });

  it('keeps the first name of "X, especially A and B" and lets A meet it', () => {
    const match = matchJobAd('Requirements\n- Confident with Microsoft Office, especially Word, Excel and Outlook\n- Full UK driving licence', { skills: [{ name: 'Microsoft Word' }] });
    expect(terms(match.found)).toEqual(['Microsoft Office']);
    expect(terms(match.missing)).toEqual(['Full UK driving licence']);
  });

  it('skips the company story and the sentences about applying', () => {
    const ad = [
      'Electrician',
      'Trent Electrical has been wiring homes, shops and schools across the county since 1987, and our 35 electricians and apprentices carry out 4,000 jobs a year.',
      'What we need',
      '- Full UK driving licence',
      'Please send your CV to jobs@trent.example; interviews will be held in March and the post is subject to an enhanced DBS check.',
    ].join('\n');
    expect(all(matchJobAd(ad, {}))).toEqual(['Full UK driving licence']);
  });

  it('asks a language at the level the ad writes in words, and a master’s only of a master’s', () => {
    const ad = 'Profil recherché\n- Anglais courant\n- Master en informatique';
    const beginner = matchJobAd(ad, {
      language: 'fr',
      languages: [{ language: 'Anglais', fluency: 'Notions (A2)' }],
      education: [{ institution: 'Université Lyon 2', degree: 'Licence', fieldOfStudy: 'Informatique' }],
    });
    expect(terms(beginner.missing)).toEqual(['Anglais courant', 'Master en informatique']);
    const fluent = matchJobAd(ad, {
      language: 'fr',
      languages: [{ language: 'Anglais', fluency: 'Courant (C1)' }],
      education: [{ institution: 'Université Lyon 2', degree: 'Master', fieldOfStudy: 'Informatique' }],
    });
    expect(terms(fluent.found)).toEqual(['Anglais courant', 'Master en informatique']);
  });
});
