import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client.ts';

// One client for the whole visit; created when the first screen with server data loads.
const queryClient = createQueryClient();

/**
 * Wraps the routes that read server data (blog, signed-in screens), so the
 * query library loads with them and not with every public page.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
