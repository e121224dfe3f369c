// A cover letter without a model (issue 20): a real letter, not an essay.
// Every fact comes from the inputs — the resume's roles, the lines of their
// descriptions, its skills and education, the company, role and manager typed
// in the generator — and the job ad only decides which of those facts lead
// (the job-ad match's key terms). It never invents an employer, a degree or
// a number; a requirement the resume lacks is named as such. Sentences that
// state no fact (interest in the role, how the writer works) fill the letter
// to its length. The seed only chooses among phrasings.
import { letterWordTargets, letterWordTolerance, type CoverLetterRequest, type LetterContact } from '../../../../shared/cover-letter.ts';
import { countWords } from '../../../../shared/generation.ts';
import { adLanguage, matchJobAd, mentions, type MatchedTerm } from '../../../../shared/job-match.ts';
import { escapeMarkdown } from '../../../../shared/markdown-escape.ts';
import { descriptionLines, visibleResumeParts, type ResumeData, type ResumeExperience } from '../../../../shared/resume.ts';
import { hashText, mulberry32, type Random } from './random.ts';
import { bestStudy, byRecency, choose, clean, joinList, sentence, topSkills } from './resume-summary.ts';

export interface LetterFacts {
  request: CoverLetterRequest;
  /** The chosen resume's data, or null when the letter is written from the contact fields only. */
  resume: ResumeData | null;
  sender: LetterContact;
  seed: number;
  now?: Date;
}

/**
 * One sentence of the letter, in a paragraph. Rank 0 is always written; the
 * others are added, lowest rank first, while the letter is under its length.
 */
interface Sentence {
  paragraph: 'opening' | 'experience' | 'skills' | 'gaps' | 'approach' | 'motivation' | 'plan' | 'closing';
  text: string;
  rank: number;
}

/** What a letter adds first when it has room: more of the resume's facts, then how to reach the writer, then why this role, then the rest. */
const ranks = { fact: 1, contact: 2, lead: 3, reason: 4, manner: 5, plan: 6, courtesy: 7 } as const;

const md = (text: string) => escapeMarkdown(clean(text));
/**
 * A term of the ad, in the letter's own sentence: quoted when it is several
 * words, since it may be a verb phrase ("answer reading-room enquiries")
 * that only reads well as the ad's words.
 */
const term = (text: string) => (/\s/.test(clean(text)) ? `“${md(text)}”` : md(text));

const pastVerbs = new Set(
  'built led wrote ran made grew won taught drove set cut began brought sold held kept spoke gave took oversaw undertook chose found met paid put read sent spent stood understood became did'.split(' '),
);

/**
 * A description line as a clause that follows "I": "Built React components"
 * → "built React components"; "Responsible for X" → "was responsible for X";
 * a noun phrase ("Migration of the billing system") → "worked on the
 * migration of the billing system". The user's words are kept.
 */
function asClause(line: string): string {
  // A paragraph-long line: its first sentence.
  const text = (clean(line).split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? '').replace(/[.;]+$/, '');
  const first = text.split(' ', 1)[0] ?? '';
  const lower = /^\p{Lu}\p{Ll}/u.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  const word = first.toLowerCase();
  if (/^responsible$/.test(word)) return `was ${lower}`;
  if (/^[a-z]+ed$/.test(word) || pastVerbs.has(word)) return lower;
  return `worked on ${/^\p{Lu}\p{Ll}/u.test(first) ? lower : text}`;
}

/** A job's title and employer as the letter names them ("Web Developer at Acme"). */
function jobName(job: ResumeExperience): string {
  const position = clean(job.position);
  const company = clean(job.company);
  return position && company ? `${md(position)} at ${md(company)}` : md(position || company);
}

const isCurrent = (job: ResumeExperience) => Boolean(job.current) || /^(present|current|now)$/i.test(clean(job.endDate));

/** The lines of a job's description that hold one of the terms, most terms first; with no terms, its first lines. */
function evidence(job: ResumeExperience, terms: readonly MatchedTerm[], language: ReturnType<typeof adLanguage>) {
  const lines = descriptionLines(job.description).map((l) => l.text);
  const scored = lines.map((text, i) => ({ text, i, terms: terms.filter((t) => mentions(text, t.term, language)) }));
  const matched = scored.filter((s) => s.terms.length).sort((a, b) => b.terms.length - a.terms.length || a.i - b.i);
  return terms.length ? matched : scored.slice(0, 2);
}

const signOffs = { formal: 'Yours sincerely,', neutral: 'Kind regards,', enthusiastic: 'Best wishes,' } as const;

