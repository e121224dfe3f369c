import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail } from '../../../shared/admin.ts';
import type { InboxMessage } from '../../../shared/admin-content.ts';
import { freshAccount } from '../../testing/accounts.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { ChatHoursForm } from './chat-hours-form.tsx';
import { InboxPanel } from './inbox-panel.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { UserDetail } from './user-detail.tsx';
import { BanDialog } from './user-dialogs.tsx';

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) }) as HTMLInputElement;

describe('invite dialog', () => {
  it('asks for a valid address on the field, sending nothing; then sends the address trimmed and no blank name', async () => {
    answer('POST /api/admin/users/invite', { status: 201, json: { id: 'u9', email: 'new@example.org', mailed: true } });
    const { user } = renderScreen(<InviteDialog open onOpenChange={() => undefined} />, { path: '/admin' });
    const send = () => user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await send();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    await user.type(textbox('Email'), 'not-an-address');
    await send();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(requestsTo('POST /api/admin/users/invite')).toHaveLength(0);

    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), '  new@example.org ');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), '   ');
    await send();
    await screen.findByText('Invitation sent to new@example.org.');
    expect(requestsTo('POST /api/admin/users/invite').map((r) => r.body)).toEqual([{ email: 'new@example.org' }]);
  });
});

describe('ban dialog', () => {
  it('a reason of spaces is no reason; a reason is passed on trimmed', async () => {
    const onBan = vi.fn();
    const { user } = renderScreen(<BanDialog open onOpenChange={() => undefined} email="vera@example.org" busy={false} onBan={onBan} />, { path: '/admin' });
    const reason = screen.getByRole('textbox', { name: /^Reason for the ban/ });
    const ban = () => user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.type(reason, '   ');
    await ban();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onBan).not.toHaveBeenCalled();
    await user.type(reason, 'Spam links ');
    await ban();
    expect(onBan).toHaveBeenCalledWith('Spam links');
  });
});

describe('a user\'s plan', () => {
  it('starts from the stored plan (not the trial\'s Pro) and sets the one chosen', async () => {
    const target: AdminUserDetail = {
      id: 'u2',
      email: 'vera@example.org',
      name: 'Vera',
      role: 'user',
      plan: 'pro',
      storedPlan: 'free',
      banned: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      emailVerified: true,
      trial: { state: 'active', startedAt: '2026-11-30T10:00:00.000Z', endsAt: '2026-12-14T10:00:00.000Z', daysLeft: 9 },
      lastSignInAt: null,
      documentCount: 0,
      twoFactorEnabled: false,
      banReason: null,
      sessions: [],
    };
    answer('GET /api/me', { json: { ...freshAccount, role: 'admin' } });
    answer('GET /api/admin/users/u2', { json: target });
    answer('PUT /api/admin/users/u2/plan', { json: { plan: 'pro', mailed: true } });
    answer('GET /api/admin/users', { json: { users: [], total: 0, page: 1, pageSize: 20 } });
    answer('GET /api/admin/audit', { json: { entries: [], nextBefore: null } });
    const { user } = renderScreen(<UserDetail id="u2" onBack={() => undefined} onGone={() => undefined} />, { path: '/admin' });
    const plan = (await screen.findByRole('combobox', { name: 'Plan' })) as HTMLSelectElement;
    expect(plan.value).toBe('free');
    await user.selectOptions(plan, 'pro');
    await user.click(screen.getByRole('button', { name: 'Set plan' }));
    expect(textOf(await screen.findByRole('status'))).toBe('The plan is now Pro Plan.');
    expect(requestsTo('PUT /api/admin/users/u2/plan').map((r) => r.body)).toEqual([{ plan: 'pro' }]);
  });
});

