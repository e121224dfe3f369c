import { setTimeout as sleep } from 'node:timers/promises';
import { offlineEssay } from './offline/outline-draft.ts';
import { proposeOutline } from './offline/outline-plan.ts';
import { composeResumeSummary } from './offline/resume-summary.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import type { GenerationTask, TextProvider } from './provider.ts';

/** Splits text into pieces of `words` words, each keeping the spaces and line breaks that follow it. */
function piecesOf(text: string, words: number): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += words) pieces.push(tokens.slice(i, i + words).join(''));
  return pieces;
}

/**
 * The built-in writer: composes the whole draft at once (a few milliseconds),
 * then hands it out a few words at a time at a reader's pace, so the page
 * behaves exactly as it does with a model (streaming, Stop, partial drafts).
 */
export function createOfflineProvider(options: { paceMs: number; wordsPerPiece?: number }): TextProvider {
  const wordsPerPiece = options.wordsPerPiece ?? 3;
  return {
    kind: 'offline',
    label: 'offline-writer',
    async *stream(task: GenerationTask, signal: AbortSignal) {
      const draft =
        task.kind === 'essay'
          ? offlineEssay(task.request, task.request.outline, task.evidence ?? new Map())
          : task.kind === 'outline'
            ? JSON.stringify(proposeOutline(task.request))
            : task.kind === 'cover-letter'
            ? // Matching a long job ad against the resume takes up to a fifth of a second: a parse worker does it.
              await parsedOffLoop(parsePool.run('coverLetter', task))
            : task.kind === 'resume-summary'
              ? composeResumeSummary(task.resume, task.seed)
              : // AI actions and other features' prompts need a model (their routes refuse them first): no text, which a run reports as upstream_error.
                '';
      let first = true;
      for (const piece of piecesOf(draft, wordsPerPiece)) {
        if (signal.aborted) return;
        if (!first && options.paceMs > 0) {
          try {
            await sleep(options.paceMs, undefined, { signal });
          } catch {
            return;
          }
        }
        first = false;
        yield piece;
      }
    },
  };
}
