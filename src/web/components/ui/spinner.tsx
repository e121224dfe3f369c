import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-fg-muted', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Full-height centred spinner for a page whose data or session is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-spinner">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
