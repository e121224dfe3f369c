import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserModelConnection, UserModelState } from '../../shared/user-model.ts';
import { api } from './api.ts';

/** `GET /api/me/model`: the operator's policy and the user's own model connection. */
const userModelKey = ['account', 'model'] as const;

/** The user's model connection; `enabled: false` until something needs it (the generators ask only when the user's model wrote). */
export function useUserModel(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userModelKey,
    queryFn: ({ signal }) => api<UserModelState>('/api/me/model', { signal }),
    enabled: options.enabled ?? true,
  });
}

/**
 * After saving or removing a connection: the cached state changes at once, and
 * the generators ask again who writes (`GET /api/generate`).
 */
export function useUserModelCache() {
  const client = useQueryClient();
  return (connection: UserModelConnection | null) => {
    client.setQueryData<UserModelState>(userModelKey, (previous) => (previous ? { ...previous, connection } : previous));
    void client.invalidateQueries({ queryKey: ['generation'] });
  };
}

/** How a saved key is shown: its last four characters only. */
export function maskedKey(last4: string): string {
  return `•••• ${last4}`;
}
