import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { aiActionLimits, type AiAction, type AiActionRequest } from '../../shared/ai-actions.ts';
import { isErrorCode } from '../../shared/errors.ts';
import { ApiError } from './api.ts';
import { streamGeneration } from './generation.ts';
import { generationInfoKey, useGenerationInfo } from './use-generation-run.ts';

/**
 * Whether the editors offer AI actions: only when a model serves
 * the user (their own or the operator's); the offline writer does not do
 * them, so the controls are hidden rather than failing.
 */
export function useAiActionsAvailable(): boolean {
  return useGenerationInfo().data?.aiActions === true;
}

type SuggestionStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export interface Suggestion {
  action: AiAction;
  /** The text the action works on, as sent. */
  original: string;
  text: string;
  status: SuggestionStatus;
  error?: ApiError;
}

/**
 * One AI action at a time: its suggestion as it streams (never saved by the
 * server), Stop, and how it ended. The caller decides what Accept does.
 */
export function useAiSuggestion() {
  const queryClient = useQueryClient();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(request: AiActionRequest) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let current: Suggestion = { action: request.action, original: request.text, text: '', status: 'streaming' };
    const update = (patch: Partial<Suggestion>) => {
      current = { ...current, ...patch };
      if (controller.current === abort) setSuggestion(current);
    };
    setSuggestion(current);
    try {
      await streamGeneration('/api/generate/transform', request, {
        signal: abort.signal,
        onEvent(event) {
          if (event.type === 'delta') update({ text: current.text + event.text });
          else if (event.type === 'done') update({ status: 'done' });
          else if (event.type === 'error') update({ status: 'failed', error: new ApiError(0, isErrorCode(event.code) ? event.code : 'internal', event.message) });
        },
      });
      if (current.status === 'streaming') update(abort.signal.aborted ? { status: 'stopped' } : { status: 'failed', error: new ApiError(0, 'network', 'The stream ended early') });
    } catch (error) {
      update({ status: 'failed', error: error instanceof ApiError ? error : new ApiError(0, 'network', String(error)) });
    } finally {
      if (controller.current === abort) controller.current = null;
      // The run took one generation from today's quota.
      void queryClient.invalidateQueries({ queryKey: generationInfoKey });
    }
  }

  return {
    suggestion,
    start: (request: AiActionRequest) => void start(request),
    stop: () => controller.current?.abort(),
    /** Forgets the suggestion (and stops one under way). */
    clear: () => {
      const running = controller.current;
      controller.current = null;
      running?.abort();
      setSuggestion(null);
    },
  };
}

/** The text before `at`, at most `max` characters, starting at a paragraph (or word) boundary: what an action reads as context. */
export function textBefore(content: string, at: number, max: number = aiActionLimits.context): string {
  const before = content.slice(0, at);
  if (before.length <= max) return before;
  const tail = before.slice(before.length - max);
  const paragraph = tail.indexOf('\n\n');
  if (paragraph >= 0 && paragraph < tail.length - 2) return tail.slice(paragraph + 2);
  const space = tail.search(/\s/);
  return space >= 0 ? tail.slice(space + 1) : tail;
}
