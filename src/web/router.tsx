import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RequireAuth, RequireGuest } from './app/guards.tsx';
import { Layout } from './app/layout.tsx';
import { RouteError } from './app/route-error.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { HomePage } from './features/home/home-page.tsx';

const queryLayout = async () => ({ Component: (await import('./app/query-layout.tsx')).QueryLayout });

/**
 * The spec's route table. Home is in the entry chunk (it is the landing
 * page); every other screen is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A screen that fails while drawing shows what happened inside the site's frame.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'features', lazy: async () => ({ Component: (await import('./features/features-page/features-page.tsx')).FeaturesPage }) },
          { path: 'pricing', lazy: async () => ({ Component: (await import('./features/pricing/pricing-page.tsx')).PricingPage }) },
          { path: 'faq', lazy: async () => ({ Component: (await import('./features/faq/faq-page.tsx')).FaqPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('./features/contact/contact-page.tsx')).ContactPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./features/legal/terms-page.tsx')).TermsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./features/legal/privacy-page.tsx')).PrivacyPage }) },
          { path: 'cookies', lazy: async () => ({ Component: (await import('./features/legal/cookies-page.tsx')).CookiesPage }) },
          { path: 'gdpr', lazy: async () => ({ Component: (await import('./features/legal/gdpr-page.tsx')).GdprPage }) },
          {
            // Screens with server data get the query client with their own chunks.
            lazy: queryLayout,
            children: [
              { path: 'blog', lazy: async () => ({ Component: (await import('./features/blog/blog-page.tsx')).BlogPage }) },
              { path: 'blog/:id', lazy: async () => ({ Component: (await import('./features/blog/blog-post-page.tsx')).BlogPostPage }) },
              // Its API Reference tab reads the OpenAPI document.
              { path: 'documentation', lazy: async () => ({ Component: (await import('./features/docs/documentation-page.tsx')).DocumentationPage }) },
            ],
          },
          { path: 'resources', lazy: async () => ({ Component: (await import('./features/resources/resources-page.tsx')).ResourcesPage }) },
          { path: 'documentation/getting-started', lazy: async () => ({ Component: (await import('./features/docs/getting-started-page.tsx')).GettingStartedPage }) },
          { path: 'documentation/videos', lazy: async () => ({ Component: (await import('./features/docs/videos-page.tsx')).VideosPage }) },
          { path: 'documentation/citation-guide', lazy: async () => ({ Component: (await import('./features/docs/citation-guide-page.tsx')).CitationGuidePage }) },
          { path: 'templates', lazy: async () => ({ Component: (await import('./features/templates/templates-page.tsx')).TemplatesPage }) },
          { path: 'templates/download', lazy: async () => ({ Component: (await import('./features/templates/templates-download-page.tsx')).TemplatesDownloadPage }) },
          { path: 'support', lazy: async () => ({ Component: (await import('./features/support/support-page.tsx')).SupportPage }) },
          { path: 'help', lazy: async () => ({ Component: (await import('./features/help/help-page.tsx')).HelpPage }) },
          { path: 'help/:topic', lazy: async () => ({ Component: (await import('./features/help/help-page.tsx')).HelpPage }) },
          { path: 'academic-papers', lazy: async () => ({ Component: (await import('./features/papers/academic-papers-page.tsx')).AcademicPapersPage }) },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./features/auth/forgot-password-page.tsx')).ForgotPasswordPage }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./features/auth/reset-password-page.tsx')).ResetPasswordPage }),
          },
          {
            path: 'email-verified',
            lazy: async () => ({ Component: (await import('./features/auth/email-verified-page.tsx')).EmailVerifiedPage }),
          },
          {
            element: <RequireGuest />,
            children: [
              { path: 'login', lazy: async () => ({ Component: (await import('./features/auth/login-page.tsx')).LoginPage }) },
              { path: 'signup', lazy: async () => ({ Component: (await import('./features/auth/signup-page.tsx')).SignupPage }) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: queryLayout,
                children: [
              { path: 'essay-generator', lazy: async () => ({ Component: (await import('./features/generation/essay-generator-page.tsx')).EssayGeneratorPage }) },
              { path: 'resume-builder', lazy: async () => ({ Component: (await import('./features/resume/resume-builder-page.tsx')).ResumeBuilderPage }) },
              { path: 'cover-letter', lazy: async () => ({ Component: (await import('./features/cover-letter/cover-letter-page.tsx')).CoverLetterPage }) },
              { path: 'applications', lazy: async () => ({ Component: (await import('./features/applications/applications-page.tsx')).ApplicationsPage }) },
              { path: 'history', lazy: async () => ({ Component: (await import('./features/history/history-page.tsx')).HistoryPage }) },
              { path: 'references', lazy: async () => ({ Component: (await import('./features/references/references-page.tsx')).ReferencesPage }) },
              { path: 'documents/new', lazy: async () => ({ Component: (await import('./features/templates/new-document-page.tsx')).NewDocumentPage }) },
              { path: 'documents/:id/edit', lazy: async () => ({ Component: (await import('./features/editor/editor-page.tsx')).EditorPage }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('./features/settings/settings-page.tsx')).SettingsPage }) },
              { path: 'profile', lazy: async () => ({ Component: (await import('./features/profile/profile-page.tsx')).ProfilePage }) },
                ],
              },
            ],
          },
          // A share link: open to visitors without an account (the link's audience decides, on the server).
          {
            lazy: queryLayout,
            children: [{ path: 's/:token', lazy: async () => ({ Component: (await import('./features/sharing/shared-page.tsx')).SharedPage }) }],
          },
          // Not behind RequireAuth: a signed-out visitor gets "page not found" like
          // any non-administrator, not a sign-in form that says the page exists.
          {
            lazy: queryLayout,
            children: [{ path: 'admin', lazy: async () => ({ Component: (await import('./features/admin/admin-page.tsx')).AdminPage }) }],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy modules of the routes that match `pathname` and puts their
 * components on the route objects, so the first render is complete. Needed
 * to hydrate a prerendered page: rendering a fallback first would not match
 * the HTML that is already on screen.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
