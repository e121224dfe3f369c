import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAuditPage, AdminInviteInput, AdminUserDetail, AdminUserList, AdminUserSort } from '../../../shared/admin.ts';
import type { Plan } from '../../../shared/plans.ts';
import { api } from '../../lib/api.ts';

/** The console's users and audit log: /api/admin/users…, /api/admin/audit (src/server/features/admin/users-routes.ts). */

export interface UserListParams {
  q: string;
  page: number;
  pageSize: number;
  sort: AdminUserSort;
}

export const adminKeys = {
  users: ['admin', 'users'] as const,
  list: (params: UserListParams) => ['admin', 'users', 'list', params] as const,
  user: (id: string) => ['admin', 'users', 'one', id] as const,
  audit: ['admin', 'audit'] as const,
};

export function useUserList(params: UserListParams) {
  const query = new URLSearchParams({ q: params.q, page: String(params.page), pageSize: String(params.pageSize), sort: params.sort });
  return useQuery({
    queryKey: adminKeys.list(params),
    queryFn: ({ signal }) => api<AdminUserList>(`/api/admin/users?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }), retry: false });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => api<AdminAuditPage>(`/api/admin/audit${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    getNextPageParam: (last) => last.nextBefore,
  });
}

const userPath = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

export const adminActions = {
  setPlan: (id: string, plan: Plan) => api<{ plan: Plan; mailed: boolean }>(userPath(id, '/plan'), { method: 'PUT', json: { plan } }),
  ban: (id: string, reason: string) => api<{ banned: true; sessionsEnded: number }>(userPath(id, '/ban'), { method: 'POST', json: { reason } }),
  unban: (id: string) => api<{ banned: false }>(userPath(id, '/unban'), { method: 'POST', json: {} }),
  revokeSessions: (id: string) => api<{ sessionsEnded: number }>(userPath(id, '/revoke-sessions'), { method: 'POST', json: {} }),
  passwordReset: (id: string) => api<{ sent: true }>(userPath(id, '/password-reset'), { method: 'POST', json: {} }),
  remove: (id: string) => api<void>(userPath(id), { method: 'DELETE' }),
  invite: (input: AdminInviteInput) => api<{ id: string; email: string; mailed: boolean }>('/api/admin/users/invite', { method: 'POST', json: input }),
};

/** A console action: afterwards the lists, the user and the audit log are read again. */
export function useAdminAction<TInput, TOutput>(action: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: adminKeys.users }), client.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}
