import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedWithMe } from '../../../shared/sharing.ts';
import type { ApplicationList, ApplicationRecord } from '../../../shared/applications.ts';
import type { DocumentPage, DocumentSummary } from '../../../shared/documents.ts';
import { answer, requestsTo, type SentRequest } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { freshSession } from '../../testing/session.ts';
import { textOf } from '../../testing/states.ts';
import { HistoryPage } from './history-page.tsx';

// History's screen against a stand-in for GET /api/documents. What the server
// matches (word beginnings, case, the free plan's window) is
// src/server/features/documents/documents.test.ts's; here: what the screen
// asks for, keeps in its address and shows of the answer.

const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 9)).toISOString();
const doc = (n: number, type: DocumentSummary['type'], title: string, preview: string): DocumentSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type,
  title,
  preview,
  createdAt: day(n),
  updatedAt: day(n),
});

// Newest first, as the server lists them.
const demo = [
  doc(1, 'cover-letter', 'Cover Letter – Millrace Heritage Archive', 'My railroad timetables project taught me to read archives.'),
  doc(2, 'resume', 'Resume – Archives Internship', 'Jordan Lee, microfilm and digitization.'),
  doc(3, 'academic', 'Railroad Time: Standard Time and the American Day', 'How the railroads set the clocks.'),
  doc(4, 'essay', 'Catalyst, Not Cause: The Printing Press and the Reformation', 'Gutenberg and the grievances that came first.'),
  doc(5, 'resume', 'General Resume', 'Jordan Lee, microfilm reader and archivist.'),
  doc(6, 'essay', 'Personal Statement: What the Mill Remembered', 'Reels of microfilm in the mill town library.'),
];
const titlesOf = (docs: DocumentSummary[]) => docs.map((d) => d.title);
const resumes = ['Resume – Archives Internship', 'General Resume'];

