import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '../../../shared/blog.ts';
import type { Language } from '../../../shared/languages.ts';
import { api } from '../../lib/api.ts';

/** Every post, those written in `language` (the reader's) first. */
export function useBlogPosts(language: Language) {
  return useQuery({
    queryKey: ['blog', 'posts', language],
    queryFn: async () => (await api<{ posts: BlogPostSummary[] }>(`/api/blog/posts?lang=${language}`)).posts,
    placeholderData: (previous) => previous,
  });
}

export function useBlogPost(id: string) {
  return useQuery({
    queryKey: ['blog', 'post', id],
    queryFn: () => api<BlogPost>(`/api/blog/posts/${encodeURIComponent(id)}`),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
}
