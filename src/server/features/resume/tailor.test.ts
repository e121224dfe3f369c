import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../../../shared/resume.ts';
import { applyRewordings, factCheck, readRewordings, rewordCopy, tailorResume, type RewordWriter } from './tailor.ts';

// A copy tailored to an ad from the master: reordered and selected, never
// added to. A model's rewording (here a fake one that slips in a skill and a
// number) is refused when the fact check finds what the master does not hold.

const master: ResumeData = {
  personalInfo: { fullName: 'Priya Raman', email: 'priya@example.com' },
  summary: 'Analyst with four years in retail. I build dashboards in Power BI. I write SQL every day.',
  experience: [
    {
      company: 'Northfield Homes',
      position: 'Senior Data Analyst',
      startDate: '2022-03',
      current: true,
      description: '• Organised the team’s summer outing\n• Ran the office recycling scheme\n• Built weekly Power BI dashboards for 40 managers\n• Wrote dbt models in SQL that cut reporting time by 30%\n• Mentored two apprentices\n• Answered the phones on Fridays\n• Kept the shared drive tidy',
    },
  ],
  skills: [{ name: 'Excel' }, { name: 'Public speaking' }, { name: 'SQL' }, { name: 'Power BI' }, { name: 'Python' }],
};
const ad = 'We are hiring a data analyst. Essential: strong SQL and Power BI. Desirable: dbt. Experience with Python is a plus.';

describe('tailoring a resume to an ad', () => {
  it('puts what the ad asks for first, leaves the least relevant bullets out, and adds nothing', () => {
    const tailored = tailorResume(master, ad);
    const bullets = tailored.data.experience![0]!.description!.split('\n');
    expect(bullets.slice(0, 2)).toEqual(['• Wrote dbt models in SQL that cut reporting time by 30%', '• Built weekly Power BI dashboards for 40 managers']);
    expect(bullets).toHaveLength(5);
    expect(tailored.dropped.map((d) => d.text)).toEqual(['Answered the phones on Fridays', 'Kept the shared drive tidy']);
    expect(tailored.data.skills!.slice(0, 3).map((s) => s.name)).toEqual(expect.arrayContaining(['SQL', 'Power BI', 'Python']));
    expect(tailored.data.skills).toHaveLength(5);
    expect(tailored.data.summary!.startsWith('I build dashboards in Power BI.') || tailored.data.summary!.startsWith('I write SQL every day.')).toBe(true);
    // Every line of the copy comes from a line of the master, word for word.
    const masterText = [master.summary, ...master.experience!.map((e) => e.description), ...master.skills!.map((s) => s.name)].join('\n');
    for (const line of tailored.trace) expect(masterText).toContain(line.text);
    expect(factCheck(master, tailored.data)).toEqual([]);
    expect(tailored.found).toEqual(expect.arrayContaining(['SQL', 'Power BI']));
  });

  it('refuses a model’s rewording that adds a skill or a number, and keeps one that only rewords', () => {
    const tailored = tailorResume(master, ad);
    // A fake model: it rewords the first bullet faithfully, then slips Kubernetes and a new figure into the second.
    const rewordings = [
      { path: 'experience.0.description:0', text: 'Cut reporting time by 30% with dbt models written in SQL' },
      { path: 'experience.0.description:1', text: 'Built Power BI and Kubernetes dashboards for 400 managers' },
      { path: 'summary', text: 'Analyst with four years in retail who builds Power BI dashboards and writes SQL.' },
    ];
    const { data, refused } = applyRewordings(master, tailored.data, rewordings);
    const bullets = data.experience![0]!.description!.split('\n');
    expect(bullets[0]).toBe('• Cut reporting time by 30% with dbt models written in SQL');
    expect(bullets[1]).toBe('• Built weekly Power BI dashboards for 40 managers');
    expect(refused).toEqual([{ path: 'experience.0.description:1', problems: expect.arrayContaining([expect.objectContaining({ kind: 'name', value: 'Kubernetes' }), expect.objectContaining({ kind: 'number', value: '400' })]) }]);
    expect(data.summary).toBe('Analyst with four years in retail who builds Power BI dashboards and writes SQL.');
  });

  it('names a skill, an employer, a title or a date the master does not hold', () => {
    const invented: ResumeData = {
      ...master,
      skills: [...master.skills!, { name: 'Kubernetes' }],
      experience: [{ ...master.experience![0]!, company: 'Northfield Group', position: 'Head of Data', startDate: '2021-03' }],
    };
    expect(factCheck(master, invented).map((p) => `${p.kind} ${p.value}`)).toEqual(expect.arrayContaining(['skill Kubernetes', 'employer Northfield Group', 'title Head of Data', 'date 2021-03']));
  });
});