/** How the writer works: no facts, one voice per tone; the letter takes as many as its length needs, in order. */
const approach = {
  formal: [
    'I value clear communication, reliable delivery and working closely with colleagues to reach shared goals',
    'I am accustomed to organising my work carefully, keeping others informed of progress and asking for feedback early',
    'I take responsibility for the quality of what I deliver, and I am always willing to learn from those around me',
    'When a task is new to me, I research it thoroughly, ask precise questions and document what I learn so that others can build on it',
    'I work well independently and as part of a team, and I adapt readily when priorities change',
    'I pay close attention to detail, and I check my work against what was asked before I consider it finished',
    'I approach feedback as an opportunity to improve, and I make a point of acting on it promptly',
    'I manage competing deadlines by planning ahead, agreeing priorities early and raising concerns before they become problems',
  ],
  neutral: [
    'I like to understand what a team needs before I start, and I keep people informed as the work moves forward',
    'I am comfortable taking ownership of a task, asking questions early and following through until it is done',
    'Colleagues can count on me to communicate clearly, meet deadlines and keep learning',
    'When something is new to me, I read up on it, try it out on a small scale and share what I find with the people I work with',
    'I am just as happy working on my own as in a group, and I adjust quickly when plans change',
    'I care about the details, and I check my work against what was asked before I hand it over',
    'I welcome feedback, and I try to act on it quickly rather than wait for the next review',
    'When deadlines pile up, I plan ahead, agree on priorities early and flag problems before they grow',
  ],
  enthusiastic: [
    'I love digging into a new problem, learning what it takes and seeing it through to a result people can use',
    'I enjoy working closely with others, sharing ideas openly and celebrating progress together',
    'I am always looking for ways to learn something new and to make the work a little better each day',
    'When I meet something unfamiliar, I dive in, experiment and share what I discover with my teammates',
    'I bring the same energy to working on my own as to working in a team, and I enjoy adapting when plans change',
    'I take pride in the details and like to make sure that what I deliver really works for the people who use it',
    'I love getting feedback, because every bit of it makes the next piece of work better',
    'Busy weeks do not faze me: I plan ahead, agree on priorities with the team and speak up early when something looks off',
  ],
} as const;

/** Why this role at this company: no facts beyond the inputs (the company, the role, the ad's terms the resume holds). */
function motivation(tone: CoverLetterRequest['tone'], company: string, role: string, terms: readonly string[]): string[] {
  const [first, second] = terms;
  const lines = {
    formal: [
      `I would approach the ${role} role with the same care and attention to detail that I bring to all of my work`,
      `I am particularly drawn to ${company} because the position offers the opportunity to contribute to meaningful work while continuing to develop professionally`,
      first && second && `The emphasis your advertisement places on ${first} and ${second} corresponds closely to the direction in which I intend to develop my career`,
      `I am confident that my background would allow me to make a useful contribution to ${company} from the outset`,
      first && `I would particularly welcome the opportunity to deepen my work with ${first} within an experienced team`,
      `I would consider it a privilege to contribute to the work of ${company} and to grow with the organisation`,
    ],
    neutral: [
      `I would bring the same care to the ${role} role at ${company}`,
      `What draws me to ${company} is the chance to do work that matters to the people it serves, alongside a team I can learn from`,
      first && second && `The way your advertisement describes the role, with its emphasis on ${first} and ${second}, matches the direction I want my career to take`,
      `I believe I could contribute to ${company} quickly while continuing to grow in the role`,
      first && `I would especially like to deepen my work with ${first} in a team like yours`,
      `Joining ${company} would let me put what I have learned so far to good use while taking on new challenges`,
    ],
    enthusiastic: [
      `I would bring a lot of energy and curiosity to the ${role} role at ${company}`,
      `What excites me most about ${company} is the chance to work on things that matter with a team that cares about doing them well`,
      first && second && `Reading about the focus on ${first} and ${second} in your advertisement, I knew straight away that this was a role I wanted`,
      `I would be thrilled to grow with ${company} and to contribute from my very first week`,
      first && `I can't wait to do even more with ${first} alongside people who are passionate about it`,
      `Joining ${company} would be a fantastic next step, and I would give it everything I have`,
    ],
  }[tone].filter((line): line is string => Boolean(line));
  return lines;
}

