// What the offline writer makes of an essay request: a draft from the
// outline's notes and sources when it has any, else the outline itself with
// its guiding questions (the quick path), never generic prose.
import type { EssayRequest } from '../../../../shared/generation.ts';
import { outlineHasMaterial, type Outline } from '../../../../shared/outline.ts';
import { composeFromNotes, type EvidencePassage } from './notes-writer.ts';
import { outlineMarkdown, proposeOutline } from './outline-plan.ts';

export function offlineEssay(request: EssayRequest, outline: Outline | undefined, evidence: ReadonlyMap<string, readonly EvidencePassage[]>): string {
  const plan = outline ?? proposeOutline(request);
  if (!outlineHasMaterial(plan)) return outlineMarkdown(plan);
  return composeFromNotes({ outline: plan, kind: request.academic ? 'paper' : 'essay', length: request.length, evidence });
}
