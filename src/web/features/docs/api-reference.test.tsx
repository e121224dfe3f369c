import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { defaultLanguage, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import { ApiReference } from './api-reference.tsx';

// The Documentation page is prerendered at build time, where there is no server to read the OpenAPI document from.
beforeAll(async () => {
  await initI18n(defaultLanguage, en);
});

describe('API Reference, rendered without a browser', () => {
  it('renders the introduction and a loading state, and fetches nothing', () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.reject(new Error('no network at build time'));
    }) as typeof fetch;
    try {
      const router = createMemoryRouter([{ path: '/documentation', element: <ApiReference /> }], { initialEntries: ['/documentation?tab=api'] });
      const html = renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      const api = en.docs.documentation.api;
      expect(html).toContain(api.title);
      expect(html).toContain(api.authTitle);
      expect(html).toContain('href="/settings?tab=api-keys"');
      expect(html).toContain(api.loading);
      expect(html).not.toContain('<article');
      expect(fetched).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
