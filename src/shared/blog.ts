/** Spec section 9: the blog grid shows the first 150 characters of a post. */
export const blogPreviewLength = 150;

export interface BlogPostSummary {
  id: string;
  title: string;
  preview: string;
  author: string;
  imageUrl: string | null;
  createdAt: string;
}

export interface BlogPost extends Omit<BlogPostSummary, 'preview'> {
  /** The post's Markdown rendered to sanitised HTML on the server. */
  html: string;
}
