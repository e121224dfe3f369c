import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferenceList, ReferenceListItem } from '../../../shared/references.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { SourcesField } from './sources-field.tsx';

// "Sources to cite" over a large library: the server searches, the list
// shows the first matches and says how many there are in all.

const reference = (n: number): ReferenceListItem => ({
  id: `id${n}`,
  key: `ref${n}`,
  kind: 'book',
  item: { type: 'book', title: `Title ${n}` },
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  attachment: null,
});

describe('choosing the sources of a draft', () => {
  it('asks for a few references at a time, searched on the server, and says how many match in all', async () => {
    answer('GET /api/references', (request) => {
      const search = request.query.get('search');
      const limit = Number(request.query.get('limit'));
      const total = search ? 3 : 20_000;
      return { json: { references: Array.from({ length: Math.min(limit, total) }, (_, i) => reference(i + 1)), total } satisfies ReferenceList };
    });
    const { user } = renderScreen(<SourcesField value={[]} onChange={() => undefined} />, { path: '/essay' });
    await screen.findByRole('checkbox', { name: /Title 1 / });
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 20,000: search to find the others.')).toBeTruthy();
    expect(requestsTo('GET /api/references')[0]!.query.get('limit')).toBe('50');

    await user.type(screen.getByRole('searchbox', { name: 'Search your library' }), 'walker');
    // The search waits for a pause in the typing.
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3), { timeout: 3000 });
    expect(screen.queryByText(/search to find the others/)).toBeNull();
    const last = requestsTo('GET /api/references').at(-1)!;
    expect([last.query.get('search'), last.query.get('limit')]).toEqual(['walker', '50']);
  });
});
