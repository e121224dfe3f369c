import type { EssayType } from '../../../../shared/generation.ts';
import { argumentativeBody } from './bank-argument.ts';
import { conclusionPools } from './bank-conclusion.ts';
import { descriptiveBody } from './bank-description.ts';
import { expositoryBody } from './bank-exposition.ts';
import { introductionPools } from './bank-introduction.ts';
import { narrativeBody } from './bank-narrative.ts';
import { callToAction, persuasiveBody } from './bank-persuasion.ts';
import { descriptiveReserve, issueReserve, narrativeReserve } from './bank-reserve.ts';
import type { SectionSpec } from './draft-builder.ts';
import type { Pool } from './template.ts';
import type { Topic } from './topic.ts';

const bodies: Record<EssayType, readonly SectionSpec[]> = {
  argumentative: argumentativeBody,
  persuasive: persuasiveBody,
  expository: expositoryBody,
  narrative: narrativeBody,
  descriptive: descriptiveBody,
};

/** The persuasive conclusion carries the call to action, so its heading says so. */
const conclusionHeading = (type: EssayType) => (type === 'persuasive' ? 'Conclusion: A Call to Action' : 'Conclusion');

/** The `## ` headings of an essay of this type, in order. */
export function sectionPlan(type: EssayType): readonly string[] {
  return ['Introduction', ...bodies[type].map((s) => s.heading), conclusionHeading(type)];
}

export function essaySections(type: EssayType, topic: Topic): readonly SectionSpec[] {
  const intro = introductionPools(type, topic);
  const end = conclusionPools(type, topic);
  return [
    { heading: 'Introduction', weight: 12, maxParagraphs: 2, open: intro.open, next: intro.body, body: intro.body, tail: intro.tail },
    ...bodies[type],
    {
      heading: conclusionHeading(type),
      weight: 11,
      maxParagraphs: 2,
      lead: end.lead,
      next: end.body,
      kinds: type === 'persuasive' ? [callToAction] : undefined,
      body: end.body,
      close: end.close,
    },
  ];
}

export function essayReserve(type: EssayType): Pool {
  return type === 'narrative' ? narrativeReserve : type === 'descriptive' ? descriptiveReserve : issueReserve;
}

/**
 * Stories and descriptions put the topic where a noun belongs ('I did not
 * expect … to matter'); there a question becomes 'the question of
 * whether …' (a claim already reads 'the claim that …').
 */
export function topicForType(type: EssayType, topic: Topic): Topic {
  if ((type !== 'narrative' && type !== 'descriptive') || topic.thesis === 'phrase' || topic.subject.startsWith('the ')) return topic;
  return { ...topic, subject: `the question of ${topic.subject}` };
}

/** Short references to the topic that work as a singular subject ('this issue'), by essay type and topic shape. */
export function topicReferences(type: EssayType | 'paper', topic: Topic): readonly string[] {
  if (type === 'narrative') return ['the experience', 'that experience'];
  if (type === 'descriptive') return ['the subject', 'the scene'];
  if (topic.shape === 'question') return ['this question', 'the question'];
  if (topic.shape === 'statement') return ['this claim', 'the claim'];
  if (type === 'expository' || type === 'paper') return ['the topic', 'this subject'];
  return ['this issue', 'the issue'];
}
