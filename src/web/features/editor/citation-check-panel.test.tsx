import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReferenceList } from '../../../shared/references.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { CitationCheckPanel } from './citation-check-panel.tsx';

// The citation check asks the library only for the references the paper
// names, 500 keys a request, instead of reading the whole library.

/** The library: every key asked for but those named here, each by "Author <key>", 2020. */
function libraryWithout(missing: readonly string[]) {
  answer('GET /api/references', (request) => {
    const keys = (request.query.get('keys') ?? '').split(',').filter((key) => key && !missing.includes(key));
    const references = keys.map((key, i) => ({
      id: `id-${key}`,
      key,
      kind: 'book' as const,
      item: { type: 'book' as const, title: `On ${key}`, author: [{ family: `Author ${key}` }], issued: { 'date-parts': [[2020]] } },
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: `2026-12-01T00:00:0${i % 10}.000Z`,
      attachment: null,
    }));
    return { json: { references, total: references.length } satisfies ReferenceList };
  });
}

function renderPanel(markdown: string, chosen: string[] = []) {
  return renderScreen(<CitationCheckPanel markdown={markdown} documentData={{ request: { sources: chosen } }} body={createRef()} onShowText={() => undefined} />, { path: '/documents/d1/edit' });
}

describe('the citation check', () => {
  it('asks for the cited and chosen keys only, in batches of 500, and finds the ones the library lacks', async () => {
    libraryWithout(['key17', 'key599']);
    const cited = Array.from({ length: 600 }, (_, i) => `key${i}`);
    const markdown = cited.map((key) => `A claim [@${key}].`).join(' ');
    const { user } = renderPanel(markdown, ['key3', 'chosen1']);
    await user.click(screen.getByRole('button', { name: 'Check citations' }));
    expect(await screen.findByText('Not in your library: @key17')).toBeTruthy();
    expect(screen.getByText('Not in your library: @key599')).toBeTruthy();
    // The chosen source never cited is named as the library names it.
    expect(screen.getByText('Chosen but never cited: Author chosen1 2020')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 problems found');

    const asked = requestsTo('GET /api/references').map((r) => r.query.get('keys')!.split(','));
    expect(asked.map((keys) => keys.length)).toEqual([500, 101]);
    expect(new Set(asked.flat())).toEqual(new Set([...cited, 'chosen1']));
    expect(requestsTo('GET /api/references').every((r) => r.query.get('limit') === '500' && !r.query.has('search'))).toBe(true);
  });
});
