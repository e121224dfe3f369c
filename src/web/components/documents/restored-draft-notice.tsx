import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';

/**
 * Said above an editor (document or resume) that opened on the changes kept
 * in this browser rather than on the saved text, so the writer knows why the
 * text differs from what the server holds.
 */
export function RestoredDraftNotice({ restored }: { restored: boolean }) {
  const { t } = useTranslation();
  if (!restored) return null;
  return (
    <Alert className="mt-4" tone="info">
      {t('editor.restored')}
    </Alert>
  );
}
