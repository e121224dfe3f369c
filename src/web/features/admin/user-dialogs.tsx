import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBanSchema, banReasonMax } from '../../../shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  busy: boolean;
}

/** Ban with a reason (kept for the administrators; the user is only told the account is suspended). */
export function BanDialog({ open, onOpenChange, email, busy, onBan }: DialogProps & { onBan: (reason: string) => void }) {
  const { t } = useTranslation();
  // Checked on Ban only; the message stays until the next try and the focus stays on Ban, as before.
  const { register, submitWith, errorOf } = useSchemaForm(adminBanSchema, { reason: '' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.user.banTitle')} description={t('admin.user.banMessage', { email })}>
      {/* No noValidate: an empty reason is stopped by the browser's own "fill in this field", as it always was. */}
      <form className="space-y-4" onSubmit={submitWith(({ reason }) => onBan(reason))}>
        <TextareaField
          label={t('admin.user.banReason')}
          required
          maxLength={banReasonMax}
          error={errorOf('reason')}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy} focusableWhenDisabled>
            {t('admin.user.ban')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Delete: typing the account's email confirms it, as Delete Account does for
 * the owner. Not a form of fields: what is typed only unlocks the button and
 * is never sent.
 */
export function DeleteUserDialog({ open, onOpenChange, email, busy, onDelete }: DialogProps & { onDelete: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.user.deleteTitle')} description={t('admin.user.deleteMessage', { email })}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onDelete();
        }}
      >
        <TextField label={t('admin.user.deleteConfirm', { email })} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || busy} focusableWhenDisabled>
            {t('admin.user.deleteForever')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
