import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined');
}

describe('a screen that fails while drawing', () => {
  it('says so inside the site frame, says saved work is safe, and offers a reload and History, with no stack trace', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderRoutes(
      [
        {
          element: (
            <div>
              <nav aria-label="Site">frame</nav>
              <Outlet />
            </div>
          ),
          children: [{ errorElement: <RouteError />, children: [{ path: '/broken', element: <Broken /> }, { path: '/history', element: <h1>History</h1> }] }],
        },
      ],
      { path: '/broken' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('Everything you saved is safe');
    expect(document.body.textContent).not.toContain('Cannot read properties');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Go to History' }));
    expect(router.state.location.pathname).toBe('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeDefined();
    logged.mockRestore();
  });
});