/** Composes the letter's sentences (in the order they are read) from the facts. */
function sentences(facts: LetterFacts, random: Random): Sentence[] {
  const { request } = facts;
  const { tone } = request;
  const resume = facts.resume ?? {};
  const company = md(request.company);
  const role = md(request.role);
  const ad = request.jobAd?.trim() ?? '';
  const language = adLanguage(ad);
  const match = ad ? matchJobAd(ad, resume, { language, ignore: [request.company, request.role] }) : { found: [], missing: [] };
  const nowMonth = (facts.now ?? new Date()).getUTCFullYear() * 12 + (facts.now ?? new Date()).getUTCMonth() + 1;
  const { experience, education, skills } = visibleResumeParts(resume);
  const jobs = byRecency(experience, nowMonth);
  const study = bestStudy(education, nowMonth);
  const out: Sentence[] = [];
  const say = (paragraph: Sentence['paragraph'], text: string, rank = 0) => out.push({ paragraph, text: sentence(text), rank });

  // Opening: the role and the company, and who is writing.
  say(
    'opening',
    choose(random, [
      tone !== 'enthusiastic' && `I am writing to apply for the position of ${role} at ${company}`,
      tone !== 'formal' && `I would like to apply for the ${role} role at ${company}`,
      tone === 'enthusiastic' && `I was delighted to see that ${company} is hiring for the ${role} role, and I am applying with real enthusiasm`,
    ]),
  );
  const latest = jobs[0];
  if (latest) {
    const name = jobName(latest);
    say('opening', isCurrent(latest) ? `I currently work as ${name}` : choose(random, [`Most recently, I worked as ${name}`, `My most recent role was ${name}`]));
  } else if (study) {
    const what = [study.degree, study.field && `in ${study.field}`].filter(Boolean).join(' ');
    const where = study.institution ? ` at ${md(study.institution)}` : '';
    if (what) say('opening', study.status === 'ongoing' ? `I am currently studying for ${study.article ? `${study.article} ` : ''}${md(what)}${where}` : `I studied for ${study.article ? `${study.article} ` : ''}${md(what)}${where}`);
  }
  const leading = [...match.found, ...match.missing].slice(0, 2).map((t) => term(t.term));
  if (leading.length) say('opening', `The role's focus on ${joinList(leading)} is exactly the kind of work I want to do`, ranks.lead);

  // Experience: the lines of the resume that answer the ad, job by job.
  const found = match.found;
  let told = 0;
  for (const job of jobs.slice(0, 3)) {
    const jobTerms = found.filter((t) => t.places.some((p) => p.section === 'experience' && experience[p.index ?? -1] === job));
    if (ad && !jobTerms.length) continue;
    const lines = evidence(job, jobTerms, language).slice(0, told ? 2 : 3);
    const where = clean(job.company) ? `At ${md(clean(job.company))}` : `As ${md(clean(job.position))}`;
    if (lines.length) {
      say('experience', `${where}, I ${joinList(lines.map((l) => md(asClause(l.text))))}`, told > 0 ? ranks.fact : 0);
    } else if (clean(job.position)) {
      say('experience', `As ${jobName(job)}, I gained hands-on experience that I would bring to ${company}`, told > 0 ? ranks.fact : 0);
    }
    const named = [...new Set([...jobTerms, ...lines.flatMap((l) => l.terms)].map((t) => term(t.term)))].slice(0, 3);
    if (named.length) say('experience', choose(random, [`That is the ${joinList(named)} experience your advertisement asks for`, `Your advertisement asks for ${joinList(named)}, and this is where I have practised it`]), told > 0 ? ranks.fact : 0);
    told += 1;
  }
  if (!jobs.length && !study) say('experience', '[Describe a project, role or achievement that shows you can do this job]');

  // Skills and education the ad names (or, with no ad, the strongest ones).
  const skillTerms = found.filter((t) => t.places.some((p) => p.section === 'skills')).map((t) => md(t.term));
  const top = topSkills(skills).names.map(md).filter((s) => !skillTerms.some((t) => t.toLowerCase() === s.toLowerCase()));
  if (skillTerms.length) {
    say('skills', `My skills include ${joinList(skillTerms.slice(0, 4))}, which your advertisement lists among its requirements`);
    if (top.length) say('skills', `I also bring ${joinList(top.slice(0, 3))}`, ranks.fact);
  } else if (top.length) say('skills', `My skills include ${joinList(top.slice(0, 4))}`);
  if (study && latest) {
    const what = [study.degree, study.field && `in ${study.field}`].filter(Boolean).join(' ');
    const where = study.institution ? ` from ${md(study.institution)}` : '';
    const eduTerms = found.filter((t) => t.places.some((p) => p.section === 'education')).map((t) => term(t.term));
    if (what) {
      const base = study.status === 'ongoing' ? `I am completing ${study.article ? `${study.article} ` : ''}${md(what)}${where}` : study.status === 'completed' ? `I hold ${study.article ? `${study.article} ` : ''}${md(what)}${where}` : `My education includes ${md(what)}${where}`;
      say('skills', eduTerms.length ? `${base}, which covers the ${joinList(eduTerms.slice(0, 2))} your advertisement mentions` : base, eduTerms.length ? 0 : ranks.fact);
    }
  }

  // What the ad asks and the resume does not show: named, not claimed.
  const gaps = match.missing.slice(0, 2).map((t) => term(t.term));
  if (gaps.length && (found.length || jobs.length)) {
    say('gaps', `Your advertisement also mentions ${joinList(gaps)}, which my resume does not show yet; I am keen to build ${gaps.length > 1 ? 'them' : 'it'} up quickly in this role`);
  }

  // Sentences without facts, by tone: why this role, and how the writer works.
  // Motivation names other terms than the opening did, where the ad has them.
  const reasons = motivation(tone, company, role, (found.length >= 4 ? found.slice(2) : found).map((t) => term(t.term)));
  for (const [i, text] of reasons.entries()) say('motivation', text, i < 2 ? ranks.reason : ranks.manner);
  for (const [i, text] of approach[tone].entries()) say('approach', text, i < 2 ? ranks.reason : ranks.manner);
  // The first months: what a long letter adds when the resume has little to tell.
  for (const text of [
    `In my first months as ${role}, I would focus on understanding how ${company} works, getting to know the team and learning what matters most to the people you serve`,
    'I would ask for regular feedback during that time, so that I could adjust quickly and take on more responsibility as soon as I am ready',
    `Above all, I would want my work to make a visible difference to ${company}, and I would measure myself by that`,
  ])
    say('plan', text, ranks.plan);

  // Closing: a call to action, and how to reach the writer.
  say(
    'closing',
    choose(random, [
      `I would welcome the opportunity to discuss how I could contribute to ${company} as ${role}`,
      `I would be glad to talk about how my experience could help ${company} in this role`,
      tone === 'enthusiastic' && `I would love the chance to talk with you about how I could help ${company} as ${role}`,
    ]),
  );
  const reach = [facts.sender.email, facts.sender.phone].map(clean).filter(Boolean).map(md);
  if (reach.length) say('closing', `You can reach me at ${reach.join(' or ')}`, ranks.contact);
  say('closing', { formal: 'I would be pleased to provide any further information you may require', neutral: 'I am happy to share any further details you need', enthusiastic: 'I would be glad to share anything else that helps' }[tone], ranks.courtesy);
  say('closing', { formal: 'I am available for an interview at your convenience', neutral: 'I am available for an interview whenever suits you', enthusiastic: 'I am ready to meet whenever it suits you' }[tone], ranks.courtesy);
  say('closing', choose(random, ['Thank you for considering my application', 'Thank you for your time and consideration', tone === 'enthusiastic' && 'Thank you for reading, and I look forward to hearing from you']));
  return out;
}

