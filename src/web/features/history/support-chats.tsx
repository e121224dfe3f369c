import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatSummary } from '../../../shared/chat.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The signed-in user's support chats, newest first; shown only once there is one. */
export function SupportChats() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['chat', 'conversations'], queryFn: ({ signal }) => api<{ conversations: ChatSummary[] }>('/api/chat/conversations', { signal }) });
  if (!list.data?.conversations.length) return null;
  return (
    <TitledSection headingId="history-chats-heading" title={t('history.chats.title')} icon={<MessageCircle aria-hidden="true" className="size-5 text-primary" />} className="mt-12 space-y-4" headingClassName="flex items-center gap-2 text-lg font-semibold text-fg">
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface [overflow-wrap:anywhere]">
        {list.data.conversations.map((c) => (
          <ChatRow key={c.id} summary={c} />
        ))}
      </ul>
    </TitledSection>
  );
}

function ChatRow({ summary }: { summary: ChatSummary }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const transcriptId = `chat-${summary.id}`;
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-fg">{summary.subject}</p>
          <p className="text-sm text-fg-muted">
            {t(`history.chats.statuses.${summary.status}`)} · <time dateTime={summary.lastMessageAt}>{when(summary.lastMessageAt, i18n.language)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {summary.status !== 'closed' && (
            <ButtonLink to="/support?chat=open" size="sm" variant="secondary">
              {t('history.chats.continue')}
            </ButtonLink>
          )}
          <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? transcriptId : undefined} onClick={() => setOpen(!open)}>
            {open ? t('history.chats.hide') : t('history.chats.show')}
          </Button>
        </div>
      </div>
      {open && <Transcript id={transcriptId} conversationId={summary.id} />}
    </li>
  );
}

function Transcript({ id, conversationId }: { id: string; conversationId: string }) {
  const { t, i18n } = useTranslation();
  const conversation = useQuery({
    queryKey: ['chat', 'conversation', conversationId],
    queryFn: ({ signal }) => api<ChatConversation>(`/api/chat/conversations/${encodeURIComponent(conversationId)}`, { signal }),
  });
  if (conversation.isPending) return <Spinner label={t('common.loading')} />;
  if (conversation.error) return <Alert tone="error">{t(`errors.${conversation.error instanceof ApiError ? conversation.error.code : 'internal'}`)}</Alert>;
  return (
    <ol id={id} aria-label={t('chat.log')} className="space-y-2 rounded-xl bg-bg p-3">
      {conversation.data.messages.map((m) => (
        <li key={m.id} className={cn('rounded-lg p-3 text-sm', m.author === 'team' ? 'bg-primary-soft text-fg' : 'border border-border bg-surface text-fg')}>
          <p className="text-xs text-fg-muted">
            {m.author === 'team' ? t('chat.team') : t('chat.you')} · <time dateTime={m.createdAt}>{when(m.createdAt, i18n.language)}</time>
          </p>
          <p className="mt-1 whitespace-pre-wrap">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}
