import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '../../../shared/blog.ts';
import { api } from '../../lib/api.ts';

export function useBlogPosts() {
  return useQuery({
    queryKey: ['blog', 'posts'],
    queryFn: async () => (await api<{ posts: BlogPostSummary[] }>('/api/blog/posts')).posts,
  });
}

export function useBlogPost(id: string) {
  return useQuery({
    queryKey: ['blog', 'post', id],
    queryFn: () => api<BlogPost>(`/api/blog/posts/${encodeURIComponent(id)}`),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
}