describe('chat hours', () => {
  const hoursRegion = () => screen.getByRole('region', { name: 'Live chat hours' });

  it('checks the hours only when they are shown, one message at a time, and saves them sorted', async () => {
    answer('GET /api/admin/chat/hours', { json: { hours: null } });
    answer('PUT /api/admin/chat/hours', ({ body }) => ({ json: body }));
    const { user } = renderScreen(<ChatHoursForm />, { path: '/admin' });
    const shown = await screen.findByRole('checkbox', { name: 'Show opening hours' });
    const save = () => user.click(screen.getByRole('button', { name: 'Save hours' }));

    // Off: nothing to check, no hours saved.
    await save();
    await screen.findByText('Hours saved.');
    expect(requestsTo('PUT /api/admin/chat/hours').map((r) => r.body)).toEqual([{ hours: null }]);

    await user.click(shown);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(screen.getByRole('checkbox', { name: day }));
    await user.clear(textbox('Closes'));
    await user.type(textbox('Closes'), '25:00');
    await save();
    // No day and a wrong time: the first of them is said, the other waits.
    expect(await screen.findByText('Choose at least one day')).toBeTruthy();
    expect(screen.queryByText('Enter a time as HH:MM, from 00:00 to 24:00')).toBeNull();
    expect(textOf(screen.getByRole('status'))).toBe('');

    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await save();
    expect(await screen.findByText('Enter a time as HH:MM, from 00:00 to 24:00')).toBeTruthy();
    expect(textbox('Closes').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Choose at least one day')).toBeNull();
    expect(requestsTo('PUT /api/admin/chat/hours')).toHaveLength(1);

    await user.clear(textbox('Closes'));
    await user.type(textbox('Closes'), '24:00');
    await user.clear(textbox('Time zone'));
    await user.type(textbox('Time zone'), 'UTC');
    await save();
    await screen.findByText('Hours saved.');
    expect(hoursRegion()).toBeTruthy();
    expect(requestsTo('PUT /api/admin/chat/hours').at(-1)?.body).toEqual({ hours: { timeZone: 'UTC', days: [1, 7], opens: '09:00', closes: '24:00' } });
  });
});

describe('inbox reply', () => {
  const message: InboxMessage = {
    kind: 'contact',
    id: 'm1',
    name: 'Vera',
    email: 'vera@example.org',
    subject: 'Blank PDF',
    priority: null,
    status: 'open',
    createdAt: '2026-12-01T10:00:00.000Z',
    message: 'The PDF export of my resume is empty.',
    replies: [],
  };

  it('asks for a reply on its field, sending nothing; then sends it as typed and empties the box', async () => {
    const { replies: _replies, message: _text, ...item } = message;
    answer('GET /api/admin/inbox', { json: { items: [item], total: 1, page: 1, pageSize: 20 } });
    answer('GET /api/admin/chat/hours', { json: { hours: null } });
    answer('GET /api/admin/inbox/contact/m1', { json: message });
    answer('POST /api/admin/inbox/contact/m1/reply', {
      json: { reply: { id: 'r1', text: 'Fixed.', adminEmail: 'admin@example.org', createdAt: '2026-12-01T11:00:00.000Z' }, status: 'answered', mailed: true },
    });
    const { user } = renderScreen(<InboxPanel />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: /^Blank PDF/ }));
    const reply = await screen.findByRole('textbox', { name: 'Reply to vera@example.org' });
    const send = () => user.click(screen.getByRole('button', { name: 'Send reply' }));

    await user.type(reply, '  ');
    await send();
    expect(await screen.findByText('Write a reply first.')).toBeTruthy();
    expect(reply.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('POST /api/admin/inbox/contact/m1/reply')).toHaveLength(0);

    await user.type(reply, 'Fixed: export again. ');
    await send();
    await screen.findByText('Reply sent. The message is now answered.');
    expect(requestsTo('POST /api/admin/inbox/contact/m1/reply').map((r) => r.body)).toEqual([{ text: '  Fixed: export again. ' }]);
    expect((reply as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('Write a reply first.')).toBeNull();
  });
});
