import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { adminInviteSchema } from '../../../shared/admin.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { adminActions, useAdminAction } from './admin-api.ts';

/**
 * The server's invite schema, for what an administrator types: an address
 * pasted with a space around it is still that address (the schema's email
 * check does not trim), and a blank name is no name at all (it is left out
 * of the request).
 */
const inviteFormSchema = adminInviteSchema.extend({
  email: z.string().trim().pipe(adminInviteSchema.shape.email),
  name: adminInviteSchema.shape.name.unwrap().transform((name) => name || undefined),
});

/** Invite by email: the account is made now and chooses its password from the mailed link. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const invite = useAdminAction(adminActions.invite);
  // Checked on Send only, as before: a message stays until the next Send, and the keyboard goes to it.
  const { register, failure, setFailure, errorOf, submitWith, clear } = useSchemaForm(inviteFormSchema, { email: '', name: '' }, { shouldFocusError: true });
  const close = (next: boolean) => {
    if (!next) clear();
    onOpenChange(next);
  };
  // A new Send clears the last server failure, whatever the fields say.
  const send = submitWith(({ email, name }) => {
    invite.mutate(
      { email, ...(name ? { name } : {}) },
      {
        onSuccess: (created) => {
          close(false);
          void notify('success', t('admin.invite.sent', { email: created.email }));
          setParams((p) => (p.set('user', created.id), p));
        },
        onError: (error) => setFailure(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`)),
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={close} title={t('admin.invite.title')} description={t('admin.invite.description')}>
      <form className="space-y-4" noValidate onSubmit={send}>
        <TextField label={t('admin.invite.email')} type="email" required autoComplete="off" error={errorOf('email')} {...register('email')} />
        <TextField label={t('admin.invite.name')} autoComplete="off" error={errorOf('name')} {...register('name')} />
        {failure && <Alert tone="error">{failure}</Alert>}
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
