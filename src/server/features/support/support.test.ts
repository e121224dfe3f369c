import { describe, expect, it } from 'vitest';
import { contactLimits, ticketPriorities } from '../../../shared/contact.ts';
import { supportTickets } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { publicFormAt, uuidPattern } from '../../testing/public-form.ts';

// Every test starts without tickets, so "nothing stored" is a row count.
const t = appForFile({}, { emptiedBeforeEach: [supportTickets] });

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'PDF export is blank',
  message: 'My resume exports as an empty PDF.',
};
type Fields = Record<string, unknown>;

const storedRows = () => t.database.db.select().from(supportTickets);
const form = publicFormAt(t, '/api/support/tickets', storedRows);
const { send, sendRaw } = form;

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
    const longest = {
      name: 'n'.repeat(contactLimits.name),
      email: 'grace@example.com',
      subject: 's'.repeat(contactLimits.subject),
      message: 'm'.repeat(contactLimits.message),
    };
    const { row } = await openAndFindRow(longest);
    expect(row).toMatchObject(longest);
  });
});

describe('POST /api/support/tickets with an invalid ticket', () => {
  const invalidCases: Array<[string, Fields, string]> = [];
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const { [field]: _omitted, ...without } = valid;
    invalidCases.push([`${field} missing`, without, field]);
    invalidCases.push([`${field} empty`, { ...valid, [field]: '' }, field]);
    invalidCases.push([`${field} only whitespace`, { ...valid, [field]: '   ' }, field]);
  }
  invalidCases.push(['email not an address', { ...valid, email: 'grace.example.com' }, 'email']);
  invalidCases.push(['name over 100 characters', { ...valid, name: 'n'.repeat(contactLimits.name + 1) }, 'name']);
  invalidCases.push(['subject over 200 characters', { ...valid, subject: 's'.repeat(contactLimits.subject + 1) }, 'subject']);
  invalidCases.push(['message over 5000 characters', { ...valid, message: 'm'.repeat(contactLimits.message + 1) }, 'message']);
  for (const priority of ['urgent', 'HIGH', 'Medium', '', ' low', 'critical']) {
    invalidCases.push([`priority ${JSON.stringify(priority)}`, { ...valid, priority }, 'priority']);
  }
  invalidCases.push(['priority null', { ...valid, priority: null }, 'priority']);
  invalidCases.push(['priority a number', { ...valid, priority: 3 }, 'priority']);

  it.each(invalidCases)('%s → 400 validation_failed naming the field, nothing stored', async (_label, json, field) => {
    await expectApiError(await send(json), 'validation_failed', field);
    expect(await storedRows()).toEqual([]);
  });

  it('invalid JSON → 400 invalid_json, nothing stored', async () => {
    await expectApiError(await sendRaw('{"name":'), 'invalid_json');
    expect(await storedRows()).toEqual([]);
  });

  it('a body over 32 KB → 413 payload_too_large, nothing stored', async () => {
    await expectApiError(await sendRaw(JSON.stringify({ ...valid, message: 'm'.repeat(33 * 1024) })), 'payload_too_large');
    expect(await storedRows()).toEqual([]);
  });

  it('a message with a NUL character is refused as input (4xx), never a 500', async () => {
    // PostgreSQL text cannot hold U+0000 (see the same case in contact.test.ts).
    const res = await send({ ...valid, message: 'before\u0000after' });
    const text = await res.text();
    expect(res.status, text).toBeLessThan(500);
    if (res.status === 201) expect(await storedRows()).toHaveLength(1);
    else {
      expect(JSON.parse(text)).toEqual({ error: { code: 'validation_failed', message: expect.any(String), field: 'message' } });
      expect(await storedRows()).toEqual([]);
    }
  });
});
