import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxKinds, inboxReplyMax, inboxReplySchema, inboxStatuses, type InboxItem, type InboxKind, type InboxMessage, type InboxReplyResult, type InboxStatus } from '../../../shared/admin-content.ts';
import { ticketPriorities } from '../../../shared/contact.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useInboxActions, useInboxList, useInboxMessage, type InboxFilters } from './inbox-api.ts';
import { ChatHoursForm } from './chat-hours-form.tsx';
import { formatDateTime } from './when.ts';

/** The server's reply schema, with the inbox's own words for an empty reply ("Write a reply first."). */
const replyFormSchema = inboxReplySchema.extend({
  text: z
    .string()
    .refine((text) => text.trim() !== '', { message: 'admin.inbox.replyRequired' })
    .pipe(inboxReplySchema.shape.text),
});

const errorText = (error: unknown, t: (key: string) => string) => t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);

/** Kind, priority (tickets) and sender, as one line: "Support ticket · Priority: High · Ada <ada@example.org>". */
function metaLine(item: InboxItem, t: (key: string, values?: Record<string, string>) => string): string {
  const priority = item.priority ? t('admin.inbox.priorityLabel', { priority: t(`admin.inbox.priorities.${item.priority}`) }) : null;
  // A chat visitor may have left no name or no address.
  const sender = item.email ? `${item.name || t('admin.inbox.visitor')} <${item.email}>` : item.name || t('admin.inbox.visitor');
  return [t(`admin.inbox.kinds.${item.kind}`), priority, sender].filter(Boolean).join(' · ');
}

const statusTone: Record<InboxStatus, string> = {
  open: 'border-primary/30 bg-primary-soft text-primary-soft-fg',
  answered: 'border-success/30 bg-success-soft text-success',
  closed: 'border-border bg-bg-subtle text-fg-muted',
};

function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation();
  return <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium', statusTone[status])}>{t(`admin.inbox.statuses.${status}`)}</span>;
}

/** Inbox: contact messages and support tickets, newest first; one opens with its replies and a reply form. */
export function InboxPanel() {
  const [open, setOpen] = useState<{ kind: InboxKind; id: string } | null>(null);
  // The message last open: back in the list, the keyboard returns to its row.
  const [left, setLeft] = useState<{ kind: InboxKind; id: string }>();
  if (open)
    return (
      <MessageView
        kind={open.kind}
        id={open.id}
        onBack={() => {
          setLeft(open);
          setOpen(null);
        }}
      />
    );
  return <InboxList left={left} onOpen={(item) => setOpen({ kind: item.kind, id: item.id })} />;
}

