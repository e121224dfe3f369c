import { describe, expect, it } from 'vitest';
import { ticketPriorities } from '../../../shared/contact.ts';
import { supportTickets } from '../../db/schema.ts';
import { invalidTextCases, itRefusesInvalidInput, longestMessage, publicFormForFile, uuidPattern, type Fields } from '../../testing/public-form.ts';

const form = publicFormForFile(supportTickets, '/api/support/tickets');
const { t } = form;

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'PDF export is blank',
  message: 'My resume exports as an empty PDF.',
};

/** Opens a ticket, expects 201 {id, priority}, and returns the body and the one stored row. */
const openAndFindRow = (json: Fields, init: { cookie?: string } = {}) => form.sendAndFindRow<{ id: string; priority: string }>(json, init);

describe('POST /api/support/tickets with a valid ticket', () => {
  it('answers 201 {id, priority} and stores an open ticket with priority medium by default', async () => {
    const { body, row } = await openAndFindRow(valid);
    expect(body).toEqual({ id: expect.stringMatching(uuidPattern), priority: 'medium' });
    expect(row).toEqual({ id: body.id, userId: null, ...valid, priority: 'medium', status: 'open', createdAt: expect.any(Date) });
  });

  it.each(ticketPriorities)('accepts priority %s', async (priority) => {
    const { body, row } = await openAndFindRow({ ...valid, priority });
    expect(body.priority).toBe(priority);
    expect(row).toMatchObject({ priority, status: 'open' });
  });

  it('stores the values trimmed', async () => {
    const { row } = await openAndFindRow({
      name: ' Grace Hopper ',
      email: '  grace@example.com\t',
      subject: 'PDF export is blank\n',
      message: '\n  My resume exports as an empty PDF.  ',
      priority: 'high',
    });
    expect(row).toMatchObject({ ...valid, priority: 'high' });
  });

  it('links the ticket to the signed-in sender', async () => {
    const { cookie, userId } = await t.signUp();
    const { row } = await openAndFindRow(valid, { cookie });
    expect(row.userId).toBe(userId);
  });

  it('ignores a status, user id or id in the body', async () => {
    const victim = await t.signUp();
    const { row } = await openAndFindRow({ ...valid, status: 'closed', userId: victim.userId, id: '00000000-0000-4000-8000-000000000000' });
    expect(row.status).toBe('open');
    expect(row.userId).toBeNull();
    expect(row.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('stores text that looks like HTML or script verbatim', async () => {
    const markup = { ...valid, subject: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script> & &lt;' };
    const { row } = await openAndFindRow(markup);
    expect(row).toMatchObject(markup);
  });

  it('accepts every field at its longest', async () => {
    const longest = longestMessage('grace@example.com');
    const { row } = await openAndFindRow(longest);
    expect(row).toMatchObject(longest);
  });
});

describe('POST /api/support/tickets with an invalid ticket', () => {
  const invalidCases = invalidTextCases(valid, '   ');
  invalidCases.push(['email not an address', { ...valid, email: 'grace.example.com' }, 'email']);
  for (const priority of ['urgent', 'HIGH', 'Medium', '', ' low', 'critical']) {
    invalidCases.push([`priority ${JSON.stringify(priority)}`, { ...valid, priority }, 'priority']);
  }
  invalidCases.push(['priority null', { ...valid, priority: null }, 'priority']);
  invalidCases.push(['priority a number', { ...valid, priority: 3 }, 'priority']);

  itRefusesInvalidInput(form, valid, invalidCases, [['invalid JSON', '{"name":']]);
});
