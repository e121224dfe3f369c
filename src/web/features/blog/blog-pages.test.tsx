import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { BlogPage } from './blog-page.tsx';
import { BlogPostPage } from './blog-post-page.tsx';

describe('blog', () => {
  it('an unknown post shows Post not found, with the way back to the blog', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    answer(`GET /api/blog/posts/${id}`, { status: 404, json: { error: { code: 'not_found', message: 'Post not found.' } } });
    renderScreen(<BlogPostPage />, { path: `/blog/${id}`, pattern: '/blog/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
  });

  it('with no posts, the empty state', async () => {
    answer('GET /api/blog/posts', { json: { posts: [] } });
    renderScreen(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText('No blog posts available yet. Check back soon!')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
