import { ArrowRight, Mail, MessageCircle, Phone } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { contactLimits, supportTicketSchema, ticketPriorities } from '../../../shared/contact.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { supportContact } from '../../lib/support-contact.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { Availability, ChatPanel } from './live-chat.tsx';
import { useLiveChat } from './use-live-chat.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const noSubscription = () => () => undefined;

const faqLinks = ['getting-started', 'account', 'billing', 'export'] as const;

export function SupportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A message goes as its field is put right; the keyboard goes to the first one.
  const {
    register,
    handleSubmit,
    failure,
    setFailure,
    errorOf,
    formState: { isSubmitting },
  } = useSchemaForm(supportTicketSchema, { name: '', email: '', subject: '', message: '', priority: 'medium' }, { reValidateMode: 'onChange', shouldFocusError: true });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('/api/support/tickets', { method: 'POST', json: values });
      void notify('success', t('support.success'));
      void navigate('/help');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'internal';
      setFailure(code === 'rate_limited' || code === 'network' ? t(`errors.${code}`) : t('support.error'));
    }
  });

  // The chat opens from its card, or from a link to /support?chat=open (the Help Center's).
  const [params] = useSearchParams();
  const [choice, setChatOpen] = useState<boolean | null>(null);
  // The prerendered page has the chat closed: a link's ?chat=open opens it once hydrated.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const chatOpen = choice ?? (hydrated && params.get('chat') === 'open');
  const chat = useLiveChat(chatOpen);
  const startButton = useRef<HTMLButtonElement>(null);

  // How to reach the team: the live chat (docs/decisions/0044-live-chat.md), email and phone; a ticket below.
  const channels = [
    {
      Icon: MessageCircle,
      title: t('chat.title'),
      body: <Availability chat={chat} />,
      action: (
        <Button ref={startButton} variant="primary" size="sm" aria-expanded={chatOpen} aria-controls={chatOpen ? 'chat' : undefined} onClick={() => setChatOpen(true)}>
          {chat.state?.conversation ? t('chat.resume') : t('chat.start')}
        </Button>
      ),
    },
    {
      Icon: Mail,
      title: t('support.emailTitle'),
      body: t('support.emailBody'),
      action: (
        <a href={`mailto:${supportContact.email}`} className="font-medium text-primary hover:underline">
          {supportContact.email}
        </a>
      ),
    },
    {
      Icon: Phone,
      title: t('support.phoneTitle'),
      body: t('support.phoneBody'),
      action: (
        <a href={`tel:${supportContact.phoneHref}`} className="font-medium text-primary hover:underline">
          {supportContact.phone}
        </a>
      ),
    },
  ];

  return (
    <PageShell title={t('support.title')} description={t('support.intro')} width="wide">
      <ul className="grid gap-6 md:grid-cols-3">
        {channels.map(({ Icon, title, body, action }) => (
          <li key={title} className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-fg">{title}</h2>
            <div className="mt-1 flex-1 text-sm text-fg-muted">{body}</div>
            <div className="mt-4">{action}</div>
          </li>
        ))}
      </ul>

      {chatOpen && (
        <div className="mt-8">
          <ChatPanel
            chat={chat}
            onClose={() => {
              // Hiding the chat gives the keyboard back to the button that opened it.
              flushSync(() => setChatOpen(false));
              startButton.current?.focus();
            }}
          />
        </div>
      )}

      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1fr_1.6fr]">
        <TitledSection headingId="support-faq" title={t('support.faqTitle')} className="rounded-2xl border border-border bg-bg-subtle p-6 sm:p-8" headingClassName="text-lg font-semibold text-fg">
          <ul className="mt-4 space-y-2">
            {faqLinks.map((topic) => (
              <li key={topic}>
                <Link
                  to={`/help/${topic}`}
                  className="flex items-center justify-between gap-3 rounded-lg px-3 py-3 text-fg hover:bg-surface hover:text-primary"
                >
                  {t(`support.faq.${topic}`)}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/resources" className="mt-4 inline-flex items-center gap-1 px-3 text-sm font-semibold text-primary hover:underline">
            {t('support.allResources')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </TitledSection>

        <section id="ticket" aria-labelledby="ticket-title" className="scroll-mt-24 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h2 id="ticket-title" className="text-lg font-semibold text-fg">
            {t('support.ticketTitle')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('support.ticketIntro')}</p>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('support.name')} autoComplete="name" required maxLength={contactLimits.name} error={errorOf('name')} {...register('name')} />
              <TextField label={t('support.email')} type="email" autoComplete="email" required error={errorOf('email')} {...register('email')} />
            </div>
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <TextField label={t('support.subject')} required maxLength={contactLimits.subject} error={errorOf('subject')} {...register('subject')} />
              <SelectField
                label={t('support.priority')}
                options={ticketPriorities.map((p) => ({ value: p, label: t(`support.priorities.${p}`) }))}
                error={errorOf('priority')}
                {...register('priority')}
              />
            </div>
            <TextareaField label={t('support.message')} required rows={6} maxLength={contactLimits.message} error={errorOf('message')} {...register('message')} />
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button type="submit" size="lg" disabled={isSubmitting} focusableWhenDisabled className="w-full sm:w-auto">
              {isSubmitting ? t('support.submitting') : t('support.submit')}
            </Button>
          </form>
        </section>
      </div>
    </PageShell>
  );
}
