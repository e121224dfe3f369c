/**
 * The route table of the product. The browser router and
 * the end-to-end tests both read it, so a path cannot be added on one side only.
 */
export const publicPaths = [
  '/',
  '/features',
  '/pricing',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/gdpr',
  '/blog',
  '/resources',
  '/documentation',
  '/documentation/getting-started',
  '/documentation/videos',
  '/documentation/citation-guide',
  '/templates',
  '/templates/download',
  '/support',
  '/help',
  '/academic-papers',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
] as const;

export const guestOnlyPaths = ['/login', '/signup'] as const;

export const protectedPaths = ['/essay-generator', '/resume-builder', '/cover-letter', '/applications', '/history', '/references', '/settings', '/profile'] as const;
