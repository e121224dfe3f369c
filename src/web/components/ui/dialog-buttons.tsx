import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** A dialog's buttons: side by side at the right on wide screens, stacked with the main one on top on narrow ones. */
function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** A dialog form's Cancel and submit; the submit says when it is busy and stays focusable meanwhile. */
export function DialogFormButtons({ onCancel, busy, label, busyLabel, danger = false }: { onCancel: () => void; busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogButtons>
      <Button type="button" variant="secondary" className="h-11 sm:h-10" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
        {busy ? busyLabel : label}
      </Button>
    </DialogButtons>
  );
}

/** The one button that ends a dialog's last step (Done). */
export function DialogDoneButton({ onDone, label }: { onDone: () => void; label: string }) {
  return (
    <DialogButtons>
      <Button className="h-11 sm:h-10" onClick={onDone}>
        {label}
      </Button>
    </DialogButtons>
  );
}
