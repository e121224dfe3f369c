import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Anchor, CommentThread, DocumentComments } from '../../shared/comments.ts';
import { api } from './api.ts';

const commentKeys = { document: (id: string) => ['comments', id] as const };

/** How often an open document asks for the others' new comments. */
const refreshMs = 10_000;

/** A document's comment threads and who may be mentioned: read again every few seconds while the page is in view. */
export function useComments(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.document(documentId),
    queryFn: ({ signal }) => api<DocumentComments>(`/api/documents/${encodeURIComponent(documentId)}/comments`, { signal }),
    enabled,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
  });
}

/** Open, reply, resolve, edit and delete: each puts the thread the server answers into the list at once. */
export function useCommentActions(documentId: string) {
  const client = useQueryClient();
  const base = `/api/documents/${encodeURIComponent(documentId)}/comments`;
  const key = commentKeys.document(documentId);
  const put = (thread: CommentThread) =>
    client.setQueryData<DocumentComments>(key, (old) => {
      if (!old) return old;
      const at = old.threads.findIndex((t) => t.id === thread.id);
      const threads = at < 0 ? [...old.threads, thread] : old.threads.map((t) => (t.id === thread.id ? thread : t));
      return { ...old, threads };
    });
  const drop = (threadId: string) => client.setQueryData<DocumentComments>(key, (old) => (old ? { ...old, threads: old.threads.filter((t) => t.id !== threadId) } : old));
  const thread = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    create: useMutation({
      mutationFn: (input: { anchor: Anchor; body: string; mentions: string[] }) => api<CommentThread>(base, { method: 'POST', json: input }),
      onSuccess: put,
    }),
    reply: useMutation({
      mutationFn: ({ threadId, ...input }: { threadId: string; body: string; mentions: string[] }) => api<CommentThread>(`${thread(threadId)}/replies`, { method: 'POST', json: input }),
      onSuccess: put,
    }),
    resolve: useMutation({
      mutationFn: ({ threadId, resolved }: { threadId: string; resolved: boolean }) => api<CommentThread>(thread(threadId), { method: 'PATCH', json: { resolved } }),
      onSuccess: put,
    }),
    edit: useMutation({
      mutationFn: ({ threadId, commentId, ...input }: { threadId: string; commentId: string; body: string; mentions: string[] }) =>
        api<CommentThread>(`${thread(threadId)}/replies/${encodeURIComponent(commentId)}`, { method: 'PATCH', json: input }),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: async ({ threadId, commentId }: { threadId: string; commentId: string }) => ({
        threadId,
        ...(await api<{ thread: CommentThread | null }>(`${thread(threadId)}/replies/${encodeURIComponent(commentId)}`, { method: 'DELETE' })),
      }),
      onSuccess: ({ threadId, thread: left }) => (left ? put(left) : drop(threadId)),
    }),
  };
}
