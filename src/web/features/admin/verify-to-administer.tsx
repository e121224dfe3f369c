import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/**
 * /admin for an ADMIN_EMAILS account whose address is not verified yet: the
 * console opens only once its owner has proved the address is theirs, since
 * anyone could sign up with a listed address first.
 */
export function VerifyToAdminister({ email }: { email: string }) {
  const { t } = useTranslation();
  usePageMeta({ title: t('admin.verify.title'), description: t('admin.verify.body') });
  const resend = useMutation({
    mutationFn: () => api('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: '/admin' } }),
  });
  return (
    <div className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-xl text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-fg">{t('admin.verify.title')}</h1>
        <p className="mt-3 text-lg text-fg-muted">{t('admin.verify.body', { email })}</p>
        <Button className="mt-8" onClick={() => resend.mutate()} disabled={resend.isPending} focusableWhenDisabled>
          {resend.isPending ? t('admin.verify.sending') : t('admin.verify.resend')}
        </Button>
        <div aria-live="polite" className="mt-6 text-left">
          {resend.isSuccess && <Alert tone="success">{t('admin.verify.sent', { email })}</Alert>}
          {resend.isError && <Alert tone="error">{t(`errors.${resend.error instanceof ApiError ? resend.error.code : 'internal'}`)}</Alert>}
        </div>
      </div>
    </div>
  );
}