/** A stand-in for the list endpoint: every word a prefix of a word of the title or preview, the type, the order. */
function listAnswer(docs: DocumentSummary[], hiddenByPlan = 0) {
  return ({ query }: SentRequest) => {
    const words = (query.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const type = query.get('type');
    let found = docs.filter(
      (d) => (!type || d.type === type) && words.every((w) => `${d.title} ${d.preview}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((x) => x.startsWith(w))),
    );
    if (query.get('sort') === 'asc') found = [...found].reverse();
    const page: DocumentPage = { documents: found, nextCursor: null, hiddenByPlan, plan: 'free' };
    return { json: page };
  };
}

const counts = { saved: 0, applied: 0, interview: 0, offer: 0, rejected: 0, withdrawn: 0 };
const noApplications: ApplicationList = { items: [], total: 0, page: 1, pageSize: 5, counts, limit: 100 };

function serve(docs: DocumentSummary[], hiddenByPlan = 0, applications: ApplicationList = noApplications, shared: SharedWithMe[] = []) {
  answer('GET /api/documents', listAnswer(docs, hiddenByPlan));
  answer('GET /api/applications', { json: applications });
  answer('GET /api/shares', { json: { documents: shared } });
  answer('GET /api/chat/conversations', { json: { conversations: [] } });
  answer('GET /api/auth/get-session', { json: freshSession });
}

const list = () => screen.getByRole('region', { name: 'Your documents' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Type' });
const sortButton = () => screen.getByRole('button', { name: /^Sort by last updated/ });
const titles = () => within(list()).queryAllByRole('heading', { level: 3 }).map(textOf);
const status = () => textOf(within(list()).getByRole('status'));

async function expectTitles(expected: string[]) {
  await waitFor(() => expect(titles()).toEqual(expected));
}

function openHistory(path = '/history') {
  const view = renderScreen(<HistoryPage />, { path, pattern: '/history' });
  const search = () => view.router.state.location.search;
  return { ...view, search };
}

describe('History', () => {
  it('a search narrows the list as typed and follows the URL; a URL with ?q= fills the box and searches it', async () => {
    serve(demo);
    const { user, search } = openHistory();
    await expectTitles(titlesOf(demo));
    expect(status()).toBe('6 documents');

    await user.type(searchBox(), 'Gutenb');
    await expectTitles(['Catalyst, Not Cause: The Printing Press and the Reformation']);
    expect(search()).toBe('?q=Gutenb');
    expect(requestsTo('GET /api/documents').at(-1)?.query.get('search')).toBe('Gutenb');

    await user.clear(searchBox());
    await user.type(searchBox(), 'railr');
    await expectTitles(['Cover Letter – Millrace Heritage Archive', 'Railroad Time: Standard Time and the American Day']);
    expect(search()).toBe('?q=railr');
    expect(status()).toBe('2 documents');
  });

  it('opened at ?q=, the box holds the words and the list is their search', async () => {
    serve(demo);
    openHistory('/history?q=railroad%20standard');
    expect(searchBox()).toHaveProperty('value', 'railroad standard');
    await expectTitles(['Railroad Time: Standard Time and the American Day']);
    expect(requestsTo('GET /api/documents').map((r) => r.query.get('search'))).toEqual(['railroad standard']);
  });

  it('a search without a match says so, and clearing it brings every document back, with the focus in the box', async () => {
    serve(demo);
    const { user, search } = openHistory();
    await expectTitles(titlesOf(demo));
    await user.click(searchBox());
    await user.paste('xylophonist');
    await within(list()).findByRole('heading', { name: 'No documents found' });
    expect(within(list()).getByText('Try adjusting your search or filters')).toBeTruthy();
    expect(within(list()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText("You haven't created any documents yet")).toBeNull();
    expect(status()).toBe('');

    await user.click(within(list()).getByRole('button', { name: 'Clear search and filters' }));
    await expectTitles(titlesOf(demo));
    expect(searchBox()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(searchBox());
    expect(search()).toBe('');
  });

  it('the type filter shows one type, and combines with a search', async () => {
    serve(demo);
    const { user, search } = openHistory();
    await expectTitles(titlesOf(demo));
    expect(within(typeFilter()).getAllByRole('option').map(textOf)).toEqual(['All Documents', 'Essays', 'Resumes', 'Academic Papers', 'Cover Letters']);

    await user.selectOptions(typeFilter(), 'Resumes');
    await expectTitles(resumes);
    expect(search()).toBe('?type=resume');
    for (const title of resumes) {
      const row = within(list()).getByRole('article', { name: title });
      expect(textOf(row.querySelector('p'))).toMatch(/^Resume · /);
    }

    await user.click(searchBox());
    await user.paste('microfilm');
    await waitFor(() => expect(requestsTo('GET /api/documents').at(-1)?.query.toString()).toBe('search=microfilm&type=resume'));
    await expectTitles(resumes);
    await user.selectOptions(typeFilter(), 'Essays');
    await expectTitles(['Personal Statement: What the Mill Remembered']);
    await user.selectOptions(typeFilter(), 'Cover Letters');
    await within(list()).findByRole('heading', { name: 'No documents found' });
    expect(search()).toBe('?type=cover-letter&q=microfilm');

    await user.selectOptions(typeFilter(), 'All Documents');
    await expectTitles([...resumes, 'Personal Statement: What the Mill Remembered']);
    await user.selectOptions(typeFilter(), 'Academic Papers');
    await user.clear(searchBox());
    await expectTitles(['Railroad Time: Standard Time and the American Day']);
    expect(search()).toBe('?type=academic');
  });

  it('the sort button turns the order around and says which order it shows', async () => {
    serve(demo);
    const { user, search } = openHistory();
    await expectTitles(titlesOf(demo));
    expect(textOf(sortButton())).toMatch(/^Last updated ?\(newest first\)$/);
    expect(sortButton().getAttribute('aria-label')).toBe('Sort by last updated: newest first. Activate for oldest first.');

    await user.click(sortButton());
    await expectTitles(titlesOf(demo).reverse());
    expect(sortButton().getAttribute('aria-label')).toBe('Sort by last updated: oldest first. Activate for newest first.');
    expect(textOf(sortButton())).toMatch(/^Last updated ?\(oldest first\)$/);
    expect(search()).toBe('?sort=asc');
    expect(requestsTo('GET /api/documents').at(-1)?.query.get('sort')).toBe('asc');

    await user.click(sortButton());
    await expectTitles(titlesOf(demo));
    expect(sortButton().getAttribute('aria-label')).toBe('Sort by last updated: newest first. Activate for oldest first.');
    expect(search()).toBe('');
  });
});

describe('History of a new account', () => {
  it('says nothing has been created yet, and offers to start', async () => {
    serve([]);
    openHistory();
    await within(list()).findByRole('heading', { name: "You haven't created any documents yet" });
    expect(within(list()).getByText(/Generate an essay or build a resume/)).toBeTruthy();
    expect(screen.queryByText('No documents found')).toBeNull();
    expect(within(list()).queryAllByRole('article')).toHaveLength(0);
    expect(within(list()).getByRole('link', { name: 'Write an essay' }).getAttribute('href')).toBe('/essay-generator');
    expect(within(list()).getByRole('link', { name: 'Build a resume' }).getAttribute('href')).toBe('/resume-builder');
    // The controls and the tips are there all the same.
    expect(searchBox()).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tips' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('a search in an empty account is "No documents found", not the welcome', async () => {
    serve([]);
    openHistory('/history?q=anything');
    await within(list()).findByRole('heading', { name: 'No documents found' });
    expect(screen.queryByText("You haven't created any documents yet")).toBeNull();
  });
});

describe('History on the free plan', () => {
  it('lists the 20 documents the server sends and says how many older ones Pro would show, with the trial in place', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => doc(i + 1, 'essay', `Essay number ${22 - i}`, `Body of essay ${22 - i}.`));
    serve(twenty, 2);
    openHistory();
    await expectTitles(titlesOf(twenty));
    expect(await screen.findByText('2 older documents — upgrade to Pro to see all')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more documents' })).toBeNull();
    expect(status()).toBe('20 documents');
  });
});

describe('deleting a document', () => {
  it('asks first, with the focus on Cancel; Cancel sends nothing, Delete sends the deletion, says so and lists what remains', async () => {
    const docs = [doc(1, 'cover-letter', 'Delete me', 'Dear committee, this one goes.'), doc(2, 'essay', 'Keep me', 'This one stays.')];
    serve(docs);
    answer('DELETE /api/documents/00000000-0000-4000-8000-000000000001', () => {
      docs.shift();
      return { status: 204 };
    });
    const { user } = openHistory();
    await expectTitles(['Delete me', 'Keep me']);

    const deleteButton = within(within(list()).getByRole('article', { name: 'Delete me' })).getByRole('button', { name: 'Delete' });
    await user.click(deleteButton);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect(within(confirm).getByText('Are you sure you want to delete this document? This action cannot be undone.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(titles()).toEqual(['Delete me', 'Keep me']);
    expect(requestsTo('DELETE /api/documents/00000000-0000-4000-8000-000000000001')).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectTitles(['Keep me']);
    expect(await screen.findByText('“Delete me” was deleted.')).toBeTruthy();
    expect(requestsTo('DELETE /api/documents/00000000-0000-4000-8000-000000000001')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
  });
});

describe('job applications in History', () => {
  const application: ApplicationRecord = {
    id: '00000000-0000-4000-8000-0000000000a1',
    company: 'Acme',
    role: 'Data Analyst',
    ad: '',
    link: '',
    status: 'interview',
    appliedOn: '2026-11-02',
    deadlineOn: null,
    followUpOn: null,
    notes: '',
    resumeId: null,
    coverLetterId: null,
    rank: 0,
    statusChangedAt: '2026-11-10T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
  };

  it('lists the applications that match the search beside the documents, each opening on the board', async () => {
    serve([], 0, { items: [application], total: 7, page: 1, pageSize: 5, counts: { ...counts, interview: 7 }, limit: 100 });
    renderScreen(<HistoryPage />, { path: '/history?q=acme', pattern: '/history' });
    const section = await screen.findByRole('region', { name: 'Job applications' });
    const link = within(section).getByRole('link', { name: 'Acme, Data Analyst' });
    expect(link.getAttribute('href')).toBe(`/applications?open=${application.id}`);
    expect(within(section).getByText('Interview')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open the applications board' }).getAttribute('href')).toBe('/applications?q=acme');
    expect(within(section).getByText('and 6 more')).toBeTruthy();
    // The search went to the applications too.
    await waitFor(() => expect(requestsTo('GET /api/applications').some((request) => request.query.get('q') === 'acme')).toBe(true));
  });

  it('shows no applications section when none match', async () => {
    serve([]);
    renderScreen(<HistoryPage />, { path: '/history', pattern: '/history' });
    await screen.findByRole('heading', { name: "You haven't created any documents yet" });
    expect(screen.queryByRole('region', { name: 'Job applications' })).toBeNull();
  });

  it('lists what others shared under Shared with me: an editor’s document opens in the editor, a reader’s on its link page', async () => {
    const base = { preview: '', updatedAt: '2026-12-01T10:00:00.000Z', owner: { name: 'Maya Chen' } } as const;
    const shared: SharedWithMe[] = [
      { ...base, id: '11111111-1111-4111-8111-111111111111', type: 'essay', title: 'Group report on tides', role: 'edit', token: 'A'.repeat(32) },
      { ...base, id: '22222222-2222-4222-8222-222222222222', type: 'resume', title: 'Sam resume', role: 'view', token: 'B'.repeat(32) },
    ];
    serve([], 0, noApplications, shared);
    renderScreen(<HistoryPage />, { path: '/history', pattern: '/history' });
    const section = await screen.findByRole('region', { name: 'Shared with me' });
    expect(within(section).getByRole('link', { name: 'Group report on tides' }).getAttribute('href')).toBe('/documents/11111111-1111-4111-8111-111111111111/edit');
    expect(within(section).getByRole('link', { name: 'Sam resume' }).getAttribute('href')).toBe(`/s/${'B'.repeat(32)}`);
    expect(textOf(within(section).getAllByRole('listitem')[0]!)).toContain('Shared by Maya Chen · You can edit');

  });

  it('narrows Shared with me by History’s search', async () => {
    const base = { preview: '', updatedAt: '2026-12-01T10:00:00.000Z', owner: { name: 'Maya Chen' }, role: 'view', type: 'essay' } as const;
    serve([], 0, noApplications, [
      { ...base, id: '11111111-1111-4111-8111-111111111111', title: 'Group report on tides', token: 'A'.repeat(32) },
      { ...base, id: '22222222-2222-4222-8222-222222222222', title: 'Seminar notes', token: 'B'.repeat(32) },
    ]);
    renderScreen(<HistoryPage />, { path: '/history?q=tides', pattern: '/history' });
    const section = await screen.findByRole('region', { name: 'Shared with me' });
    await waitFor(() => expect(within(section).getAllByRole('link').map(textOf)).toEqual(['Group report on tides']));
  });

  it('shows no Shared with me section when nothing was shared', async () => {
    serve([]);
    renderScreen(<HistoryPage />, { path: '/history', pattern: '/history' });
    await screen.findByRole('heading', { name: "You haven't created any documents yet" });
    expect(screen.queryByRole('region', { name: 'Shared with me' })).toBeNull();
  });
});
