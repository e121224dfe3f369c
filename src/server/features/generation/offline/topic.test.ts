import { describe, expect, it } from 'vitest';
import { analyseTopic, cutAtWord, lowerLead, titleCase } from './topic.ts';

describe('analyseTopic', () => {
  it('turns a yes/no question into the claim a thesis can affirm', () => {
    const cases: [string, string][] = [
      ['Should school start later?', 'school should start later'],
      ['Does social media harm teenagers?', 'social media harms teenagers'],
      ['Did the printing press change Europe?', 'the printing press changed Europe'],
      ['Is online learning effective?', 'online learning is effective'],
      ['Is technology making us lonely?', 'technology is making us lonely'],
      ['Has technology made us lonelier?', 'technology has made us lonelier'],
      ['Should the government ban single-use plastics?', 'the government should ban single-use plastics'],
      ['Should students be allowed to use phones in class, and if so, under what rules?', 'students should be allowed to use phones in class'],
      ['Discuss whether zoos should be banned', 'zoos should be banned'],
    ];
    for (const [topic, claim] of cases) {
      const t = analyseTopic(topic);
      expect(t.shape, topic).toBe('question');
      expect(t.claim, topic).toBe(claim);
      expect(t.subject, topic).toBe(`whether ${claim}`);
    }
  });

  it('embeds an open question as a clause and leaves the answer to the user', () => {
    expect(analyseTopic('Why did the Roman Empire fall?')).toMatchObject({ subject: 'why the Roman Empire fell', thesis: 'open', claim: null });
    expect(analyseTopic('How does climate change affect agriculture?').subject).toBe('how climate change affects agriculture');
    expect(analyseTopic('What is the role of AI in education?').subject).toBe('what the role of AI in education is');
    expect(analyseTopic('To what extent does homework improve learning?').subject).toBe('the extent to which homework improves learning');
  });

  it('tells statements from noun phrases', () => {
    expect(analyseTopic('Social media harms teenagers')).toMatchObject({ shape: 'statement', claim: 'social media harms teenagers', short: 'social media' });
    expect(analyseTopic('Homework is a waste of time')).toMatchObject({ shape: 'statement', claim: 'homework is a waste of time' });
    expect(analyseTopic('climate change policy')).toMatchObject({ shape: 'phrase', subject: 'climate change policy', claim: null });
    expect(analyseTopic('The uses of plastic')).toMatchObject({ shape: 'phrase', subject: 'the uses of plastic' });
    // Opens with 'Do' but is not a question.
    expect(analyseTopic('Do or die')).toMatchObject({ shape: 'phrase', subject: 'do or die' });
  });

  it('keeps names and acronyms, lower-cases an ordinary first word', () => {
    expect(lowerLead('Climate change policy')).toBe('climate change policy');
    expect(lowerLead('The French Revolution')).toBe('the French Revolution');
    expect(lowerLead('NASA and the space race')).toBe('NASA and the space race');
    expect(lowerLead('Paris in the 1920s')).toBe('Paris in the 1920s');
    expect(lowerLead("Shakespeare's influence on English")).toBe("Shakespeare's influence on English");
    expect(analyseTopic('Climate change.').subject).toBe('climate change');
  });

  it('title-cases short topics sensibly', () => {
    expect(titleCase('climate change policy')).toBe('Climate Change Policy');
    expect(titleCase('the rise and fall of the iPhone')).toBe('The Rise and Fall of the iPhone');
    expect(titleCase('single-use plastics in the ocean')).toBe('Single-Use Plastics in the Ocean');
    expect(analyseTopic('Should school start later?').title).toBe('Should School Start Later?');
    expect(analyseTopic('气候变化').title).toBe('气候变化');
  });

  it('cuts a long text at a word, without a dangling function word', () => {
    expect(cutAtWord('the effects of remote work on the wellbeing of young graduates', 30)).toBe('the effects of remote work');
    expect(cutAtWord('short', 30)).toBe('short');
    const brief = `Discuss ${'the changing role of public libraries in small towns and rural communities, '.repeat(6)}`;
    const topic = analyseTopic(brief);
    expect(topic.title.length).toBeLessThanOrEqual(90);
    expect(topic.title).toBe('The Changing Role of Public Libraries in Small Towns and Rural Communities');
  });
});
