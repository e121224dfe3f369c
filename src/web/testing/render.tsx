import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '../app/toaster.tsx';

/**
 * Renders one screen or component as the app shows it: inside a router at
 * `path` (its route is `pattern` when the screen reads parameters, such as
 * `/blog/:id`; other routes may be given, to see where a link or a navigation
 * leads), a fresh query client that does not retry, and the toaster.
 */
export function renderScreen(element: ReactElement, { path = '/', pattern, routes = [] }: { path?: string; pattern?: string; routes?: RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern ?? new URL(path, 'http://localhost').pathname, element }, ...routes], { initialEntries: [path] });
  // No pause between keys: each key is still its own event, in order.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}
