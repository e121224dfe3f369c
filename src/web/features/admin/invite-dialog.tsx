import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { adminInviteSchema } from '../../../shared/admin.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { adminActions, useAdminAction } from './admin-api.ts';

/** Invite by email: the account is made now and chooses its password from the mailed link. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useAdminAction(adminActions.invite);
  const close = (next: boolean) => {
    if (!next) {
      setEmail('');
      setName('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('admin.invite.title')} description={t('admin.invite.description')}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
          if (!adminInviteSchema.safeParse(input).success) return setError(t('validation.emailInvalid'));
          setError(undefined);
          invite.mutate(input, {
            onSuccess: (created) => {
              close(false);
              void notify('success', t('admin.invite.sent', { email: created.email }));
              setParams((p) => (p.set('user', created.id), p));
            },
            onError: (failure) => setError(t(`errors.${failure instanceof ApiError ? failure.code : 'internal'}`)),
          });
        }}
      >
        <TextField label={t('admin.invite.email')} type="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField label={t('admin.invite.name')} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending} focusableWhenDisabled>
            {t('admin.invite.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
