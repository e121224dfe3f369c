import { describe, expect, it } from 'vitest';
import { achievementLines, leadingGerund, rankAchievements } from './resume-achievements.ts';

describe('leadingGerund: a line’s leading verb in any tense, as a gerund', () => {
  it.each([
    ['Cut', 'cutting'],
    ['Cuts', 'cutting'],
    ['Cleaned', 'cleaning'],
    ['Clean', 'cleaning'],
    ['Run', 'running'],
    ['Runs', 'running'],
    ['Ran', 'running'],
    ['Led', 'leading'],
    ['Leads', 'leading'],
    ['Managed', 'managing'],
    ['Manages', 'managing'],
    ['Teaches', 'teaching'],
    ['Taught', 'teaching'],
    ['Carried', 'carrying'],
    ['Simplifies', 'simplifying'],
    ['Planned', 'planning'],
    ['Plan', 'planning'],
    ['Reduced', 'reducing'],
    ['Reduce', 'reducing'],
    ['Won', 'winning'],
    ['Grew', 'growing'],
    ['Built', 'building'],
    ['Wrote', 'writing'],
    ['Oversaw', 'overseeing'],
    ['Agreed', 'agreeing'],
    ['Developed', 'developing'],
    ['Modelled', 'modelling'],
    ['Submitted', 'submitting'],
    ['Controls', 'controlling'],
    ['Cancelled', 'cancelling'],
    ['Canceled', 'canceling'],
    ['Tutor', 'tutoring'],
    ['Deployed', 'deploying'],
    ['Co-led', 'co-leading'],
    ['Re-designed', 're-designing'],
    ['Leading', 'leading'],
    ['Dockerised', 'dockerising'],
  ])('%s → %s', (word, gerund) => {
    expect(leadingGerund(word)?.gerund).toBe(gerund);
  });

  it.each(['Experienced', 'Team', 'Python', 'Responsible', '30%', 'SQL'])('does not take %s for a verb', (word) => {
    expect(leadingGerund(word)).toBeNull();
  });
});

describe('rankAchievements', () => {
  const phrases = (lines: string[], recency = 0) => rankAchievements([{ lines, recency }]).map((a) => a.phrase);

  it('ranks money, percentages and large counts above small counts, and outcomes above duties', () => {
    expect(
      phrases([
        'Run weekly SQL lab tutorials for 40 first-year students',
        'Cleaned 2 million records with pandas',
        'Cut report run time by 30%.',
        'Raised £12,000 for the student hardship fund',
      ]),
    ).toEqual(['cutting report run time by 30%', 'raising £12,000 for the student hardship fund', 'cleaning 2 million records with pandas', 'running weekly SQL lab tutorials for 40 first-year students']);
  });

  it('prefers the more recent role when the lines weigh the same', () => {
    const ranked = rankAchievements([
      { lines: ['Answered 50 calls a day'], recency: 0 },
      { lines: ['Answered 60 tickets a day'], recency: 1 },
    ]);
    expect(ranked.map((a) => a.phrase)).toEqual(['answering 60 tickets a day', 'answering 50 calls a day']);
  });

  it('keeps a line that opens with its figure as written', () => {
    expect(phrases(['30% growth in repeat orders'])).toEqual(['30% growth in repeat orders']);
  });

  it('leaves out lines without a figure, years alone, first-person lines, notes, lines it cannot phrase and repeats', () => {
    expect(
      phrases([
        'Managed the team rota',
        'Joined the company in 2019',
        'I doubled sign-ups to 4,000',
        'Increased revenue by [X]%',
        'Responsible for 3 interns',
        'Led 5 workshops',
        'Led 5 workshops.',
        'Migrated 40 services to Kubernetes, working with the platform, security, data, finance, legal, support, design, research and marketing teams across four countries',
      ]),
    ).toEqual(['leading 5 workshops']);
  });

  it('reads a description’s bullets and the sentences within a line', () => {
    expect(achievementLines('• Cut costs by 10%. Hired 4 engineers.\n- Wrote the style guide\n\nShipped v2')).toEqual(['Cut costs by 10%.', 'Hired 4 engineers.', 'Wrote the style guide', 'Shipped v2']);
  });
});
