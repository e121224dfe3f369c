import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, BlogImageUpload, BlogPostInput } from '../../../shared/admin-content.ts';
import { api } from '../../lib/api.ts';

/** The console's blog: /api/admin/blog… (src/server/features/admin/content-routes.ts). */

const blogKeys = { posts: ['admin', 'blog'] as const };

export function useAdminPosts() {
  return useQuery({ queryKey: blogKeys.posts, queryFn: async ({ signal }) => (await api<{ posts: AdminBlogPost[] }>('/api/admin/blog', { signal })).posts });
}

/** Saves (creates without an id), deletes; afterwards the console list, the public blog and the audit log are read again. */
export function useBlogActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: blogKeys.posts }),
      client.invalidateQueries({ queryKey: ['blog'] }),
      client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
        id ? api<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: 'PUT', json: input }) : api<AdminBlogPost>('/api/admin/blog', { method: 'POST', json: input }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    upload: useMutation({
      // The picture's bytes as they are; the server reads its type from them.
      mutationFn: (file: File) => api<BlogImageUpload>('/api/admin/blog/images', { method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
      onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    }),
  };
}
