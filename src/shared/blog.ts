import type { Language } from './languages.ts';

/** The blog grid shows the first 150 characters of a post. */
export const blogPreviewLength = 150;

export interface BlogPostSummary {
  id: string;
  title: string;
  /** The language the post is written in (each post exists in one language only). */
  language: Language;
  preview: string;
  author: string;
  imageUrl: string | null;
  createdAt: string;
}

export interface BlogPost extends Omit<BlogPostSummary, 'preview'> {
  /** The post's Markdown rendered to sanitised HTML on the server. */
  html: string;
}
