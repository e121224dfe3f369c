import { type EssayRequest, wordBudgets } from '../../../../shared/generation.ts';
import { citationStyleProfiles } from '../../../../shared/citation-styles.ts';
import { paperSections } from './academic-paper.ts';
import { paperReserve } from './bank-paper-reserve.ts';
import { citeSources, sourcesNeededNote } from './citations.ts';
import { buildDraft, type DraftPlan } from './draft-builder.ts';
import { angles } from './bank-angles.ts';
import { essayReserve, essaySections, topicForType, topicReferences } from './essay-plan.ts';
import { hashText, mulberry32 } from './random.ts';
import { toLevel } from './template.ts';
import { analyseTopic } from './topic.ts';
import type { Voice } from './voice.ts';

/**
 * Markdown of a complete draft. Pure and deterministic: same request + seed
 * (+ sources) → same text. The built-in writer knows only the request, so
 * every fact, figure and example is left as a bracketed placeholder for the
 * user. Sources likewise in an essay; a paper cites its chosen `sources`
 * (citation keys of the user's library) where it needs evidence, or, with
 * none, says once under its title that sources are needed.
 */
export function composeEssay(request: EssayRequest, seed: number, sources: readonly string[] = []): string {
  const analysed = analyseTopic(request.topic);
  const topic = request.academic ? analysed : topicForType(request.type, analysed);
  // Every field that shapes the draft feeds the generator's seed, so requests
  // that differ only in tone or level do not share their sentence choices.
  const key = [request.topic, request.type, request.tone, request.length, request.academicLevel, request.academic?.paperType ?? '', request.academic?.citationStyle ?? '', seed].join('\u0000');
  const voice: Voice = {
    tone: request.tone,
    level: toLevel(request.academicLevel),
    random: mulberry32(hashText(key)),
    topic,
    refs: topicReferences(request.academic ? 'paper' : request.type, topic),
    style: request.academic ? citationStyleProfiles[request.academic.citationStyle].name : '',
    ...(request.academic ? { evidence: sources.length > 0 ? 'cite' : 'omit' } : {}),
  };
  const budget = wordBudgets[request.length];
  if (!request.academic) return buildDraft({ title: topic.title, sections: essaySections(request.type, topic), angles, reserve: essayReserve(request.type), budget }, voice);
  const plan: DraftPlan = {
    title: topic.title,
    ...(sources.length === 0 ? { preface: sourcesNeededNote } : {}),
    sections: paperSections(request.academic.paperType),
    angles: [],
    reserve: paperReserve,
    budget,
  };
  return citeSources(buildDraft(plan, voice), sources);
}
