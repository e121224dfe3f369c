import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, heldAnswer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled, textOf } from '../../testing/states.ts';
import { ContactPage } from './contact-page.tsx';

const fields = ['Name', 'Email', 'Subject', 'Message'] as const;
type Values = Record<(typeof fields)[number], string>;
const message: Values = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'Exporting to DOCX', Message: 'Can I export a resume as DOCX?\nThanks!' };

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
const valuesOf = () => Object.fromEntries(fields.map((name) => [name, (field(name) as HTMLInputElement).value]));

function openForm() {
  const view = renderScreen(<ContactPage />, { path: '/contact' });
  const fill = async (values: Values) => {
    for (const name of fields) await view.user.type(field(name), values[name]);
  };
  return { ...view, fill, send: () => view.user.click(screen.getByRole('button', { name: 'Send Message' })) };
}

describe('contact form', () => {
  it('checks required fields and the email format in the browser, sending nothing', async () => {
    const { fill, send } = openForm();
    await send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    for (const name of fields) expect(field(name).getAttribute('aria-invalid'), name).toBe('true');

    await fill({ ...message, Email: 'not-an-email' });
    await send();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.queryAllByText('This field is required')).toHaveLength(0);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('POST /api/contact')).toHaveLength(0);
  });

  it('says Sending... on a disabled button while the message is in flight, then success and an empty form', async () => {
    const held = heldAnswer({ status: 201, json: { id: '00000000-0000-4000-8000-000000000001' } });
    answer('POST /api/contact', held.responder);
    const { fill, send } = openForm();
    await fill(message);
    await send();
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(isDisabled(sending)).toBe(true);
    held.release();

    expect(textOf(await screen.findByRole('status'))).toBe('Message sent successfully!');
    expect(requestsTo('POST /api/contact').map((r) => r.body)).toEqual([{ name: message.Name, email: message.Email, subject: message.Subject, message: message.Message }]);
    expect(valuesOf()).toEqual({ Name: '', Email: '', Subject: '', Message: '' });
    expect(isDisabled(screen.getByRole('button', { name: 'Send Message' }))).toBe(false);
  });

  it('a server failure shows the error and keeps what was typed', async () => {
    answer('POST /api/contact', { status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    const { fill, send } = openForm();
    await fill(message);
    await send();
    expect(textOf(await screen.findByRole('alert'))).toBe('Error sending message. Please try again.');
    expect(valuesOf()).toEqual(message);
    expect(isDisabled(screen.getByRole('button', { name: 'Send Message' }))).toBe(false);
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
  });

  it('a rate limit shows its own message and keeps what was typed', async () => {
    answer('POST /api/contact', { status: 429, json: { error: { code: 'rate_limited', message: 'Too many requests. Please wait and try again.' } } });
    const { fill, send } = openForm();
    await fill(message);
    await send();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(valuesOf()).toEqual(message);
  });
});
