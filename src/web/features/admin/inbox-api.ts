import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxKind, InboxMessage, InboxPage, InboxReplyResult, InboxStatus } from '../../../shared/admin-content.ts';
import type { TicketPriority } from '../../../shared/contact.ts';
import { useEffect } from 'react';
import type { AdminChatEvent, ChatHours } from '../../../shared/chat.ts';
import { api } from '../../lib/api.ts';

/** The console's inbox: /api/admin/inbox… (src/server/features/admin/content-routes.ts). */

export interface InboxFilters {
  kind: 'all' | InboxKind;
  status: '' | InboxStatus;
  priority: '' | TicketPriority;
  q: string;
  page: number;
}

const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  list: (filters: InboxFilters) => ['admin', 'inbox', 'list', filters] as const,
  message: (kind: InboxKind, id: string) => ['admin', 'inbox', 'one', kind, id] as const,
};

export function useInboxList(filters: InboxFilters) {
  const query = new URLSearchParams({ kind: filters.kind, q: filters.q, page: String(filters.page) });
  if (filters.status) query.set('status', filters.status);
  if (filters.priority) query.set('priority', filters.priority);
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => api<InboxPage>(`/api/admin/inbox?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const messagePath = (kind: InboxKind, id: string) => `/api/admin/inbox/${kind}/${encodeURIComponent(id)}`;

export function useInboxMessage(kind: InboxKind, id: string) {
  return useQuery({ queryKey: inboxKeys.message(kind, id), queryFn: ({ signal }) => api<InboxMessage>(messagePath(kind, id), { signal }), retry: false });
}

/** Status changes and replies: afterwards the list, the message and the audit log are read again. */
export function useInboxActions(kind: InboxKind, id: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: inboxKeys.all }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]);
  return {
    setStatus: useMutation({
      mutationFn: (status: InboxStatus) => api<{ status: InboxStatus }>(`${messagePath(kind, id)}/status`, { method: 'PUT', json: { status } }),
      onSettled: refresh,
    }),
    reply: useMutation({
      mutationFn: (text: string) => api<InboxReplyResult>(`${messagePath(kind, id)}/reply`, { method: 'POST', json: { text } }),
      onSettled: refresh,
    }),
  };
}

/**
 * While the console is open, its stream keeps this administrator online for
 * the support chat and names every conversation that moves: the inbox is then
 * read again, so a visitor's message shows without a reload.
 */
export function useTeamChatStream() {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/admin/chat/stream');
    source.onmessage = (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as AdminChatEvent;
      if (data.type === 'conversation') void client.invalidateQueries({ queryKey: inboxKeys.all });
    };
    return () => source.close();
  }, [client]);
}

export function useChatHours() {
  return useQuery({ queryKey: ['admin', 'chat-hours'], queryFn: ({ signal }) => api<{ hours: ChatHours | null }>('/api/admin/chat/hours', { signal }) });
}

export function useSaveChatHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hours: ChatHours | null) => api<{ hours: ChatHours | null }>('/api/admin/chat/hours', { method: 'PUT', json: { hours } }),
    onSuccess: (saved) => client.setQueryData(['admin', 'chat-hours'], saved),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
