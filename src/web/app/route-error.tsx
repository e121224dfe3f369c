import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/**
 * What a screen shows when it fails while drawing: what happened, that saved
 * work is safe (the editor's draft is kept in this browser), and a way on.
 * The site's header and footer stay around it.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageMeta({ title: t('common.crash.title'), description: t('common.crash.body') });
  useEffect(() => {
    // For the browser's console only: the server never hears of it.
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-fg">{t('common.crash.title')}</h1>
      <Alert tone="error" className="mt-4">
        {t('common.crash.body')}
      </Alert>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('common.crash.reload')}</Button>
        <ButtonLink variant="secondary" to="/history">
          {t('common.crash.history')}
        </ButtonLink>
      </div>
    </section>
  );
}
