import type { EssayType, OutlineRequest } from '../../../../shared/generation.ts';
import type { AcademicType } from '../../../../shared/academic.ts';
import type { Outline, SectionRole } from '../../../../shared/outline.ts';
import { essayOutlineSections, paperOutlineSections, type SectionIdea } from './outline-sections.ts';
import { analyseTopic, type Topic } from './topic.ts';

// The outline the offline writer proposes from a topic alone: the plan a
// writer fills with their own notes and sources before any draft. It never
// says anything about the topic itself (the writer knows nothing of it); it
// asks, section by section, for what the writer has to find.

/**
 * Thesis convention: one sentence of two bracketed slots the writer replaces,
 * joined by a plain connector ("[Your position on …] because [your main
 * reasons]."). The first slot names what the writer decides, the second what
 * supports it. On a question the first slot quotes the question and asks
 * for the writer's answer, so the outline never picks a side for them.
 */
function thesisFrame(request: OutlineRequest, topic: Topic): string {
  const about = aboutPhrase(topic);
  if (request.academic) return paperThesis[request.academic.paperType](about);
  const answer = answerSlot(topic);
  switch (request.type) {
    case 'argumentative':
      return `[${answer ?? `Your position on ${about}`}] because [your main reasons].`;
    case 'persuasive':
      return `[${answer ?? `Your position on ${about}`}] because [your main reasons], so [your call to action].`;
    case 'expository':
      return `[${answer ?? `Your main point about ${about}`}], explained through [your two or three main points].`;
    case 'narrative':
      return '[Your story in one sentence], and [what it changed for you].';
    case 'descriptive':
      return `[Your overall impression of ${namedThing(topic) ?? 'your subject'}], created by [your most vivid details].`;
  }
}

const paperThesis: Record<AcademicType, (about: string) => string> = {
  research: (about) => `[Your main finding about ${about}], based on [your method and results].`,
  lab: (about) => `[Your hypothesis about ${about}] because [the reasoning behind your prediction].`,
  thesis: (about) => `[Your central argument about ${about}], supported by [your method and main findings].`,
};

/** Longest question quoted word for word in the thesis; a longer one is named by its clause ('whether …'). */
const maxQuotedQuestion = 160;

/** The first thesis slot for a question topic, which asks for the writer's answer; null for a statement or a phrase. */
function answerSlot(topic: Topic): string | null {
  if (topic.shape === 'question' && /\?$/.test(topic.text) && topic.text.length <= maxQuotedQuestion) {
    return `Your answer to the question “${topic.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}”`;
  }
  if (topic.shape !== 'question' && topic.thesis !== 'open') return null;
  return topic.subject.startsWith('the question') ? `Your answer to ${topic.subject}` : `Your answer to the question of ${topic.subject}`;
}

// 'my first job', 'whether I should take a gap year': a question addressed to
// the writer as "you" cannot name these without mixing persons.
const firstPerson = /\b(?:I|I'm|I’m|I've|I’ve|me|my|mine|myself|we|us|our|ours|ourselves|My|Our|We)\b/;

/** The topic as the object of 'about' ('about whether school should start later'), or 'your topic'. */
function aboutPhrase(topic: Topic): string {
  return firstPerson.test(topic.subject) ? 'your topic' : topic.subject;
}

/** The topic when it names a thing ('a busy market at dawn'), as a description's subject; else null. */
function namedThing(topic: Topic): string | null {
  return topic.shape === 'phrase' && topic.thesis === 'phrase' && !firstPerson.test(topic.subject) ? topic.subject : null;
}

function sectionIdeas(request: OutlineRequest): SectionIdea[] {
  return request.academic ? paperOutlineSections(request.academic.paperType, request.length) : essayOutlineSections(request.type, request.length);
}

/** The topic as guiding questions name it: a description names the thing described, other types the topic's subject. */
function questionSubject(type: EssayType | 'paper', topic: Topic): string {
  if (type === 'descriptive') return namedThing(topic) ?? 'your subject';
  return aboutPhrase(topic);
}

const roleAt = (index: number, count: number): SectionRole => (index === 0 ? 'introduction' : index === count - 1 ? 'conclusion' : 'body');

/**
 * The outline proposed for a request: working title, a thesis frame, and the
 * sections of its essay type (or paper type), as many body sections as its
 * length allows. Pure and deterministic; notes and sources start empty.
 */
export function proposeOutline(request: OutlineRequest): Outline {
  const topic = analyseTopic(request.topic);
  const about = questionSubject(request.academic ? 'paper' : request.type, topic);
  const ideas = sectionIdeas(request);
  return {
    title: topic.title,
    thesis: thesisFrame(request, topic),
    sections: ideas.map((idea, i) => ({
      id: `s${i + 1}`,
      role: roleAt(i, ideas.length),
      heading: idea.heading,
      purpose: idea.purpose,
      questions: idea.questions.map((q) => (typeof q === 'string' ? q : q(about))),
      notes: [],
      sources: [],
    })),
  };
}

/** What the quick path says once, under the thesis: an outline is not the draft, and how to get one. */
export const fullDraftNote = '**Next step:** to get a full draft, add your notes or sources to the sections of this outline, or connect your own AI model in Settings → AI.';

/**
 * A field of the outline as inline Markdown text: one line, and none of its
 * characters read as markup (an outline's fields are the writer's to edit,
 * so a '*' or a '[link](…)' in them is text).
 */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_~]/g, '\\$&')
    .replace(/\](?=[([:])/g, '\\]')
    .replace(/&(?=#?\w+;)/g, '\\&');
}

/** Inline text that begins a block: a leading '#', '-', '+', '>' or '1.' would open a heading, list or quote. */
function block(text: string): string {
  return inline(text).replace(/^(?:[#+>=-]|\d+(?=[.)]))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/** Inline text of a heading: a '#' anywhere could close it early. */
const heading = (text: string) => block(text).replace(/(?<!\\)#/g, '\\#');

/**
 * The outline as a Markdown document (the quick path, when the offline writer
 * has no notes to draft from): the title, the thesis frame in italics, the
 * note on getting a full draft, then each section's heading, purpose and its
 * guiding questions as bracketed bullets for the writer to answer.
 */
export function outlineMarkdown(outline: Outline): string {
  const blocks = [`# ${heading(outline.title) || 'Outline'}`];
  if (outline.thesis.trim()) blocks.push(`*${inline(outline.thesis)}*`);
  blocks.push(fullDraftNote);
  for (const section of outline.sections) {
    blocks.push(`## ${heading(section.heading)}`);
    if (section.purpose.trim()) blocks.push(block(section.purpose));
    const questions = section.questions.filter((q) => q.trim());
    if (questions.length > 0) blocks.push(questions.map((q) => `- [${inline(q)}]`).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