/** The letter's Markdown from a set of sentences. */
function render(facts: LetterFacts, kept: readonly Sentence[]): string {
  const { request } = facts;
  const manager = clean(request.manager);
  const greeting = manager ? `Dear ${md(manager)},` : request.tone === 'enthusiastic' ? `Dear ${md(request.company)} team,` : 'Dear Hiring Manager,';
  const paragraphs: string[] = [greeting];
  const order: Sentence['paragraph'][] = ['opening', 'experience', 'skills', 'gaps', 'motivation', 'approach', 'plan', 'closing'];
  for (const paragraph of order) {
    const text = kept.filter((s) => s.paragraph === paragraph).map((s) => s.text).join(' ');
    if (text) paragraphs.push(text);
  }
  const name = clean(facts.sender.fullName);
  paragraphs.push(signOffs[request.tone], name ? md(name) : '[Your name]');
  return `${paragraphs.join('\n\n')}\n`;
}

/**
 * The letter (Markdown paragraphs: greeting, three to five paragraphs, the
 * sign-off and the name), within ±15 % of its length's word target where the
 * facts allow: optional sentences are left out, last first, while it is too long.
 */
export function composeCoverLetter(facts: LetterFacts): string {
  const random = mulberry32(hashText(`cover-letter\u0000${facts.seed}`));
  const all = sentences(facts, random);
  const target = letterWordTargets[facts.request.length];
  const max = Math.floor(target * (1 + letterWordTolerance));
  const kept = all.map((s) => s.rank === 0);
  const words = () => countWords(render(facts, all.filter((_, i) => kept[i])));
  // Optional sentences by rank (then reading order) while they fit under the target;
  // one that overshoots it is kept only if the letter is still short and it lands within the tolerance.
  const optional = all.map((s, i) => ({ s, i })).filter(({ s }) => s.rank > 0).sort((a, b) => a.s.rank - b.s.rank || a.i - b.i);
  for (const { i } of optional) {
    kept[i] = true;
    const now = words();
    if (now > max || (now > target && countWords(render(facts, all.filter((_, j) => kept[j] && j !== i))) >= target * (1 - letterWordTolerance / 2))) kept[i] = false;
  }
  return render(facts, all.filter((_, i) => kept[i]));
}
