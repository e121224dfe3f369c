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
  return renderRoutes([{ path: pattern ?? new URL(path, 'http://localhost').pathname, element }, ...routes], { path });
}

/**
 * Renders a route table (a layout with its pages, or the app's own `routes`)
 * at `path`, with the same query client and toaster as renderScreen.
 */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The page's own address follows the router's, as in the browser: lib/use-search-params.ts
  // starts each update from window.location, so a second filter would otherwise drop the first.
  const follow = () => window.history.replaceState(null, '', router.state.location.pathname + router.state.location.search + router.state.location.hash);
  follow();
  router.subscribe(follow);
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
