import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/**
 * A wide dialog over the reference library (import references, insert a
 * citation): Cancel closes it without a change, beside the one action that
 * makes the change.
 */
export function LibraryDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The dialog's own button, after Cancel. */
  action: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