describe('rewording a copy with the user’s model', () => {
  /** A fake writer: answers `lines` as the model would, and keeps what it was asked. */
  function fakeWriter(lines: (bullets: string[]) => string[]) {
    const asked: { system: string; prompt: string }[] = [];
    const writer: RewordWriter = {
      source: 'user',
      counts: false,
      provider: {
        async *stream(task) {
          asked.push(task);
          // The bullets are the prompt's second fenced block, one "- " line each.
          const blocks = task.prompt.split('```');
          const bullets = blocks[3]!.trim().split('\n').map((l) => l.replace(/^- /, ''));
          const answer = lines(bullets).join('\n');
          // In pieces, as a stream arrives.
          for (let i = 0; i < answer.length; i += 7) yield answer.slice(i, i + 7);
        },
      },
    };
    return { writer, asked };
  }

  it('keeps a faithful rewording and refuses one that adds Kubernetes and a number, keeping the master’s wording', async () => {
    const tailored = tailorResume(master, ad);
    const { writer, asked } = fakeWriter((bullets) =>
      bullets.map((b, i) => (i === 0 ? '- Cut reporting time by 30% with dbt models written in SQL' : i === 1 ? '- Built Kubernetes dashboards in Power BI for 400 managers' : `- ${b}`)),
    );
    const result = await rewordCopy(master, tailored, ad, writer, new AbortController().signal);
    expect(asked[0]!.prompt).toContain('strong SQL and Power BI');
    expect(asked[0]!.system).toContain('add no skill');
    const bullets = result.data.experience![0]!.description!.split('\n');
    expect(bullets[0]).toBe('• Cut reporting time by 30% with dbt models written in SQL');
    expect(bullets[1]).toBe('• Built weekly Power BI dashboards for 40 managers');
    expect(result.reworded).toEqual([{ path: 'experience.0.description:0', before: 'Wrote dbt models in SQL that cut reporting time by 30%', after: 'Cut reporting time by 30% with dbt models written in SQL' }]);
    expect(result.refused).toEqual([
      { path: 'experience.0.description:1', problems: expect.arrayContaining([expect.objectContaining({ kind: 'name', value: 'Kubernetes' }), expect.objectContaining({ kind: 'number', value: '400' })]) },
    ]);
    expect(factCheck(master, result.data)).toEqual([]);
  });

  it('changes nothing when the answer cannot be matched line for line to the bullets sent', async () => {
    const tailored = tailorResume(master, ad);
    const { writer } = fakeWriter(() => ['- Did data things']);
    const result = await rewordCopy(master, tailored, ad, writer, new AbortController().signal);
    expect(result.data).toEqual(tailored.data);
    expect(result.reworded).toEqual([]);
    expect(result.refused).toEqual([]);
  });

  it('reads numbered and bulleted answers, and leaves unchanged lines out', () => {
    const bullets = [
      { path: 'experience.0.description:0', text: 'Wrote SQL' },
      { path: 'experience.0.description:1', text: 'Ran the rota' },
    ];
    expect(readRewordings('1. Wrote SQL\n\n2) Organised the rota\n', bullets)).toEqual([{ path: 'experience.0.description:1', text: 'Organised the rota' }]);
  });
});
