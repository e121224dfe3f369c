import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

/** What a page puts in the browser tab, bookmarks, search results and link previews. */
export interface PageMeta {
  /** The whole `document.title`. */
  title: string;
  description: string;
}

const siteName = 'Inkwell';

/** A page's own title as the tab shows it: the page first, the product after. */
const withSiteName = (title: string) => `${title} · ${siteName}`;

/**
 * Locale keys of every route's title and description, by React Router path
 * (the first match wins). Most pages reuse their own h1 and intro, so what
 * the tab says is what the page says. Pages whose title depends on their
 * data (a blog post, a help topic, a verification result) name themselves
 * with `usePageMeta`; the entries here cover them until they do.
 */
const routeMeta: [path: string, keys: { title: string; description: string; bare?: boolean }][] = [
  // The home page's title names the product already.
  ['/', { title: 'meta.homeTitle', description: 'home.tagline', bare: true }],
  ['/features', { title: 'features.title', description: 'features.intro' }],
  ['/pricing', { title: 'pricing.title', description: 'pricing.intro' }],
  ['/faq', { title: 'faq.title', description: 'faq.intro' }],
  ['/contact', { title: 'contact.title', description: 'contact.intro' }],
  ['/terms', { title: 'legal.termsPage.title', description: 'legal.termsPage.description' }],
  ['/privacy', { title: 'legal.privacy.title', description: 'legal.privacy.description' }],
  ['/cookies', { title: 'legal.cookies.title', description: 'legal.cookies.description' }],
  ['/gdpr', { title: 'legal.gdpr.title', description: 'legal.gdpr.description' }],
  ['/blog', { title: 'blog.title', description: 'blog.intro' }],
  ['/blog/:id', { title: 'blog.title', description: 'blog.intro' }],
  ['/resources', { title: 'resources.title', description: 'resources.description' }],
  ['/documentation', { title: 'docs.documentation.title', description: 'docs.documentation.description' }],
  ['/documentation/getting-started', { title: 'docs.gettingStarted.title', description: 'docs.gettingStarted.description' }],
  ['/documentation/videos', { title: 'docs.videos.title', description: 'docs.videos.description' }],
  ['/documentation/citation-guide', { title: 'docs.citations.title', description: 'docs.citations.description' }],
  ['/templates', { title: 'templates.title', description: 'templates.description' }],
  ['/templates/download', { title: 'templates.download.title', description: 'templates.download.description' }],
  ['/support', { title: 'support.title', description: 'support.intro' }],
  ['/help', { title: 'help.title', description: 'help.description' }],
  ['/help/:topic', { title: 'help.title', description: 'help.description' }],
  ['/academic-papers', { title: 'academic.title', description: 'academic.intro' }],
  ['/forgot-password', { title: 'auth.forgotTitle', description: 'auth.forgotSubtitle' }],
  ['/reset-password', { title: 'auth.resetTitle', description: 'auth.resetSubtitle' }],
  ['/email-verified', { title: 'auth.verify.pending.title', description: 'auth.verify.pending.body' }],
  ['/login', { title: 'nav.signIn', description: 'auth.loginSubtitle' }],
  ['/signup', { title: 'auth.signupTitle', description: 'auth.signupSubtitle' }],
  ['/essay-generator', { title: 'essay.title', description: 'essay.intro' }],
  ['/resume-builder', { title: 'pages.resumeBuilder.title', description: 'pages.resumeBuilder.description' }],
  ['/cover-letter', { title: 'coverLetter.title', description: 'coverLetter.intro' }],
  ['/applications', { title: 'applications.title', description: 'applications.intro' }],
  ['/history', { title: 'history.title', description: 'history.intro' }],
  ['/references', { title: 'references.title', description: 'references.intro' }],
  ['/documents/new', { title: 'templates.new.title', description: 'templates.description' }],
  ['/documents/:id/edit', { title: 'meta.editorTitle', description: 'meta.editorDescription' }],
  ['/s/:token', { title: 'sharing.page.title', description: 'sharing.page.description' }],
  ['/settings', { title: 'settings.title', description: 'settings.description' }],
  ['/profile', { title: 'profile.title', description: 'profile.description' }],
];

/** The title and description of the route at `pathname`, in the language of `t`; undefined for a path no route serves. */
export function routePageMeta(pathname: string, t: TFunction): PageMeta | undefined {
  const keys = routeMeta.find(([path]) => matchPath(path, pathname))?.[1];
  if (!keys) return undefined;
  const title = t(keys.title);
  return { title: keys.bare ? title : withSiteName(title), description: t(keys.description) };
}

function applyPageMeta({ title, description }: PageMeta): void {
  document.title = title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * How many mounted pages named themselves. Passive effects run children
 * first, so a page's `usePageMeta` has run by the time the layout's
 * `useRouteMeta` runs for the same navigation: the layout then leaves the
 * page's words in place.
 */
let pagesNamingThemselves = 0;

/** The layout's part: every navigation (and language change) sets the route's title and description. */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (pagesNamingThemselves > 0) return;
    const meta = routePageMeta(pathname, t);
    if (meta) applyPageMeta(meta);
  }, [pathname, t, language]);
}

/**
 * A page whose title comes from its data names itself: `title` is the page's
 * own (the product's name is added), undefined while it is not known yet.
 */
export function usePageMeta(meta: { title: string; description: string } | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    pagesNamingThemselves += 1;
    applyPageMeta({ title: withSiteName(title), description });
    return () => {
      pagesNamingThemselves -= 1;
    };
  }, [title, description]);
}
