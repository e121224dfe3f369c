import { useCallback, useEffect, useState } from 'react';
import type { ChatConversation, ChatEvent, ChatMessage, ChatPostResult, ChatState } from '../../../shared/chat.ts';
import { api } from '../../lib/api.ts';

/** The stream's state as the chat shows it: connecting, live, or lost (EventSource tries again by itself). */
export type ChatConnection = 'idle' | 'live' | 'lost';

function withMessage(conversation: ChatConversation, message: ChatMessage): ChatConversation {
  // The stream may repeat what the state already holds, or what the post answered.
  if (conversation.messages.some((m) => m.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

/**
 * A conversation as a request answered it, merged with what the stream
 * brought while the request was under way: a reply or the end of the chat that
 * arrived before the answer is not undone by it.
 */
export function withAnswer(current: ChatConversation | null | undefined, answer: ChatConversation): ChatConversation {
  if (!current || current.id !== answer.id) return answer;
  const messages = [...answer.messages, ...current.messages.filter((m) => !answer.messages.some((a) => a.id === m.id))].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...answer, status: current.status === 'closed' ? 'closed' : answer.status, messages };
}

/**
 * The visitor's side of the support chat (/api/chat): the state read once,
 * then, while the chat is open, kept live by its event stream.
 */
export function useLiveChat(open: boolean) {
  const [state, setState] = useState<ChatState | null>(null);
  const [failed, setFailed] = useState(false);
  const [connection, setConnection] = useState<ChatConnection>('idle');

  const reload = useCallback(() => {
    api<ChatState>('/api/chat').then(
      (next) => {
        setState(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(reload, [reload]);

  useEffect(() => {
    if (!open) return;
    const source = new EventSource('/api/chat/stream');
    source.onopen = () => setConnection('live');
    source.onerror = () => setConnection('lost');
    source.onmessage = (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as ChatEvent;
      setConnection('live');
      if (data.type === 'state') return setState(data.state);
      setState((current) => {
        if (!current) return current;
        if (data.type === 'availability') return { ...current, availability: { ...current.availability, online: data.online } };
        if (!current.conversation) return current;
        if (data.type === 'message') return { ...current, conversation: withMessage(current.conversation, data.message) };
        if (data.type === 'status') return { ...current, conversation: { ...current.conversation, status: data.status } };
        return current;
      });
    };
    return () => {
      source.close();
    };
  }, [open]);

  const send = useCallback(async (input: { text: string; name?: string; email?: string }) => {
    const result = await api<ChatPostResult>('/api/chat/messages', { method: 'POST', json: input });
    if (result.mode === 'chat') setState((current) => (current ? { ...current, conversation: withAnswer(current.conversation, result.conversation) } : current));
    return result;
  }, []);

  const saveEmail = useCallback(async (email: string) => {
    const conversation = await api<ChatConversation>('/api/chat/email', { method: 'PUT', json: { email } });
    setState((current) => (current ? { ...current, conversation: withAnswer(current.conversation, conversation) } : current));
  }, []);

  const end = useCallback(async () => {
    await api('/api/chat/close', { method: 'POST' });
    setState((current) => (current?.conversation ? { ...current, conversation: { ...current.conversation, status: 'closed' } } : current));
  }, []);

  /** After a chat has ended: the next message starts a new conversation. */
  const startOver = useCallback(() => setState((current) => (current ? { ...current, conversation: null } : current)), []);

  return { state, failed, connection, reload, send, saveEmail, end, startOver };
}
