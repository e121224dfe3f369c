import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../components/ui/icon-link.tsx';

/** The way back from a guide to the documentation home. */
export function BackToDocs() {
  const { t } = useTranslation();
  return (
    <IconLink to="/documentation" Icon={ArrowLeft} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
      {t('docs.common.backToDocs')}
    </IconLink>
  );
}
