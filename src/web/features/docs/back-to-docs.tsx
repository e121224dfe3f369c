import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from a guide to the documentation home. */
export function BackToDocs() {
  const { t } = useTranslation();
  return (
    <Link
      to="/documentation"
      className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('docs.common.backToDocs')}
    </Link>
  );
}
