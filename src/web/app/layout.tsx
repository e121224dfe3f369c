import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useToasterWanted } from '../lib/notify.ts';
import { useRouteMeta } from '../lib/page-meta.ts';
import { useSavedPreferences } from '../lib/preferences.ts';
import { releaseSession, useSession } from '../lib/session.ts';
import { applyTheme, storedTheme, watchSystemTheme } from '../lib/theme.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/**
 * Where a scroll position is remembered. Every page loaded as a new document
 * has the key 'default', so keying on it alone made a page opened by URL (or
 * a reload) in a tab start at the position of whatever page that tab showed
 * before; such pages are keyed by their URL instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname + location.search : location.key;
}

/** The signed-in user's saved theme and language, applied: its own component, so a session change does not re-render the page. */
function SavedPreferences() {
  useSavedPreferences(useSession().data?.user.id);
  return null;
}

/** Every route renders inside this: skip link, header, page, footer. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const toasterWanted = useToasterWanted();
  useRouteMeta();
  useEffect(() => {
    applyTheme(storedTheme());
    // The app has taken over the (possibly prerendered) page: browser tests wait for this.
    document.documentElement.dataset.appReady = 'true';
    // The page is in the chosen language now (theme-init.js hid a prerendered English page until then).
    delete document.documentElement.dataset.pendingLanguage;
    // The page is hydrated: the session's answer, held meanwhile (main.tsx), may re-render
    // what reads it, in a task of its own.
    const release = setTimeout(releaseSession, 0);
    const unwatch = watchSystemTheme();
    return () => {
      clearTimeout(release);
      unwatch();
    };
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      {/* Before the page: its effect reads the settings asked for with the session before a screen's query takes that answer. */}
      <SavedPreferences />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
