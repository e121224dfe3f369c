import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** What /admin shows anyone who is not an administrator: the same "page not found" the server's 404 stands for. */
export function NotFound() {
  const { t } = useTranslation();
  usePageMeta({ title: t('admin.notFound.title'), description: t('admin.notFound.body') });
  return (
    <div className="px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{t('admin.notFound.title')}</h1>
      <p className="mt-3 text-lg text-fg-muted">{t('admin.notFound.body')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('admin.notFound.home')}
      </ButtonLink>
    </div>
  );
}
