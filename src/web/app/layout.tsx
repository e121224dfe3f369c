import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { applyTheme, storedTheme, watchSystemTheme } from '../lib/theme.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Every route renders inside this: skip link, header, page, footer. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => {
    applyTheme(storedTheme());
    return watchSystemTheme();
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster position="bottom-right" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
