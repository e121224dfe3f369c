import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { forgetSession } from '../lib/session.ts';
import { defaultLanguage, initI18n } from '../lib/i18n.ts';
import en from '../locales/en.json';
import { answeringFetch, resetAnswers, unansweredRequests } from './api-answers.ts';

// Component tests (the `component` project of vitest.config.ts): the app's
// English texts, a fetch that answers only what a test declared, and a clean
// page and storage for every test.
globalThis.fetch = answeringFetch;

// happy-dom 21 has no HTMLSelectElement.size. react-hook-form reads it to
// tell a select the user changed from one still on its first option, and
// without it took every select as edited: the form's default choice (the
// support ticket's Medium) never showed. The HTML standard's reflection:
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}

beforeAll(async () => {
  // The files of the component project share one module graph (isolate: false):
  // each starts with no session known, as a fresh page does.
  forgetSession();
  await initI18n(defaultLanguage, en);
  // The browsers' own stylesheet hides [hidden] (an inactive tab's panel); happy-dom's does not,
  // and the keyboard's Tab would stop in such a panel.
  const userAgentRules = document.createElement('style');
  userAgentRules.textContent = '[hidden]:not([hidden="until-found"]) { display: none !important; }';
  document.head.append(userAgentRules);
});

afterEach(() => {
  cleanup();
  const missed = unansweredRequests();
  resetAnswers();
  localStorage.clear();
  sessionStorage.clear();
  // A request nobody answered is a test that does not know what its component asks for.
  expect(missed, 'requests without a declared answer').toEqual([]);
});
