import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactLimits, contactMessageSchema } from '../../../shared/contact.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { supportContact } from '../../lib/support-contact.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

type Status = 'idle' | 'loading' | 'success' | 'error';

export function ContactPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  // A message goes as its field is put right; the keyboard goes to the first one.
  const { register, handleSubmit, reset, failure, setFailure, errorOf } = useSchemaForm(
    contactMessageSchema,
    { name: '', email: '', subject: '', message: '' },
    { reValidateMode: 'onChange', shouldFocusError: true },
  );

  const onSubmit = handleSubmit(async (values) => {
    setStatus('loading');
    try {
      await api('/api/contact', { method: 'POST', json: values });
      reset();
      setStatus('success');
    } catch (error) {
      // The typed text stays in the form, so nothing is lost on a failure.
      const code = error instanceof ApiError ? error.code : 'internal';
      setFailure(code === 'rate_limited' || code === 'network' ? t(`errors.${code}`) : t('contact.error'));
      setStatus('error');
    }
  });

  const details = [
    { Icon: Mail, label: t('contact.emailLabel'), value: supportContact.email, href: `mailto:${supportContact.email}` },
    { Icon: Phone, label: t('contact.phoneLabel'), value: supportContact.phone, href: `tel:${supportContact.phoneHref}` },
    { Icon: Clock, label: t('contact.hoursLabel'), value: t('contact.hours') },
    { Icon: MapPin, label: t('contact.addressLabel'), value: t('contact.address') },
  ];

  return (
    <PageShell title={t('contact.title')} description={t('contact.intro')} width="wide">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <TitledSection headingId="contact-details" title={t('contact.detailsTitle')} className="rounded-2xl border border-border bg-bg-subtle p-6 sm:p-8" headingClassName="text-lg font-semibold text-fg">
          <dl className="mt-6 space-y-5">
            {details.map(({ Icon, label, value, href }) => (
              // A <dl> may only hold <dt>/<dd> pairs, each group in one <div>: the icon sits inside the <dt>.
              <div key={label} className="relative pl-8">
                <dt className="text-sm font-medium text-fg">
                  <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary" />
                  {label}
                </dt>
                <dd className="text-sm text-fg-muted">
                  {href ? (
                    <a href={href} className="text-primary hover:underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </TitledSection>

        <TitledSection headingId="contact-form-title" title={t('contact.formTitle')} className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8" headingClassName="text-lg font-semibold text-fg">
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('contact.name')} autoComplete="name" required maxLength={contactLimits.name} error={errorOf('name')} {...register('name')} />
              <TextField label={t('contact.email')} type="email" autoComplete="email" required error={errorOf('email')} {...register('email')} />
            </div>
            <TextField label={t('contact.subject')} required maxLength={contactLimits.subject} error={errorOf('subject')} {...register('subject')} />
            <TextareaField
              label={t('contact.message')}
              required
              rows={6}
              maxLength={contactLimits.message}
              error={errorOf('message')}
              {...register('message')}
            />
            {status === 'success' && <Alert tone="success">{t('contact.success')}</Alert>}
            {status === 'error' && <Alert tone="error">{failure}</Alert>}
            <Button type="submit" size="lg" disabled={status === 'loading'} focusableWhenDisabled className="w-full sm:w-auto">
              {status === 'loading' ? t('contact.sending') : t('contact.send')}
            </Button>
          </form>
        </TitledSection>
      </div>
    </PageShell>
  );
}
