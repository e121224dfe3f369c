import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { CookiesPage } from './cookies-page.tsx';
import { GdprPage } from './gdpr-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map(textOf);

describe('legal pages', () => {
  it('/terms has the tabs Terms of Service and Privacy Policy; arrow keys switch them and follow the URL', async () => {
    const { user, router } = renderScreen(<TermsPage />, { path: '/terms' });
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map(textOf)).toEqual(['Terms of Service', 'Privacy Policy']);
    expect(selected()).toEqual(['Terms of Service']);
    const terms = textOf(screen.getByRole('tabpanel'));

    await user.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    await user.keyboard('{ArrowRight}');
    // The router's update is a transition: wait for the state itself.
    await waitFor(() => expect(selected()).toEqual(['Privacy Policy']));
    expect(router.state.location.search).toBe('?tab=privacy');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Privacy Policy' }));
    const privacy = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    expect(textOf(privacy)).not.toBe(terms);
    expect(within(privacy).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toEqual(['Terms of Service']));
    expect(router.state.location.search).toBe('');
  });

  it('/terms?tab=privacy opens the Privacy Policy', () => {
    renderScreen(<TermsPage />, { path: '/terms?tab=privacy' });
    expect(selected()).toEqual(['Privacy Policy']);
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it.each([
    ['/privacy', PrivacyPage, /Privacy/],
    ['/cookies', CookiesPage, /Cookie/],
    ['/gdpr', GdprPage, /GDPR/],
  ] as const)('%s shows a real policy: an h1 and several sections', (path, Page, title) => {
    renderScreen(<Page />, { path });
    expect(screen.getAllByRole('heading', { level: 1 }).map(textOf)).toEqual([expect.stringMatching(title)]);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(textOf(document.body).length).toBeGreaterThan(1500);
  });
});
