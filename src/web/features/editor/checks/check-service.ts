import { checkLanguages, type CheckOptions, type CheckRequest, type CheckResponse, type CheckResult } from './types.ts';

/**
 * The worker's side of the message protocol, apart from the worker itself
 * so that tests drive it in Node. Requests run one at a time, in order; a
 * request overtaken by a newer one while it waited is skipped without an
 * answer (the main thread has already given up on it). A failure answers
 * `{ id, error }`.
 */
export function createCheckService(runChecks: (text: string, options: CheckOptions) => Promise<CheckResult>, post: (response: CheckResponse) => void) {
  let queue: Promise<void> = Promise.resolve();
  let latest = 0;
  return function receive(request: CheckRequest): void {
    const { id, text, language, words } = request;
    latest = id;
    queue = queue.then(async () => {
      if (id !== latest) return;
      try {
        if (typeof text !== 'string' || !checkLanguages.includes(language)) throw new Error('Bad check request');
        const safeWords = Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
        post({ id, ...(await runChecks(text, { language, words: safeWords })) });
      } catch (error) {
        post({ id, error: error instanceof Error ? error.message : String(error) });
      }
    });
  };
}
