import { describe, expect, it } from 'vitest';
import { firstPerson, gerundOf, pastOf, thirdOf } from './first-person.ts';

describe('firstPerson: a resume line as the writer says it', () => {
  const cases: [line: string, present: string, past: string][] = [
    ['Run weekly SQL lab tutorials for 40 first-year students', 'I run weekly SQL lab tutorials for 40 first-year students', 'I ran weekly SQL lab tutorials for 40 first-year students'],
    ['Cut report run time by 30% by rewriting SQL queries', 'I cut report run time by 30% by rewriting SQL queries', 'I cut report run time by 30% by rewriting SQL queries'],
    ['Cleaned 2 million records with pandas', 'I clean 2 million records with pandas', 'I cleaned 2 million records with pandas'],
    ['Built a Tableau dashboard for the operations team.', 'I build a Tableau dashboard for the operations team', 'I built a Tableau dashboard for the operations team'],
    ['Led a team of 4', 'I lead a team of 4', 'I led a team of 4'],
    ['Lead the design review', 'I lead the design review', 'I led the design review'],
    ['Teaches English to Year 9', 'I teach English to Year 9', 'I taught English to Year 9'],
    ['Manages the ward rota', 'I manage the ward rota', 'I managed the ward rota'],
    ['Studies user behaviour', 'I study user behaviour', 'I studied user behaviour'],
    ['Managing a team of 5', 'I manage a team of 5', 'I managed a team of 5'],
    ['Running the weekly stand-up', 'I run the weekly stand-up', 'I ran the weekly stand-up'],
    ['Responsible for patient handovers', 'I am responsible for patient handovers', 'I was responsible for patient handovers'],
    ['Migration of the billing system', 'I work on the migration of the billing system', 'I worked on the migration of the billing system'],
    ['I mentor two junior developers', 'I mentor two junior developers', 'I mentor two junior developers'],
    ['Planned the spring term', 'I plan the spring term', 'I planned the spring term'],
    ['Stopped duplicate payments', 'I stop duplicate payments', 'I stopped duplicate payments'],
    ['Copied records to the archive', 'I copy records to the archive', 'I copied records to the archive'],
    ['Created onboarding guides', 'I create onboarding guides', 'I created onboarding guides'],
    ['Designed and built the booking flow', 'I design and build the booking flow', 'I designed and built the booking flow'],
    ['Successfully launched the app', 'I successfully launch the app', 'I successfully launched the app'],
    ['Co-led the audit', 'I co-lead the audit', 'I co-led the audit'],
    ['Modelled demand in Excel', 'I model demand in Excel', 'I modelled demand in Excel'],
    ['Set up the CI pipeline', 'I set up the CI pipeline', 'I set up the CI pipeline'],
    ['Wrote unit tests with Vitest', 'I write unit tests with Vitest', 'I wrote unit tests with Vitest'],
    ['Oversaw 3 projects', 'I oversee 3 projects', 'I oversaw 3 projects'],
    ['Python scripts for data cleaning', 'I work on Python scripts for data cleaning', 'I worked on Python scripts for data cleaning'],
  ];
  for (const [line, present, past] of cases) {
    it(`"${line}"`, () => {
      expect(firstPerson(line, 'present')).toBe(present);
      expect(firstPerson(line, 'past')).toBe(past);
    });
  }
});

describe('verb forms by the spelling rules', () => {
  it.each([
    ['plan', 'planned', 'plans', 'planning'],
    ['stop', 'stopped', 'stops', 'stopping'],
    ['copy', 'copied', 'copies', 'copying'],
    ['deploy', 'deployed', 'deploys', 'deploying'],
    ['create', 'created', 'creates', 'creating'],
    ['control', 'controlled', 'controls', 'controlling'],
    ['develop', 'developed', 'develops', 'developing'],
    ['visit', 'visited', 'visits', 'visiting'],
    ['teach', 'taught', 'teaches', 'teaching'],
    ['run', 'ran', 'runs', 'running'],
    ['set', 'set', 'sets', 'setting'],
    ['see', 'saw', 'sees', 'seeing'],
    ['fix', 'fixed', 'fixes', 'fixing'],
    ['go', 'went', 'goes', 'going'],
  ])('%s → %s, %s, %s', (base, past, third, gerund) => {
    expect([pastOf(base), thirdOf(base), gerundOf(base)]).toEqual([past, third, gerund]);
  });
});
