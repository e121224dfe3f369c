import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth, RequireGuest } from './app/guards.tsx';
import { Layout } from './app/layout.tsx';
import { SectionPage, type SectionKey } from './app/section-page.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { HomePage } from './features/home/home-page.tsx';

function section(path: string, key: SectionKey): RouteObject {
  return { path, element: <SectionPage section={key} /> };
}

/**
 * The spec's route table. Home is in the entry chunk (it is the landing
 * page); every other screen is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <HomePage /> },
      section('features', 'features'),
      section('pricing', 'pricing'),
      section('faq', 'faq'),
      section('contact', 'contact'),
      section('terms', 'terms'),
      section('privacy', 'privacy'),
      section('cookies', 'cookies'),
      section('gdpr', 'gdpr'),
      section('blog', 'blog'),
      section('resources', 'resources'),
      section('documentation', 'documentation'),
      section('templates', 'templates'),
      section('support', 'support'),
      section('help', 'help'),
      section('help/:topic', 'help'),
      section('academic-papers', 'academicPapers'),
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
          section('essay-generator', 'essayGenerator'),
          section('resume-builder', 'resumeBuilder'),
          section('history', 'history'),
          section('settings', 'settings'),
          section('profile', 'profile'),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
