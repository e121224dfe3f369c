import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatState } from '../../../shared/chat.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { ChatPanel } from './live-chat.tsx';
import { useLiveChat } from './use-live-chat.ts';

// The chat as the Support page shows it, without its event stream (nothing here waits for the team).
function Chat() {
  return <ChatPanel chat={useLiveChat(false)} onClose={() => undefined} />;
}

const offline: ChatState = { availability: { online: false, hours: null }, conversation: null, accountEmail: null };
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*\\*?$`) }) as HTMLInputElement;

describe('live chat, a visitor with nobody online', () => {
  it('asks for a message on its field, sending nothing; the server asks for the address on its field, keeping the message', async () => {
    answer('GET /api/chat', { json: offline });
    answer('POST /api/chat/messages', ({ body }) =>
      (body as { email: string }).email
        ? { status: 201, json: { mode: 'ticket', ticketId: 't1', email: 'vera@example.org' } }
        : { status: 400, json: { error: { code: 'validation_failed', message: 'email: This field is required', field: 'email', reason: 'validation.required' } } },
    );
    const { user } = renderScreen(<Chat />, { path: '/support' });
    const send = async () => user.click(await screen.findByRole('button', { name: 'Send as ticket' }));
    await send();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(box('Message').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('POST /api/chat/messages')).toHaveLength(0);

    await user.type(box('Name (optional)'), 'Vera');
    await user.type(box('Message'), ' My PDF export is blank. ');
    await send();
    await screen.findByText('This field is required');
    expect(box('Email').getAttribute('aria-invalid')).toBe('true');
    expect(box('Message').getAttribute('aria-invalid')).toBeNull();
    expect(box('Message').value).toBe(' My PDF export is blank. ');

    await user.type(box('Email'), 'vera@example.org');
    await user.type(box('Message'), '{Enter}');
    expect(textOf(await screen.findByRole('log'))).toContain('we saved your message as a support ticket and will reply to vera@example.org.');
    expect(requestsTo('POST /api/chat/messages').map((r) => r.body)).toEqual([
      { text: ' My PDF export is blank. ', name: 'Vera', email: '' },
      { text: ' My PDF export is blank. ', name: 'Vera', email: 'vera@example.org' },
    ]);
    expect(box('Message').value).toBe('');
    expect(box('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('a wrong address is said on its field before anything is sent; a rate limit is said above Send', async () => {
    answer('GET /api/chat', { json: offline });
    answer('POST /api/chat/messages', { status: 429, json: { error: { code: 'rate_limited', message: 'Too many requests.' } } });
    const { user } = renderScreen(<Chat />, { path: '/support' });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'vera@');
    await user.type(box('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send as ticket' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(requestsTo('POST /api/chat/messages')).toHaveLength(0);

    await user.clear(box('Email'));
    await user.click(screen.getByRole('button', { name: 'Send as ticket' }));
    expect(textOf(await screen.findByRole('alert'))).toBe('Too many attempts. Please wait a minute and try again.');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(box('Message').value).toBe('Hello');
  });
});
