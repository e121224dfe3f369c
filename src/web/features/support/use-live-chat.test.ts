import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '../../../shared/chat.ts';
import { withAnswer } from './use-live-chat.ts';

const message = (id: string, at: string, text = id): ChatMessage => ({ id, author: 'visitor', text, createdAt: `2026-12-04T10:00:${at}Z` });
const conversation = (status: ChatConversation['status'], messages: ChatMessage[], id = 'c1'): ChatConversation => ({ id, status, email: '', messages });

describe('a chat answer that arrives after the stream moved on', () => {
  it('keeps the end of the chat and the replies the stream brought meanwhile', () => {
    // The stream said "closed" and brought the team's reply before the post of "Thanks" was answered.
    const seen = conversation('closed', [message('m1', '01'), message('m2', '02'), message('m4', '04', 'reply')]);
    const answer = conversation('open', [message('m1', '01'), message('m2', '02'), message('m3', '03', 'Thanks')]);
    const shown = withAnswer(seen, answer);
    expect(shown.status).toBe('closed');
    expect(shown.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('takes the answer as it is for a new conversation, or when none was shown', () => {
    const answer = conversation('open', [message('n1', '05')], 'c2');
    expect(withAnswer(conversation('closed', [message('m1', '01')]), answer)).toBe(answer);
    expect(withAnswer(null, answer)).toBe(answer);
  });

  it('takes the answer’s status while the chat is still open', () => {
    expect(withAnswer(conversation('open', []), conversation('answered', [])).status).toBe('answered');
  });
});
