import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferenceList, ReferenceListItem } from '../../../shared/references.ts';
import { answer, requestsTo, type SentRequest } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled, textOf } from '../../testing/states.ts';
import { ReferencesPage } from './references-page.tsx';

// The library a page at a time against a stand-in for GET /api/references
// that pages and searches as the API does: what the page asks for and shows.

/** A library of `size` references, "Title 1" … in the server's order. */
function library(size: number): ReferenceListItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    key: `ref${i + 1}`,
    kind: 'book' as const,
    item: { type: 'book' as const, title: `Title ${i + 1}` },
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    attachment: null,
  }));
}

/** The server's answer: the matching references (a search is a prefix of a title's last word here), one page of them, and how many match. */
function serve(all: ReferenceListItem[]) {
  answer('GET /api/references', (request: SentRequest): { json: ReferenceList } => {
    const search = request.query.get('search');
    const matching = search ? all.filter((r) => r.item.title!.split(' ').at(-1)!.startsWith(search)) : all;
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? 100);
    return { json: { references: matching.slice(offset, offset + limit), total: matching.length } };
  });
}

/** The titles the library's list shows (the only list of references: notices from other tests may list too). */
const titles = () => screen.getAllByText(/^Title \d+$/).map((node) => node.textContent);

async function openLibrary(size: number) {
  serve(library(size));
  const view = renderScreen(<ReferencesPage />, { path: '/references' });
  await screen.findByText('Title 1');
  return view;
}

describe('the reference library, a page at a time', () => {
  it('shows the first 100 of 250 with the whole count, and asks for 100 from the start', async () => {
    await openLibrary(250);
    expect(titles()).toHaveLength(100);
    expect(titles()[99]).toBe('Title 100');
    expect(textOf(screen.getByText(/references ·/))).toBe('250 references · 1–100 of 250');
    const first = requestsTo('GET /api/references')[0]!;
    expect([first.query.get('limit'), first.query.get('offset')]).toEqual(['100', '0']);
    expect(isDisabled(screen.getByRole('button', { name: 'Previous page' }))).toBe(true);
  });

  it('turns the pages with the keyboard, and the keyboard goes on from the top of the new page', async () => {
    const { user } = await openLibrary(250);
    const pages = screen.getByRole('navigation', { name: 'Pages of your library' });
    within(pages).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Title 101');
    expect(screen.queryByText('Title 100')).toBeNull();
    expect(textOf(document.activeElement)).toBe('250 references · 101–200 of 250');

    within(pages).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Title 250');
    expect(titles()).toHaveLength(50);
    expect(isDisabled(within(pages).getByRole('button', { name: 'Next page' }))).toBe(true);
    expect(requestsTo('GET /api/references').map((r) => r.query.get('offset'))).toEqual(['0', '100', '200']);

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Title 101');
    expect(titles()[0]).toBe('Title 101');
  });

  it('searches on the server, from the first page of the matches', async () => {
    const { user } = await openLibrary(250);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Title 101');
    await user.type(screen.getByRole('searchbox', { name: 'Search references' }), '24');
    // The search waits for a pause in the typing.
    await screen.findByText('Title 240', undefined, { timeout: 3000 });
    expect(titles()).toEqual(['Title 24', ...Array.from({ length: 10 }, (_, i) => `Title ${240 + i}`)]);
    expect(screen.getByText('11 references')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of your library' })).toBeNull();
    const last = requestsTo('GET /api/references').at(-1)!;
    expect([last.query.get('search'), last.query.get('offset')]).toEqual(['24', '0']);
  });

  it('counts a large library in full, with its digits grouped', async () => {
    answer('GET /api/references', { json: { references: library(100), total: 20_000 } satisfies ReferenceList });
    renderScreen(<ReferencesPage />, { path: '/references' });
    expect(textOf(await screen.findByText(/references ·/))).toBe('20,000 references · 1–100 of 20,000');
  });
});
