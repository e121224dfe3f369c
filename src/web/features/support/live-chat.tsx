import { MessageCircle, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLimits, chatMessageInputSchema, isAroundTheClock, weekdayName, type ChatHours, type ChatMessage } from '../../../shared/chat.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import type { useLiveChat } from './use-live-chat.ts';

type Chat = ReturnType<typeof useLiveChat>;
type T = (key: string, values?: Record<string, unknown>) => string;

/** "Monday–Friday, Sunday": runs of ISO weekdays in the reader's language. */
function dayRuns(days: number[], language: string): string {
  const name = (day: number) => weekdayName(day, language);
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs.map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`)).join(', ');
}

/** The hours as the chat states them; "around the clock" only when the hours say so. */
function hoursText(hours: ChatHours | null, t: T, language: string): string | null {
  if (!hours) return null;
  if (isAroundTheClock(hours)) return t('chat.aroundTheClock');
  return t('chat.hours', { days: dayRuns(hours.days, language), opens: hours.opens, closes: hours.closes, zone: hours.timeZone });
}

/** A refusal's words, as a locale key: the failed check's own, else the error code's. */
function errorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internal';
  if (error instanceof ApiError && code === 'validation_failed' && error.reason) return error.reason;
  return `errors.${code}`;
}

/** Who is there, as one line: online now, or not (then a message becomes a ticket). */
export function Availability({ chat }: { chat: Chat }) {
  const { t, i18n } = useTranslation();
  if (chat.failed) return <p className="text-sm text-fg-muted">{t('chat.unavailable')}</p>;
  if (!chat.state) return <p className="text-sm text-fg-muted">{t('chat.checking')}</p>;
  const { online, hours } = chat.state.availability;
  const stated = hoursText(hours, t, i18n.language);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-center gap-2 text-fg">
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', online ? 'bg-success' : 'bg-fg-muted')} />
        {online ? t('chat.online') : t('chat.offline')}
      </p>
      {stated && <p className="text-fg-muted">{stated}</p>}
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.author === 'visitor';
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(message.createdAt));
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="text-xs text-fg-muted">
        {mine ? t('chat.you') : t('chat.team')} · <time dateTime={message.createdAt}>{time}</time>
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine ? 'bg-primary text-primary-fg' : 'border border-border bg-bg-subtle text-fg',
        )}
      >
        {message.text}
      </p>
    </li>
  );
}

/**
 * The chat itself: the exchange, live; a message box (Enter sends,
 * Shift+Enter starts a new line); and, for an anonymous visitor, a name and
 * an address for replies by mail. With nobody online a message becomes a
 * ticket, and the chat says so before and after.
 */
export function ChatPanel({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [sending, setSending] = useState(false);
  const [ticketTo, setTicketTo] = useState<string | null>(null);
  const [emailSaved, setEmailSaved] = useState(false);
  // One set of values for the message and for the address: an address typed under the chat goes with later messages too.
  // Raw: the message goes out as typed (the server trims it). Checked on Send only, a message staying until the
  // next Send; the keyboard stays where the visitor is. The failure (a locale key) is what is not any one field's:
  // a failed end of the chat, a rate limit, a refusal naming no field the form shows.
  const {
    register,
    getValues,
    resetField,
    setError,
    clearErrors,
    failure,
    setFailure,
    submitWith,
    formState: { errors },
  } = useSchemaForm(chatMessageInputSchema, { text: '', name: '', email: '' }, { raw: true });

  useEffect(() => box.current?.focus(), []);

  const state = chat.state;
  const conversation = state?.conversation ?? null;
  const online = state?.availability.online ?? false;
  const signedIn = Boolean(state?.accountEmail);
  const ended = conversation?.status === 'closed';

  /** A refusal: on the field it names when the form shows that field, else above Send. */
  const refused = (error: unknown, fallbackField?: 'email') => {
    const field = error instanceof ApiError && (error.field === 'text' || error.field === 'email') ? error.field : fallbackField;
    if (field) setError(field, { message: errorKey(error) });
    else setFailure(errorKey(error));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    submitWith(async ({ text, name, email }) => {
      setSending(true);
      try {
        const result = await chat.send({ text, ...(signedIn ? {} : { name, email }) });
        resetField('text');
        setTicketTo(result.mode === 'ticket' ? result.email : null);
        box.current?.focus();
      } catch (error) {
        refused(error);
      } finally {
        setSending(false);
      }
    })();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // The address alone, as typed: the server checks it (the message box may well be empty now).
  const saveEmail = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    clearErrors();
    try {
      await chat.saveEmail(getValues('email') ?? '');
      setEmailSaved(true);
    } catch (error) {
      refused(error, 'email');
    }
  };

  const textField = register('text');
  // A check with no words of ours (an address of spaces fails the schema's union as a whole) says what the server would.
  const fieldError = (message?: string) => (message ? t(i18n.exists(message) ? message : 'errors.validation_failed') : undefined);

  const connectionNote = chat.connection === 'lost' ? t('chat.reconnecting') : null;

  return (
    <section id="chat" aria-labelledby={titleId} className="scroll-mt-24 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <MessageCircle aria-hidden="true" className="size-5 text-primary" />
            {t('chat.title')}
          </h2>
          <div role="status">
            <Availability chat={chat} />
            {connectionNote && <p className="text-sm text-danger">{connectionNote}</p>}
          </div>
        </div>
        <div className="flex gap-2">
          {conversation && !ended && (
            <Button variant="secondary" size="sm" onClick={() => void chat.end().catch((error: unknown) => setFailure(errorKey(error)))}>
              {t('chat.end')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('chat.hide')}
          </Button>
        </div>
      </div>

      {/* The exchange is a log: what arrives is read out, politely. */}
      <div role="log" aria-label={t('chat.log')} aria-live="polite" className="mt-4 max-h-96 min-h-24 overflow-y-auto rounded-xl bg-bg p-3">
        <ol className="space-y-3">
          {!conversation?.messages.length && !ticketTo && <li className="text-sm text-fg-muted">{online ? t('chat.emptyOnline') : t('chat.emptyOffline')}</li>}
          {conversation?.messages.map((m) => <Bubble key={m.id} message={m} />)}
          {ticketTo && <li className="rounded-xl border border-success/30 bg-success-soft p-3 text-sm text-fg">{t('chat.ticketSaved', { email: ticketTo })}</li>}
          {ended && <li className="text-sm text-fg-muted">{t('chat.ended')}</li>}
        </ol>
      </div>

      {ended ? (
        <Button className="mt-4" onClick={chat.startOver}>
          {t('chat.startOver')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-3">
          {!signedIn && !conversation && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t('chat.name')} autoComplete="name" maxLength={chatLimits.name} error={fieldError(errors.name?.message)} {...register('name')} />
              <TextField
                label={online ? t('chat.emailOptional') : t('chat.email')}
                hint={online ? t('chat.emailHint') : t('chat.emailOfflineHint')}
                type="email"
                autoComplete="email"
                required={!online}
                error={fieldError(errors.email?.message)}
                {...register('email')}
              />
            </div>
          )}
          {!online && <p className="text-sm text-fg-muted">{signedIn ? t('chat.offlineSignedIn', { email: state?.accountEmail ?? '' }) : t('chat.offlineNote')}</p>}
          <TextareaField
            label={t('chat.message')}
            hint={t('chat.messageHint')}
            rows={3}
            maxLength={chatLimits.message}
            error={fieldError(errors.text?.message)}
            {...textField}
            ref={(element) => {
              textField.ref(element);
              box.current = element;
            }}
            onKeyDown={onKeyDown}
          />
          {failure && <Alert tone="error">{t(failure)}</Alert>}
          <Button type="submit" disabled={sending} focusableWhenDisabled>
            <Send aria-hidden="true" className="size-4" />
            {sending ? t('chat.sending') : online ? t('chat.send') : t('chat.sendAsTicket')}
          </Button>
        </form>
      )}

      {conversation && !ended && !signedIn && !conversation.email && !emailSaved && (
        <form onSubmit={(e) => void saveEmail(e)} noValidate className="mt-4 flex flex-wrap items-end gap-3 border-t border-border pt-4">
          <TextField
            className="min-w-56 flex-1"
            label={t('chat.emailLater')}
            hint={t('chat.emailHint')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" variant="secondary">
            {t('chat.saveEmail')}
          </Button>
        </form>
      )}
      {conversation && !ended && (signedIn || conversation.email) && (
        <p className="mt-3 text-xs text-fg-muted">{t('chat.repliesByMail', { email: conversation.email || state?.accountEmail })}</p>
      )}
    </section>
  );
}
