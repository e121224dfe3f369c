import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { isErrorCode } from '../../shared/errors.ts';
import type { GenerationEvent, GenerationInfo, GenerationProvider } from '../../shared/generation.ts';
import { api, ApiError } from './api.ts';
import { documentKeys } from './documents.ts';
import { streamGeneration } from './generation.ts';

/** `GET /api/generate`: who writes, whether drafts are kept, and today's quota. */
export const generationInfoKey = ['generation', 'info'] as const;

/** Who writes, whether drafts are kept and today's quota: one query every generator and editor shares, refreshed when a run ends. */
export function useGenerationInfo() {
  return useQuery({ queryKey: generationInfoKey, queryFn: ({ signal }) => api<GenerationInfo>('/api/generate', { signal }) });
}

type Outcome = { kind: 'complete' } | { kind: 'stopped' } | { kind: 'failed'; error: ApiError };

export interface Run {
  text: string;
  provider: GenerationProvider | null;
  documentId: string | null;
  /** Undefined while the text is still arriving. */
  outcome?: Outcome;
}

/**
 * One streamed generation at a time (the essay and cover-letter generators):
 * the text as it arrives, how it ended, Stop, and a failure before the first
 * words as `startError`. History and the quota are refreshed when it ends.
 * `regenerate` replaces the current run's document (the server keeps its
 * text as a version) instead of adding another to History.
 */
export function useGenerationRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const [startError, setStartError] = useState<ApiError | null>(null);
  const [generating, setGenerating] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const text = run?.text ?? '';
  // The draft as painted: while text streams in, React may paint it a render later than it arrives.
  const shownText = useDeferredValue(text);

  useEffect(() => () => controller.current?.abort(), []);

  /**
   * Streams `body` to `path`; resolves with the run as it ended (null when it
   * failed before any text). `replaces`: the document this run takes the place of.
   */
  async function start(path: string, body: object, onDone?: (run: Run) => void, replaces: string | null = null): Promise<Run | null> {
    const abort = new AbortController();
    controller.current = abort;
    setGenerating(true);
    setStartError(null);
    // `start` names the document the draft will be kept as (so a run stopped before `done`
    // still knows it); `done` and `error` name it as it was saved.
    let current: Run = { text: '', provider: null, documentId: replaces };
    setRun(current);
    const update = (patch: Partial<Run>) => {
      current = { ...current, ...patch };
      setRun(current);
    };
    const onEvent = (event: GenerationEvent) => {
      if (event.type === 'start') update({ provider: event.provider, documentId: event.documentId ?? current.documentId });
      else if (event.type === 'delta') update({ text: current.text + event.text });
      else if (event.type === 'done') {
        update({ documentId: event.documentId, outcome: { kind: 'complete' } });
        onDone?.(current);
      } else update({ documentId: event.documentId, outcome: { kind: 'failed', error: new ApiError(0, isErrorCode(event.code) ? event.code : 'internal', event.message) } });
    };
    try {
      await streamGeneration(path, replaces ? { ...body, documentId: replaces } : body, { signal: abort.signal, onEvent });
      if (!current.outcome) {
        update({ outcome: abort.signal.aborted ? { kind: 'stopped' } : { kind: 'failed', error: new ApiError(0, 'network', 'The stream ended early') } });
      }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      if (current.text) update({ outcome: { kind: 'failed', error: apiError } });
      else {
        setRun(null);
        setStartError(apiError);
      }
    } finally {
      controller.current = null;
      setGenerating(false);
      void queryClient.invalidateQueries({ queryKey: generationInfoKey });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    }
    return current.text ? current : null;
  }

  return {
    run,
    startError,
    generating,
    shownText,
    /** The draft on screen is not final yet: still streaming, or its last text not painted yet (`aria-busy`). */
    drafting: generating || shownText !== text,
    start: (path: string, body: object, onDone?: (run: Run) => void) => start(path, body, onDone),
    /** Another draft in the place of the current one (a new document when there is none). */
    regenerate: (path: string, body: object, onDone?: (run: Run) => void) => start(path, body, onDone, run?.documentId ?? null),
    stop: () => controller.current?.abort(),
    /** Forgets the run (and stops one under way). */
    clear: () => {
      controller.current?.abort();
      setRun(null);
      setStartError(null);
    },
  };
}
