// A cover letter without a model: a letter a person would send.
// Every fact comes from the inputs — the resume's roles, the lines of their
// descriptions, its skills and education, the company, role and manager typed
// in the generator — and the job ad only decides which of those facts lead
// (the job-ad match's requirements). Resume lines are told in the first
// person (first-person.ts); requirements are named only by their short names
// ("SQL", "Power BI"), never by quoting the ad. It never invents an employer,
// a degree or a number; a requirement the resume lacks is named as such. The
// kind of letter decides what leads: a graduate's education and projects, an
// intern's goals and availability, a career changer's reason and the skills
// that transfer. Sentences that state no fact (interest in the role, how the
// writer works) fill the letter to its length. The seed only chooses among phrasings.
import { degreeName } from '../../../../shared/degree-name.ts';
import { letterKindNotes, letterWordTargets, letterWordTolerance, salutation, type CoverLetterRequest, type LetterContact } from '../../../../shared/cover-letter.ts';
import { countWords } from '../../../../shared/generation.ts';
import { adLanguage, matchJobAd, mentions, type MatchedTerm } from '../../../../shared/job-match.ts';
import { escapeMarkdown } from '../../../../shared/markdown-escape.ts';
import { descriptionLines, visibleResumeParts, type ResumeData, type ResumeExperience } from '../../../../shared/resume.ts';
import { firstPerson, inSentence, lowerCommon, startsWithBaseVerb, type Tense } from './first-person.ts';
import { hashText, mulberry32, type Random } from './random.ts';
import { article, bestStudy, byRecency, choose, clean, isCurrent, joinList, sentence, topSkills, type Study } from './resume-summary.ts';

export interface LetterFacts {
  request: CoverLetterRequest;
  /** The chosen resume's data, or null when the letter is written from the contact fields only. */
  resume: ResumeData | null;
  sender: LetterContact;
  seed: number;
  now?: Date;
}

type Paragraph = 'opening' | 'kind' | 'education' | 'experience' | 'skills' | 'gaps' | 'approach' | 'motivation' | 'plan' | 'closing';

/** The paragraphs in reading order, per kind of letter: what the kind leads with comes first. */
const paragraphOrder: Record<CoverLetterRequest['kind'], readonly Paragraph[]> = {
  standard: ['opening', 'experience', 'skills', 'gaps', 'motivation', 'approach', 'plan', 'closing'],
  graduate: ['opening', 'education', 'experience', 'skills', 'gaps', 'motivation', 'approach', 'plan', 'closing'],
  internship: ['opening', 'kind', 'education', 'experience', 'skills', 'gaps', 'motivation', 'approach', 'plan', 'closing'],
  'career-change': ['opening', 'kind', 'experience', 'skills', 'gaps', 'motivation', 'approach', 'plan', 'closing'],
};

/**
 * One sentence of the letter, in a paragraph. Rank 0 is always written; the
 * others are added, lowest rank first, while the letter is under its length.
 */
interface Sentence {
  paragraph: Paragraph;
  text: string;
  rank: number;
}

/** What a letter adds first when it has room: more of the resume's facts, then how to reach the writer, then why this role, then the rest. */
const ranks = { fact: 1, contact: 2, lead: 3, reason: 4, manner: 5, plan: 6, courtesy: 7 } as const;

const md = (text: string) => escapeMarkdown(clean(text));
/** An organisation as a sentence names it: "the University of Leeds", "Northgate Analytics". */
const organisation = (name: string) => (/^(University|College|Institute|School|Academy|Museum|Bank) of\b/.test(name) ? `the ${md(name)}` : md(name));

/** "a" or "an" before a job title or degree, or nothing where English uses none ("as Head of Sales"). */
function withArticle(name: string): string {
  const a = /^(Head|Chief|Director) of\b/.test(name) ? null : article(name);
  return a ? `${a} ${name}` : name;
}

