import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../../shared/documents.ts';
import { answer, heldAnswer } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { sessionOf } from '../../testing/session.ts';
import { textOf } from '../../testing/states.ts';
import { HomePage } from './home-page.tsx';

const essayGenerator = [{ path: '/essay-generator', element: <h1>Essay Generator</h1> }];

describe('home', () => {
  it('hero with the tagline; Get Started leads to the essay generator', async () => {
    await sessionOf('visitor');
    const { user, router } = renderScreen(<HomePage />, { routes: essayGenerator });
    expect(screen.getByRole('heading', { level: 1, name: 'Write better, faster, with Inkwell' })).toBeTruthy();
    expect(screen.getByText(/^Inkwell helps students generate essays, create resumes and format academic papers/)).toBeTruthy();
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('/essay-generator');
    // Signed out, the guard then asks to sign in (e2e/guards.e2e.ts).
    await user.click(getStarted);
    expect(router.state.location.pathname).toBe('/essay-generator');
  });

  it('Why Choose lists Save Time, Improve Quality and Secure & Private; the closing call to action asks a visitor to start, with an account', async () => {
    await sessionOf('visitor');
    const { user, router } = renderScreen(<HomePage />, { routes: essayGenerator });
    const why = screen.getByRole('region', { name: 'Why choose Inkwell' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map(textOf)).toEqual(['Save Time', 'Improve Quality', 'Secure & Private']);

    const cta = screen.getByRole('region', { name: 'Ready to write your next document?' });
    expect(within(cta).getByText('Create a free account and have a first draft in minutes.')).toBeTruthy();
    const start = within(cta).getByRole('link', { name: 'Start writing' });
    expect(start.getAttribute('href')).toBe('/essay-generator');
    await user.click(start);
    expect(router.state.location.pathname).toBe('/essay-generator');
  });

  it('signed in with no document yet: the closing call to action offers a first one, never an account', async () => {
    await sessionOf('member');
    const empty: DocumentPage = { documents: [], nextCursor: null, hiddenByPlan: 0, plan: 'free' };
    const latest = heldAnswer({ json: empty });
    answer('GET /api/documents', latest.responder);
    const { user, router } = renderScreen(<HomePage />, { routes: essayGenerator });
    // While the latest document is on its way: the title that fits both cases.
    expect(await screen.findByRole('region', { name: 'Ready to write your next document?' })).toBeTruthy();
    expect(screen.getByText('A first draft is only minutes away.')).toBeTruthy();
    latest.release();
    const cta = await screen.findByRole('region', { name: 'Ready to write your first document?' });
    expect(within(cta).getByText('A first draft is only minutes away.')).toBeTruthy();
    expect(screen.queryByText(/Create a free account/)).toBeNull();
    const start = within(cta).getByRole('link', { name: 'Start writing' });
    expect(start.getAttribute('href')).toBe('/essay-generator');
    expect(within(cta).queryByRole('link', { name: 'Start a new document' })).toBeNull();
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/essay-generator'));
  });
});
