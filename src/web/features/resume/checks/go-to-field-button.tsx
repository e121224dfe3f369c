import { CornerDownRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** "Go to field", named for a screen reader with the field it leads to (several sit on one screen). */
export function GoToFieldButton({ field, onClick }: { field: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" className="h-10 shrink-0 text-primary" aria-label={t('resume.checks.panel.goToNamed', { field })} onClick={onClick}>
      <CornerDownRight aria-hidden="true" className="size-4" />
      {t('resume.checks.panel.goTo')}
    </Button>
  );
}