/** A job's title and employer as the letter names them ("a Web Developer at Acme"). */
function jobName(job: ResumeExperience): string {
  const position = clean(job.position);
  const company = clean(job.company);
  return position && company ? `${withArticle(md(position))} at ${organisation(company)}` : position ? withArticle(md(position)) : organisation(company);
}

/** The study as the letter names it: "a BSc Computer Science from the University of Leeds". */
function studyName(study: Study, preposition: 'from' | 'at'): string {
  const what = md(degreeName(study.degree, study.field));
  const where = study.institution ? ` ${preposition} ${organisation(study.institution)}` : '';
  return `${study.article ? `${study.article} ` : ''}${what}${where}`;
}


/** The lines of a job's description that hold one of the terms, most terms first; with no terms, its first lines. */
function evidence(job: ResumeExperience, terms: readonly MatchedTerm[], language: ReturnType<typeof adLanguage>) {
  const lines = descriptionLines(job.description).map((l) => l.text);
  const scored = lines.map((text, i) => ({ text, i, terms: terms.filter((t) => mentions(text, t.term, language)) }));
  const matched = scored.filter((s) => s.terms.length).sort((a, b) => b.terms.length - a.terms.length || a.i - b.i);
  return terms.length ? matched : scored.slice(0, 3);
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
    'I bring the same energy whether I work on my own or in a team, and I enjoy adapting when plans change',
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
      `I would bring the same care to the ${role} role`,
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

/** Kinds of requirement a sentence may name; experience phrases are shown through the writer's lines instead. */
const namedKinds = new Set(['skill', 'tool', 'qualification', 'language']);

/** A name that reads well inside a sentence: four words at most, no list inside it. */
const shortName = (name: string) => clean(name).split(/\s+/).length <= 4 && !/[,;:]/.test(name);

/** The requirement's kind, where the job-ad match gives one. */
const kindOf = (t: MatchedTerm): string | undefined => (t as { kind?: string }).kind;

/**
 * Whether a requirement may be named in a sentence: by its kind, or (from a
 * match that gives no kinds) when it is one of the resume's own skills or a
 * single technical word ("GraphQL", "C#"), never an ad's phrase.
 */
function nameable(t: MatchedTerm, skills: readonly string[]): boolean {
  const kind = kindOf(t);
  // A long name ("Degree in a numerate subject such as computer science, maths or statistics") does not fit in a sentence; a qualification is then named by its kind ("the role's degree requirement").
  if (kind) return namedKinds.has(kind) && (kind === 'qualification' || shortName(t.term));
  const name = clean(t.term);
  return skills.some((s) => s.toLowerCase() === name.toLowerCase()) || (/^[\p{L}\p{N}.+#/-]+$/u.test(name) && /\p{Lu}[^\s]*\p{Lu}|[+#]/u.test(name));
}

/**
 * The name of a requirement the writer holds: of alternatives ("Power BI or
 * Tableau") only the one the resume shows, so the letter never claims both.
 */
function heldName(t: MatchedTerm, resumeText: string, language: ReturnType<typeof adLanguage>): string {
  const alternatives = clean(t.term).split(/\s+or\s+|\s*\/\s*/);
  if (alternatives.length < 2) return md(inSentence(clean(t.term)));
  const held = alternatives.filter((a) => mentions(resumeText, a, language));
  return md(inSentence(held.length ? held.join(' and ') : clean(t.term)));
}

/** Tells one line of a role in the first person, with "also" for a second line of it. */
function told(line: string, tense: Tense, also: boolean): string {
  const text = md(firstPerson(line, tense));
  if (!also) return text;
  return /^I (am|was) /.test(text) ? text.replace(/^I (am|was) /, 'I $1 also ') : /^I [\p{Ll}-]+ /u.test(text) ? text.replace(/^I /, 'I also ') : text;
}

/** The user's own text for a field, as a sentence of the letter. */
const ownSentence = (text: string) => md(text).replace(/[.!]+$/, '');

/** Composes the letter's sentences (in the order they are read) from the facts. */
function sentences(facts: LetterFacts, random: Random): Sentence[] {
  const { request } = facts;
  const { tone, kind } = request;
  const resume = facts.resume ?? {};
  const company = md(request.company);
  const role = md(request.role);
  const ad = request.jobAd?.trim() ?? '';
  const language = adLanguage(ad);
  const match = ad ? matchJobAd(ad, resume, { language, ignore: [request.company, request.role] }) : { found: [], missing: [] };
  const nowMonth = (facts.now ?? new Date()).getUTCFullYear() * 12 + (facts.now ?? new Date()).getUTCMonth() + 1;
  const { experience, education, skills } = visibleResumeParts(resume);
  const skillNames = skills.map((s) => clean(s.name));
  const resumeText = JSON.stringify(resume);
  const jobs = byRecency(experience, nowMonth);
  const study = bestStudy(education, nowMonth);
  const out: Sentence[] = [];
  const say = (paragraph: Paragraph, text: string, rank = 0) => out.push({ paragraph, text: sentence(text), rank });
  const found = match.found.filter((t) => nameable(t, skillNames));
  const named = new Set<string>();
  /** Names requirements once each: a second mention adds nothing. */
  const fresh = (terms: readonly MatchedTerm[]) => [...new Set(terms.map((t) => heldName(t, resumeText, language)))].filter((n) => !named.has(n.toLowerCase()));
  const mark = (names: readonly string[]) => names.forEach((n) => named.add(n.toLowerCase()));
  /** A qualification's generic name reads in lower case mid-sentence ("the role's degree requirement"). */
  const qualification = (name: string) => {
    const generic = /^(Degree|Diploma|Certificate|Qualification|Registration|Licen[cs]e)\b/.exec(name);
    if (!generic) return name;
    return shortName(name) ? name.charAt(0).toLowerCase() + name.slice(1) : generic[1]!.toLowerCase();
  };
  const requirementOf = (names: readonly string[]) => `the role's ${joinList(names.map(qualification))} ${names.length > 1 ? 'requirements' : 'requirement'}`;

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
  const studyFirst = (kind === 'graduate' || kind === 'internship' || !latest) && study && (study.degree || study.field);
  if (studyFirst) {
    const name = studyName(study, study.status === 'ongoing' ? 'at' : 'from');
    say(
      'opening',
      study.status === 'ongoing'
        ? `I am currently studying for ${name}`
        : study.status === 'completed'
          ? `I ${study.recent ? 'recently ' : ''}graduated with ${name}`
          : `I studied for ${studyName(study, 'at')}`,
    );
  } else if (latest) {
    const name = jobName(latest);
    if (kind === 'career-change') say('opening', isCurrent(latest) ? `I currently work as ${name}, and I am now looking to bring my experience to a new field` : `After my time as ${name}, I am now looking to bring my experience to a new field`);
    else if (isCurrent(latest)) say('opening', `I currently work as ${name}`);
    else say('opening', choose(random, [`Most recently, I worked as ${name}`, `My most recent role was as ${name}`]));
  }
  const leading = fresh([...found, ...match.missing.filter((t) => nameable(t, skillNames))].slice(0, 2));
  if (leading.length) say('opening', `The role's focus on ${joinList(leading)} is exactly the kind of work I want to do`, ranks.lead);

  // The kind's own paragraph: an intern's goals and availability, a career changer's reason.
  if (kind === 'internship') {
    const goals = clean(request.learningGoals);
    const availability = clean(request.availability);
    if (goals) say('kind', /^I\b/.test(goals) ? ownSentence(goals) : startsWithBaseVerb(goals) ? `In this internship, I hope to ${ownSentence(lowerCommon(goals))}` : `In this internship, I hope to learn more about ${ownSentence(lowerCommon(goals))}`);
    if (availability) say('kind', /^I\b/.test(availability) ? ownSentence(availability) : `I am available ${ownSentence(/^(From|Immediately|Now|In|Between|For|Until|After|Starting|Full|Part|Any)\b/.test(availability) ? availability.charAt(0).toLowerCase() + availability.slice(1) : availability)}`);
    if (!goals || !availability) out.push({ paragraph: 'kind', text: !goals && !availability ? letterKindNotes.internship : goals ? letterKindNotes.internshipAvailability : letterKindNotes.internshipGoals, rank: 0 });
  }
  if (kind === 'career-change') {
    const reason = clean(request.changeReason);
    if (reason) say('kind', /^(I|My)\b/.test(reason) ? ownSentence(reason) : /^because\b/i.test(reason) ? `I am changing careers ${ownSentence(reason.charAt(0).toLowerCase() + reason.slice(1))}` : `Why the change? ${sentence(ownSentence(reason))}`.replace(/\.$/, ''));
    else out.push({ paragraph: 'kind', text: letterKindNotes.careerChange, rank: 0 });
  }

  // A graduate's education: the degree (named in the opening) and the projects, told like work.
  if (kind === 'graduate' || kind === 'internship') {
    const eduTerms = fresh(match.found.filter((t) => kindOf(t) === 'qualification' && t.places.some((p) => p.section === 'education')));
    if (eduTerms.length && studyFirst) {
      say('education', `That meets ${requirementOf(eduTerms)}`, ranks.fact);
      mark(eduTerms);
    }
    for (const [i, project] of (resume.projects ?? []).filter((p) => clean(p.name)).slice(0, 2).entries()) {
      const ongoing = !clean(project.endDate) || /^(present|current|now|ongoing)$/i.test(clean(project.endDate));
      const lines = descriptionLines(project.description).map((l) => l.text).slice(0, 2);
      const name = md(clean(project.name));
      if (lines[0]) say('education', `${i ? 'In another project' : 'In my project'}, ${name}, ${told(lines[0], ongoing && project.startDate ? 'current' : 'past', false)}`, i ? ranks.fact : 0);
      else say('education', `${i ? 'I also worked on' : 'One of my projects was'} ${name}`, i ? ranks.fact : 0);
      if (lines[1]) say('education', told(lines[1], ongoing && project.startDate ? 'current' : 'past', true), ranks.fact);
    }
  }

  // Experience: the lines of the resume that answer the ad, job by job, in the writer's own voice.
  let shown = 0;
  const termsOf = (job: ResumeExperience) => match.found.filter((t) => t.places.some((p) => p.section === 'experience' && experience[p.index ?? -1] === job));
  // The roles that answer the ad; when none does, the latest role still tells what the writer does.
  const answering = jobs.slice(0, 3).filter((job) => !ad || termsOf(job).length);
  for (const job of answering.length ? answering : jobs.slice(0, 1)) {
    const jobTerms = termsOf(job);
    const lines = evidence(job, jobTerms, language).slice(0, shown ? 2 : 3);
    const tense: Tense = isCurrent(job) ? 'current' : 'past';
    const rank = shown > 0 ? ranks.fact : 0;
    // The opening already named the latest role: the paragraph refers back to it.
    const introduced = job === latest && !studyFirst;
    const as =
      kind === 'career-change'
        ? introduced ? (isCurrent(job) ? 'In my current role' : 'In that role') : isCurrent(job) ? `In my current work as ${jobName(job)}` : `In my time as ${jobName(job)}`
        : introduced ? 'In that role' : `${shown && !isCurrent(job) ? 'Before that, as' : 'As'} ${jobName(job)}`;
    const [lead, ...more] = lines;
    if (lead) {
      say('experience', `${as}, ${told(lead.text, tense, false)}`, rank);
      more.forEach((line, i) => say('experience', i ? `In addition, ${told(line.text, tense, false)}` : told(line.text, tense, true), ranks.fact));
    } else if (clean(job.position)) {
      say('experience', `${as}, I ${tense !== 'past' ? 'am gaining' : 'gained'} hands-on experience that I would bring to ${company}`, rank);
    }
    const shownTerms = fresh(found.filter((t) => kindOf(t) !== 'qualification' && lines.some((l) => l.terms.includes(t))));
    if (shownTerms.length) {
      const list = joinList(shownTerms.slice(0, 3));
      say(
        'experience',
        kind === 'career-change'
          ? `Those skills carry over directly, and they have given me real practice with ${list}`
          : [
              { formal: `This work has given me practical experience of ${list}`, neutral: `That is where I have put ${list} into practice`, enthusiastic: `That is where I really got to grips with ${list}` },
              { formal: `That role developed my experience of ${list}`, neutral: `It gave me hands-on practice with ${list}`, enthusiastic: `It gave me plenty of practice with ${list}` },
            ][Math.min(shown, 1)]![tone],
        rank,
      );
      mark(shownTerms.slice(0, 3));
    }
    shown += 1;
  }
  if (kind === 'career-change' && shown) say('experience', `I am confident that this experience would serve me well in the ${role} role`, ranks.fact);
  if (!jobs.length && !study) say('experience', '[Describe a project, role or achievement that shows you can do this job]');

  // Skills and education the role names (or, with no ad, the strongest ones).
  const skillTerms = fresh(found.filter((t) => kindOf(t) !== 'qualification' && t.places.some((p) => p.section === 'skills')));
  const top = topSkills(skills).names.map((n) => md(inSentence(n))).filter((s) => !named.has(s.toLowerCase()) && !skillTerms.some((t) => t.toLowerCase() === s.toLowerCase()));
  if (skillTerms.length) {
    const list = skillTerms.slice(0, 4);
    say('skills', `My skills include ${joinList(list)}, ${list.length === 1 ? 'which' : list.length === 2 ? 'both of which' : 'all of which'} the role calls for`);
    mark(list);
    if (top.length) say('skills', `My other skills include ${joinList(top.slice(0, 3))}`, ranks.fact);
  } else if (top.length) say('skills', `${named.size ? 'My other skills include' : 'My skills include'} ${joinList(top.slice(0, 4))}`);
  if (study && !studyFirst && (study.degree || study.field)) {
    const eduTerms = fresh(match.found.filter((t) => kindOf(t) === 'qualification' && t.places.some((p) => p.section === 'education')));
    const name = studyName(study, study.status === 'ongoing' ? 'at' : 'from');
    const base = study.status === 'ongoing' ? `I am completing ${name}` : study.status === 'completed' ? `I hold ${name}` : `My education includes ${studyName(study, 'at')}`;
    say('skills', eduTerms.length ? `${base}, which meets ${requirementOf(eduTerms)}` : base, eduTerms.length ? 0 : ranks.fact);
    mark(eduTerms);
  }

  // What the role asks and the resume does not show: named, not claimed.
  const gaps = match.missing.filter((t) => nameable(t, skillNames) && kindOf(t) !== 'qualification').slice(0, 2).map((t) => md(inSentence(clean(t.term))));
  if (gaps.length && (found.length || jobs.length)) {
    say('gaps', `The role also calls for ${joinList(gaps)}, which my resume does not show yet; I am keen to build ${gaps.length > 1 ? 'them' : 'it'} up quickly`);
  }

  // Sentences without facts, by tone: why this role, and how the writer works.
  // Motivation names other requirements than the opening did, where the ad has them.
  // Only what the writer practises reads as an emphasis of the role: skills, tools, languages, by their short names.
  const heldNames = [...new Set(found.filter((t) => kindOf(t) !== 'qualification' && shortName(t.term)).map((t) => heldName(t, resumeText, language)))];
  const reasons = motivation(tone, company, role, heldNames.length >= 4 ? heldNames.slice(2) : heldNames);
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
  // The offline letter is English (the generator says so in other languages).
  const paragraphs: string[] = [md(salutation(request.manager, 'en'))];
  for (const paragraph of paragraphOrder[request.kind]) {
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
