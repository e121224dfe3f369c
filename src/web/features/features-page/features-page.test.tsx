import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { FeaturesPage } from './features-page.tsx';

describe('Features', () => {
  it('four cards and Try It Now → /essay-generator', async () => {
    const { user, router } = renderScreen(<FeaturesPage />, { path: '/features', routes: [{ path: '/essay-generator', element: <h1>Essay Generator</h1> }] });
    const cards = within(screen.getAllByRole('list')[0]!).getAllByRole('heading', { level: 2 });
    expect(cards.map(textOf)).toEqual(['Essay Generator', 'Resume Builder', 'Document History', 'Customization Options']);
    const tryIt = screen.getByRole('link', { name: 'Try It Now' });
    expect(tryIt.getAttribute('href')).toBe('/essay-generator');
    // Signed out, the guard then asks to sign in (e2e/guards.e2e.ts).
    await user.click(tryIt);
    expect(router.state.location.pathname).toBe('/essay-generator');
  });
});
