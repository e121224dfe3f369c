import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharePath, type CreateShareInput, type DocumentSharing, type OpenedShare, type ShareLink, type SharedWithMe } from '../../shared/sharing.ts';
import { api } from './api.ts';

const sharingKeys = {
  all: ['sharing'] as const,
  document: (id: string) => ['sharing', 'document', id] as const,
  withMe: ['sharing', 'with-me'] as const,
};

/** The owner's view of a document's links and the people who came in through them. */
export function useSharing(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.document(documentId),
    queryFn: ({ signal }) => api<DocumentSharing>(`/api/documents/${encodeURIComponent(documentId)}/shares`, { signal }),
    enabled,
  });
}

/** Make, revoke and remove: each refreshes the owner's list when it lands. */
export function useSharingActions(documentId: string) {
  const client = useQueryClient();
  const base = `/api/documents/${encodeURIComponent(documentId)}`;
  const refresh = () => client.invalidateQueries({ queryKey: sharingKeys.document(documentId) });
  return {
    create: useMutation({ mutationFn: (input: CreateShareInput) => api<ShareLink>(`${base}/shares`, { method: 'POST', json: input }), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (linkId: string) => api<void>(`${base}/shares/${encodeURIComponent(linkId)}`, { method: 'DELETE' }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (userId: string) => api<void>(`${base}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }), onSuccess: refresh }),
  };
}

/** Opens a share link (signed in, it also adds the document to the visitor's "Shared with me"). */
export function useOpenedShare(token: string) {
  return useQuery({
    queryKey: ['sharing', 'open', token],
    queryFn: ({ signal }) => api<OpenedShare>(`/api/shares/${encodeURIComponent(token)}/open`, { method: 'POST', signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSharedWithMe(enabled = true) {
  return useQuery({
    queryKey: sharingKeys.withMe,
    queryFn: ({ signal }) => api<{ documents: SharedWithMe[] }>('/api/shares', { signal }),
    enabled,
  });
}

/** The full address of a link, to copy. */
export const shareUrl = (token: string) => `${window.location.origin}${sharePath(token)}`;
