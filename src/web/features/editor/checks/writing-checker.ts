import type { CheckOptions, CheckRequest, CheckResponse, CheckResult } from './types.ts';

export type { CheckLanguage, CheckResult, Finding, FindingKind } from './types.ts';

export interface WritingChecker {
  /**
   * Checks a plain text. A newer call supersedes an older one still running:
   * the older promise rejects with an AbortError (`isSupersededCheck`) and
   * its answer, if the worker already started it, is dropped.
   */
  check(text: string, options: CheckOptions): Promise<CheckResult>;
  /** Stops the worker; a pending check rejects with an AbortError. */
  dispose(): void;
}

/** What the checker needs of a Worker (a real one in the browser). */
export type CheckWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

function startWorker(): CheckWorker {
  return new Worker(new URL('./writing-checks.worker.ts', import.meta.url), { type: 'module', name: 'writing-checks' });
}

/** True for the rejection of a check that a newer one replaced, or of a disposed checker. */
export function isSupersededCheck(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The editor's entry to the offline writing checks. The worker (and with it
 * Harper's WebAssembly or a language's dictionary) starts on the first check,
 * not when the checker is made. A worker that fails (its script or an engine
 * could not load) rejects the pending check and is started again next time.
 */
export function createWritingChecker(start: () => CheckWorker = startWorker): WritingChecker {
  let worker: CheckWorker | undefined;
  let nextId = 1;
  let pending: { id: number; resolve(result: CheckResult): void; reject(error: unknown): void } | undefined;
  let disposed = false;

  function settle(): typeof pending {
    const current = pending;
    pending = undefined;
    return current;
  }

  function open(): CheckWorker {
    const started = start();
    started.addEventListener('message', (event: MessageEvent<CheckResponse>) => {
      const data = event.data;
      if (!pending || data.id !== pending.id) return;
      const current = settle();
      if ('error' in data) current?.reject(new Error(data.error));
      else current?.resolve({ findings: data.findings, metrics: data.metrics, spelling: data.spelling });
    });
    started.addEventListener('error', (event: Event) => {
      if (worker === started) worker = undefined;
      started.terminate();
      const message = 'message' in event && typeof event.message === 'string' && event.message ? event.message : 'The writing checks stopped';
      settle()?.reject(new Error(message));
    });
    return started;
  }

  return {
    check(text, options) {
      if (disposed) return Promise.reject(new DOMException('The writing checker was disposed', 'AbortError'));
      settle()?.reject(new DOMException('A newer check replaced this one', 'AbortError'));
      worker ??= open();
      const id = nextId++;
      const request: CheckRequest = { id, text, language: options.language, words: [...options.words] };
      return new Promise<CheckResult>((resolve, reject) => {
        pending = { id, resolve, reject };
        worker?.postMessage(request);
      });
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = undefined;
      settle()?.reject(new DOMException('The writing checker was disposed', 'AbortError'));
    },
  };
}
