/// <reference lib="webworker" />
// The writing checks' module worker: glue between messages (check-service.ts)
// and the engines (run-checks.ts). Harper and nspell are imported only when a
// text in their language is first checked, so a French writer never
// downloads Harper, nor an English one a dictionary.
import { createCheckService } from './check-service.ts';
import { fetchDictionary } from './dictionaries.ts';
import { createCheckRunner } from './run-checks.ts';
import type { CheckRequest } from './types.ts';

declare const self: DedicatedWorkerGlobalScope;

const runChecks = createCheckRunner({
  async harper() {
    const { createHarperCheck } = await import('./harper.ts');
    return createHarperCheck();
  },
  async spelling(language) {
    const [{ createSpeller, createSpellingCheck }, { aff, dic }] = await Promise.all([import('./spelling.ts'), fetchDictionary(language)]);
    return createSpellingCheck(createSpeller(aff, dic), language);
  },
});

const receive = createCheckService(runChecks, (response) => self.postMessage(response));
self.addEventListener('message', (event: MessageEvent<CheckRequest>) => receive(event.data));
