import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { sessionOf } from '../testing/session.ts';
import { textOf } from '../testing/states.ts';
import { Header } from './header.tsx';

// Which links the header offers and how its menu button behaves. Which of
// the two a window shows (the links from 1280 px, the menu below), and the
// keyboard's way through them, are the browser's: e2e/layout.e2e.ts.

const publicNav = ['Home', 'Academic Papers'];
const memberNav = [...publicNav, 'References', 'Essay Generator', 'Resume Builder', 'Applications', 'History', 'Settings'];
const pages = ['/academic-papers', '/references', '/essay-generator', '/resume-builder', '/applications', '/history', '/settings', '/login'];

/** The header above a page at `path`, for a visitor or a signed-in user (the session is the app's one store, so each test sets it). */
async function openHeader(signedIn: boolean, path = '/') {
  await sessionOf(signedIn ? 'member' : 'visitor');
  const layout = {
    element: (
      <>
        <Header />
        <Outlet />
      </>
    ),
    children: [{ path: '/', element: <h1>Home</h1> }, ...pages.map((page) => ({ path: page, element: <h1>{page}</h1> }))],
  };
  return renderRoutes([layout], { path });
}

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map(textOf);

describe('header by auth state', () => {
  it('signed out: Home, Academic Papers and Sign In; no member links', async () => {
    await openHeader(false);
    expect(linkNames(mainNav())).toEqual(publicNav);
    expect(within(mainNav()).getByRole('link', { name: 'Academic Papers' }).getAttribute('href')).toBe('/academic-papers');
    expect(within(banner()).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    for (const name of ['Essay Generator', 'Resume Builder', 'Applications', 'History', 'Settings']) {
      expect(within(banner()).queryByRole('link', { name }), name).toBeNull();
    }
    expect(within(banner()).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('signed in: the member links (the reference library among them) and Sign Out; no Sign In; the page shown is marked', async () => {
    const { user, router } = await openHeader(true);
    expect(linkNames(mainNav())).toEqual(memberNav);
    expect(within(mainNav()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/academic-papers', '/references', '/essay-generator', '/resume-builder', '/applications', '/history', '/settings']);
    expect(within(banner()).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.click(within(mainNav()).getByRole('link', { name: 'History' }));
    expect(router.state.location.pathname).toBe('/history');
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page'));
  });
});

describe('header menu button', () => {
  it('signed in: the menu holds the member links and Sign Out, toggles closed again, and closes on navigation', async () => {
    const { user, router } = await openHeader(true);
    const mobileNav = () => within(banner()).queryByRole('navigation', { name: 'Main (mobile)' });
    const open = within(banner()).getByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(mobileNav()).toBeNull();

    await user.click(open);
    const close = within(banner()).getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(linkNames(mobileNav()!)).toEqual(memberNav);
    // The desktop row's Sign Out and the menu's.
    expect(within(banner()).getAllByRole('button', { name: 'Sign Out' })).toHaveLength(2);
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.click(close);
    expect(mobileNav()).toBeNull();
    expect(within(banner()).getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileNav()!).getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(mobileNav()).toBeNull());
    expect(within(banner()).getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
