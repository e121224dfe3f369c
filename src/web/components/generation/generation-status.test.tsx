import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { defaultLanguage, initI18n } from '../../lib/i18n.ts';
import type { Run } from '../../lib/use-generation-run.ts';
import en from '../../locales/en.json';
import { RunOutcome } from './generation-status.tsx';

// What the essay and cover-letter generators say when a stream ends with an
// `error` event (a server that stops ends its streams with service_unavailable).
beforeAll(async () => {
  await initI18n(defaultLanguage, en);
});

/** The outcome panel's text for a run that failed with `code`, its draft kept as `documentId` (or not kept). */
function outcomeText(code: 'service_unavailable' | 'upstream_error', documentId: string | null): string {
  const run: Run = { text: 'What was written', provider: 'offline', documentId, outcome: { kind: 'failed', error: new ApiError(0, code, 'from the stream') } };
  const router = createMemoryRouter([{ path: '/', element: <RunOutcome run={run} saveHistory={documentId !== null} onRetry={() => undefined} /> }]);
  return renderToString(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('RunOutcome', () => {
  it('says the server is restarting and the draft is saved when a stream ends with service_unavailable', () => {
    const text = outcomeText('service_unavailable', '00000000-0000-4000-8000-000000000001');
    expect(text).toContain('The server is restarting. Your draft so far is saved in History: try again in a moment.');
    expect(text).toContain('Open in editor');
    expect(text).not.toContain(en.errors.service_unavailable);
  });

  it('says the server is restarting and the text is below when History is off', () => {
    expect(outcomeText('service_unavailable', null)).toContain('The server is restarting. What was written so far is shown below: try again in a moment.');
  });

  it('keeps the error’s own sentence for other failures', () => {
    expect(outcomeText('upstream_error', null)).toContain(`${en.errors.upstream_error} ${en.essay.partialKept}`);
  });
});
