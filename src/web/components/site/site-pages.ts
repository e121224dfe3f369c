/**
 * The pages the site's header and footer link to: each page's path and the
 * key of the name it goes by there. Both read this table, so a page that
 * moves or is renamed changes in one place.
 */
export interface SitePage {
  to: string;
  key: string;
}

export const sitePages = {
  home: { to: '/', key: 'nav.home' },
  essayGenerator: { to: '/essay-generator', key: 'nav.essayGenerator' },
  resumeBuilder: { to: '/resume-builder', key: 'nav.resumeBuilder' },
  coverLetter: { to: '/cover-letter', key: 'nav.coverLetter' },
  applications: { to: '/applications', key: 'nav.applications' },
  academicPapers: { to: '/academic-papers', key: 'nav.academicPapers' },
  references: { to: '/references', key: 'nav.references' },
  history: { to: '/history', key: 'nav.history' },
  settings: { to: '/settings', key: 'nav.settings' },
  templates: { to: '/templates', key: 'footer.templates' },
  documentation: { to: '/documentation', key: 'footer.documentation' },
  blog: { to: '/blog', key: 'footer.blog' },
  support: { to: '/support', key: 'footer.support' },
  privacy: { to: '/privacy', key: 'footer.privacy' },
  terms: { to: '/terms', key: 'footer.terms' },
  cookies: { to: '/cookies', key: 'footer.cookies' },
  gdpr: { to: '/gdpr', key: 'footer.gdpr' },
} as const satisfies Record<string, SitePage>;

export type SitePageName = keyof typeof sitePages;
