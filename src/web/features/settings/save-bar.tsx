import { CheckCircle2, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Settings' save bar: any change shows Save Changes; saving says
 * 'Saving...'; success says 'Settings saved successfully!' for 3 s; a failed
 * save says so and the edits stay.
 */
export function SaveBar({ dirty, state, onSave, onDiscard }: { dirty: boolean; state: SaveState; onSave: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  if (!dirty && state !== 'saved') return null;
  return (
    <div className="sticky bottom-4 z-30 mt-8 flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-lg sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm">
        {state === 'saved' && !dirty ? (
          <span className="inline-flex items-center gap-2 font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('settings.saved')}
          </span>
        ) : state === 'failed' ? (
          <span className="font-medium text-danger">{t('settings.saveFailed')}</span>
        ) : (
          <span className="text-fg-muted">{t('settings.unsaved')}</span>
        )}
      </p>
      {dirty && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" className="h-11 sm:h-10" onClick={onDiscard} disabled={state === 'saving'} focusableWhenDisabled>
            {t('settings.discard')}
          </Button>
          <Button className="h-11 sm:h-10" onClick={onSave} disabled={state === 'saving'} focusableWhenDisabled>
            <Save aria-hidden="true" className="size-4" />
            {state === 'saving' ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
