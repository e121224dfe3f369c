import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { answer } from '../testing/api-answers.ts';
import { renderRoutes } from '../testing/render.tsx';

// The app's own route table, for a visitor. The guards with a real session,
// and every public page's prerendered h1, are e2e/guards.e2e.ts's.

describe('other routes', () => {
  it('an unknown path ends on /', async () => {
    answer('GET /api/auth/get-session', { json: null });
    const { router } = renderRoutes(routes, { path: '/no-such-page/deep' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Write better, faster, with Inkwell' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/help/<topic> renders the Help Center', async () => {
    answer('GET /api/auth/get-session', { json: null });
    const { router } = renderRoutes(routes, { path: '/help/anything' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/anything'));
  });
});
