import type { AiAction } from '../../../shared/ai-actions.ts';
import type { CoverLetterRequest, LetterContact } from '../../../shared/cover-letter.ts';
import type { EssayRequest, GenerationProvider, OutlineRequest } from '../../../shared/generation.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import type { Language } from '../../../shared/settings.ts';
import type { PaperReference } from '../../citations/format.ts';
import type { EvidencePassage } from './offline/notes-writer.ts';

/** What to write. Each kind carries everything a provider needs (the offline writer has nothing else to go on). */
export type GenerationTask = (
  | {
      kind: 'essay';
      request: EssayRequest;
      seed: number;
      /** Academic mode: the chosen references found in the user's library, in the order chosen (the only works a draft may cite). */
      sources?: readonly PaperReference[];
      /** With an outline: the passages of each section's sources that best fit it, by section id, best first. */
      evidence?: ReadonlyMap<string, readonly EvidencePassage[]>;
    }
  /** An outline for a topic (a model proposes it as JSON; the offline writer answers from its own plans). */
  | { kind: 'outline'; request: OutlineRequest; seed: number }
  /** A resume's professional summary, from its own experience, education and skills. */
  | { kind: 'resume-summary'; resume: ResumeData; seed: number }
  /** A cover letter: the chosen resume (or none), who signs, and the generator's inputs with the job ad. */
  | { kind: 'cover-letter'; request: CoverLetterRequest; resume: ResumeData | null; sender: LetterContact; seed: number }
  /** An AI action in an editor: the user's text rewritten or continued; only a model does it, never the offline writer. */
  | { kind: 'transform'; action: AiAction; text: string; context?: string; seed: number }
  /**
   * Another feature's own instructions and prompt (a resume import's fields
   * refined, a tailored copy's bullets reworded), its answer checked by that
   * feature; only a model does it, never the offline writer.
   */
  | { kind: 'prompt'; system: string; prompt: string; seed: number }
) & {
  /** The user's interface language: a model writes in it; the offline writer writes English (and the UI says so). */
  language?: Language;
};

/** Failures a provider reports; each maps to one error code of the catalogue. */
export type GenerationErrorCode = 'rate_limited' | 'upstream_error' | 'upstream_unreachable' | 'upstream_timeout';

export class GenerationError extends Error {
  override name = 'GenerationError';
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
    /** Seconds the upstream asked us to wait (429 Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The one interface every writer implements: text in small pieces, as it is
 * written. The iterator throws a GenerationError on failure (before its first
 * piece when the upstream never answered) and stops early when `signal` aborts.
 */
export interface TextProvider {
  readonly kind: GenerationProvider;
  /** A short name for logs and the document's data (never a key). */
  readonly label: string;
  stream(task: GenerationTask, signal: AbortSignal): AsyncIterable<string>;
}