function InboxList({ left, onOpen }: { left?: { kind: InboxKind; id: string }; onOpen: (item: InboxItem) => void }) {
  const { t } = useTranslation();
  const listArea = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<InboxFilters['kind']>('all');
  const [status, setStatus] = useState<InboxFilters['status']>('');
  const [priority, setPriority] = useState<InboxFilters['priority']>('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const list = useInboxList({ kind, status, priority, q, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const returned = useRef(false);
  useEffect(() => {
    if (!left || returned.current || !list.data) return;
    returned.current = true;
    (listArea.current?.querySelector<HTMLElement>(`[data-message="${CSS.escape(`${left.kind}-${left.id}`)}"]`) ?? heading.current)?.focus();
  }, [left, list.data]);
  // Any change of filter starts at page 1.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section ref={listArea} aria-labelledby="admin-inbox-title" className="space-y-5">
      <h2 id="admin-inbox-title" ref={heading} tabIndex={-1} className="rounded-sm text-xl font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t('admin.inbox.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem]">
        <SearchField label={t('admin.inbox.search')} value={text} onChange={(event) => filter(setText)(event.target.value)} placeholder={t('admin.inbox.searchPlaceholder')} />
        <SelectField
          label={t('admin.inbox.kind')}
          value={kind}
          onChange={(event) => filter(setKind)(event.target.value as InboxFilters['kind'])}
          options={(['all', ...inboxKinds] as const).map((value) => ({ value, label: t(`admin.inbox.kinds.${value}`) }))}
        />
        <SelectField
          label={t('admin.inbox.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as InboxFilters['status'])}
          options={[{ value: '', label: t('admin.inbox.any') }, ...inboxStatuses.map((value) => ({ value, label: t(`admin.inbox.statuses.${value}`) }))]}
        />
        <SelectField
          label={t('admin.inbox.priority')}
          value={priority}
          onChange={(event) => filter(setPriority)(event.target.value as InboxFilters['priority'])}
          options={[{ value: '', label: t('admin.inbox.any') }, ...ticketPriorities.map((value) => ({ value, label: t(`admin.inbox.priorities.${value}`) }))]}
        />
      </div>

      <p role="status" aria-live="polite" className="text-sm text-fg-muted">
        {list.data ? (list.data.total === 0 ? t('admin.inbox.none') : t('admin.inbox.found', { count: list.data.total })) : ''}
      </p>
      {list.error && <Alert tone="error">{errorText(list.error, t)}</Alert>}
      {list.isPending && <Spinner label={t('common.loading')} />}

      {list.data && list.data.items.length > 0 && (
        // An address or a subject with no place to break wraps anywhere rather than run off a narrow screen.
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface [overflow-wrap:anywhere]">
          {list.data.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button
                type="button"
                data-message={`${item.kind}-${item.id}`}
                onClick={() => onOpen(item)}
                className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-bg-subtle focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-fg">{item.subject}</span>
                  <StatusBadge status={item.status} />
                </span>
                <span className="text-sm text-fg-muted">
                  {`${metaLine(item, t)} · `}
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t('admin.inbox.pages')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.inbox.previous')}
          </Button>
          <span className="text-sm text-fg-muted">{t('admin.inbox.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin.inbox.next')}
          </Button>
        </nav>
      )}

      <ChatHoursForm />
    </section>
  );
}

function MessageView({ kind, id, onBack }: { kind: InboxKind; id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const message = useInboxMessage(kind, id);
  const { setStatus, reply } = useInboxActions(kind, id);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Raw: the reply goes out as typed (the server trims it). A refused reply puts the keyboard on its message.
  const { register, handleSubmit, reset, errorOf } = useSchemaForm(replyFormSchema, { text: '' }, { raw: true, shouldFocusError: true });

  const send = handleSubmit(({ text }) => {
    reply.mutate(text, {
      onSuccess: (result) => {
        reset();
        setOutcome(replyOutcome(result, t));
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error, t) }),
    });
  });

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.inbox.back')}
    </Button>
  );
  if (message.isPending) return <div className="space-y-4">{back}<Spinner label={t('common.loading')} /></div>;
  if (message.error || !message.data) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{errorText(message.error, t)}</Alert>
      </div>
    );
  }
  const m = message.data;
  return (
    <article aria-labelledby="admin-inbox-message-title" className="space-y-6 [overflow-wrap:anywhere]">
      {back}
      <header className="space-y-2">
        <h2 id="admin-inbox-message-title" className="text-xl font-semibold break-words text-fg">
          {m.subject}
        </h2>
        <p className="text-sm text-fg-muted">
          {`${metaLine(m, t)} · `}
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="w-48"
            label={t('admin.inbox.status')}
            value={m.status}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate(event.target.value as InboxStatus)}
            options={inboxStatuses.map((value) => ({ value, label: t(`admin.inbox.statuses.${value}`) }))}
          />
          <p role="status" className="pb-2 text-sm text-fg-muted">
            <span className="sr-only">{t('admin.inbox.status')}: </span>
            <StatusBadge status={m.status} />
          </p>
        </div>
        {setStatus.error && <Alert tone="error">{errorText(setStatus.error, t)}</Alert>}
      </header>

      {m.conversation ? (
        <ChatTranscript conversation={m.conversation} />
      ) : (
        <div className="rounded-xl border border-border bg-surface p-4 whitespace-pre-wrap break-words text-fg">{m.message}</div>
      )}

      {!m.conversation && <section aria-labelledby="admin-inbox-replies" className="space-y-3">
        <h3 id="admin-inbox-replies" className="text-lg font-semibold text-fg">
          {t('admin.inbox.replies')}
        </h3>
        {m.replies.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('admin.inbox.noReplies')}</p>
        ) : (
          <ol className="space-y-3">
            {m.replies.map((r) => (
              <li key={r.id} className="rounded-xl border border-primary/30 bg-primary-soft p-4">
                <p className="text-xs text-primary-soft-fg">
                  {r.adminEmail ?? t('admin.inbox.formerAdmin')} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words text-fg">{r.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>}

      <form
        onSubmit={(event) => {
          setOutcome(null);
          void send(event);
        }}
        className="space-y-3"
        noValidate
      >
        <TextareaField
          label={m.conversation ? t('admin.inbox.chatReplyLabel') : t('admin.inbox.replyLabel', { email: m.email })}
          hint={m.conversation ? (m.email ? t('admin.inbox.chatReplyHint', { email: m.email }) : t('admin.inbox.chatReplyHintNoEmail')) : t('admin.inbox.replyHint')}
          rows={6}
          maxLength={inboxReplyMax}
          error={errorOf('text')}
          {...register('text')}
        />
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Button type="submit" disabled={reply.isPending} focusableWhenDisabled>
          <Send aria-hidden="true" className="size-4" />
          {reply.isPending ? t('admin.inbox.sending') : t('admin.inbox.send')}
        </Button>
      </form>
    </article>
  );
}

/** What became of a reply: mailed (or not), or, for a chat, seen at once, mailed, or waiting for the visitor's return. */
function replyOutcome(result: InboxReplyResult, t: (key: string) => string): { tone: 'success' | 'error'; text: string } {
  if (result.live === undefined) return result.mailed ? { tone: 'success', text: t('admin.inbox.replySent') } : { tone: 'error', text: t('admin.inbox.replyNotMailed') };
  if (result.live) return { tone: 'success', text: t('admin.inbox.chatReplyLive') };
  return result.mailed ? { tone: 'success', text: t('admin.inbox.chatReplyMailed') } : { tone: 'success', text: t('admin.inbox.chatReplyWaiting') };
}

/** A chat's exchange, oldest first, and whether the visitor is in the chat now. */
function ChatTranscript({ conversation }: { conversation: NonNullable<InboxMessage['conversation']> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-chat-log" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="admin-chat-log" className="text-lg font-semibold text-fg">
          {t('admin.inbox.chatLog')}
        </h3>
        <p className="text-sm text-fg-muted">{conversation.visitorOnline ? t('admin.inbox.visitorHere') : t('admin.inbox.visitorAway')}</p>
      </div>
      <ol className="space-y-3">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={cn('rounded-xl border p-4', message.author === 'team' ? 'border-primary/30 bg-primary-soft' : 'border-border bg-surface')}
          >
            <p className={cn('text-xs', message.author === 'team' ? 'text-primary-soft-fg' : 'text-fg-muted')}>
              {message.author === 'team' ? t('admin.inbox.fromTeam') : t('admin.inbox.fromVisitor')} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-fg">{message.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
