import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationLimits,
  type ApplicationList,
  type ApplicationRecord,
  type ApplicationStatus,
  type CreateApplicationInput,
  type UpdateApplicationInput,
} from '../../shared/applications.ts';
import { api } from './api.ts';

/** What a table page asks for: a filter, a search, an order and a page. */
export interface ApplicationQuery {
  status?: ApplicationStatus;
  q?: string;
  followUpBy?: string;
  sort: 'board' | 'updated' | 'company' | 'followUp';
  page: number;
  pageSize: number;
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: ApplicationQuery) => ['applications', 'list', query] as const,
  board: (q: string) => ['applications', 'board', q] as const,
};

function listPath(query: ApplicationQuery): string {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.status) params.set('status', query.status);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.followUpBy) params.set('followUpBy', query.followUpBy);
  return `/api/applications?${params.toString()}`;
}

/** A page of applications (the table view, History's section); the previous page stays on screen while the next loads. */
export function useApplications(query: ApplicationQuery, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => api<ApplicationList>(listPath(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every application in board order (status, then rank), for the board: the
 * largest plan keeps more than one page holds, so the pages are joined.
 */
export function useBoard(q: string) {
  return useQuery({
    queryKey: applicationKeys.board(q),
    queryFn: async ({ signal }) => {
      const pageSize = applicationLimits.maxPageSize;
      const first = await api<ApplicationList>(listPath({ sort: 'board', q, page: 1, pageSize }), { signal });
      const pages = Math.ceil(first.total / pageSize);
      if (pages <= 1) return first;
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => api<ApplicationList>(listPath({ sort: 'board', q, page: i + 2, pageSize }), { signal })));
      return { ...first, items: [...first.items, ...rest.flatMap((page) => page.items)] };
    },
    placeholderData: keepPreviousData,
  });
}

export function createApplication(input: CreateApplicationInput): Promise<ApplicationRecord> {
  return api<ApplicationRecord>('/api/applications', { method: 'POST', json: input });
}

export function updateApplication(id: string, input: UpdateApplicationInput): Promise<ApplicationRecord> {
  return api<ApplicationRecord>(`/api/applications/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
}

export function fetchApplication(id: string): Promise<ApplicationRecord> {
  return api<ApplicationRecord>(`/api/applications/${encodeURIComponent(id)}`);
}

export function useDeleteApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/applications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** Today as the user's calendar has it (YYYY-MM-DD): follow-ups are due by the user's day, not UTC's. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The rank that puts a card at `index` of a column whose other cards (in
 * order) have `ranks`: between its neighbours, above the first, or below the last.
 */
export function rankAt(ranks: readonly number[], index: number): number {
  if (ranks.length === 0) return 0;
  if (index <= 0) return ranks[0]! - 1;
  if (index >= ranks.length) return ranks[ranks.length - 1]! + 1;
  return (ranks[index - 1]! + ranks[index]!) / 2;
}
