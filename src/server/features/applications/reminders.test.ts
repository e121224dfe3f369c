import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications, userSettings } from '../../db/schema.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { createLogCapture, type TestUser } from '../../testing/harness.ts';
import { sendDueReminders } from './reminders.ts';

// On the follow-up day a user set, one mail lists every open application
// due; never twice for one day, never to a user whose email notifications
// are off, never for a rejected or withdrawn application.

const t = appForFile();

function deps() {
  return { db: t.database.db, mailer: t.mailbox, logger: createLogCapture().logger, publicUrl: t.baseUrl };
}

/** The reminders mailed to `user` (their sign-up's verification mail left out). */
const mailsTo = (user: TestUser) => t.mailbox.sent.filter((mail) => mail.to === user.email && mail.text.includes('/applications?open='));

async function application(user: TestUser, values: Partial<typeof jobApplications.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(jobApplications)
    .values({ userId: user.userId, company: 'Acme', role: 'Analyst', ...values })
    .returning({ id: jobApplications.id });
  return row!.id;
}

describe('follow-up reminders', () => {
  it('mails once per user on the day, listing each open application due with a link to it', async () => {
    const user = await t.signUp();
    const acme = await application(user, { company: 'Acme', role: 'Data analyst', status: 'applied', followUpOn: '2026-12-04' });
    const globex = await application(user, { company: 'Globex', role: 'Analyst', status: 'interview', followUpOn: '2026-12-05' });
    await application(user, { company: 'Later Ltd', status: 'applied', followUpOn: '2026-12-06' });
    await application(user, { company: 'Closed Co', status: 'rejected', followUpOn: '2026-12-01' });
    await sendDueReminders(deps(), '2026-12-05');
    const [mail, ...more] = mailsTo(user);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Time to follow up on 2 job applications');
    expect(mail?.text).toContain('Data analyst at Acme (follow-up set for December 4, 2026)');
    expect(mail?.text).toContain('Analyst at Globex (follow-up set for December 5, 2026)');
    expect(mail?.text).toContain(`${t.baseUrl}/applications?open=${acme}`);
    expect(mail?.text).toContain(`${t.baseUrl}/applications?open=${globex}`);
    expect(mail?.text).not.toContain('Later Ltd');
    expect(mail?.text).not.toContain('Closed Co');
    expect(mail?.text).toContain('/settings?tab=notifications');

    // The same day again: nothing more. The next day: the one due then.
    await sendDueReminders(deps(), '2026-12-05');
    expect(mailsTo(user)).toHaveLength(1);
    await sendDueReminders(deps(), '2026-12-06');
    expect(mailsTo(user)).toHaveLength(2);
    expect(mailsTo(user)[1]?.subject).toBe('Time to follow up with Later Ltd');
  });

  it('reminds a moved follow-up day again, and two sweeps at once send one mail', async () => {
    const user = await t.signUp();
    const id = await application(user, { status: 'applied', followUpOn: '2026-12-01' });
    await Promise.all([sendDueReminders(deps(), '2026-12-05'), sendDueReminders(deps(), '2026-12-05')]);
    expect(mailsTo(user)).toHaveLength(1);
    // Moved through the API, the day is reminded again when it comes.
    const res = await t.request(`/api/applications/${id}`, { method: 'PATCH', json: { followUpOn: '2026-12-08' }, cookie: user.cookie });
    expect(res.status).toBe(200);
    await sendDueReminders(deps(), '2026-12-07');
    expect(mailsTo(user)).toHaveLength(1);
    await sendDueReminders(deps(), '2026-12-08');
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('sends nothing to a user whose email notifications are off, in their language otherwise', async () => {
    const quiet = await t.signUp();
    const french = await t.signUp();
    await application(quiet, { status: 'applied', followUpOn: '2026-12-01' });
    await application(french, { company: 'Société', role: 'Analyste', status: 'applied', followUpOn: '2026-12-01' });
    const put = (user: TestUser, json: unknown) => t.request('/api/settings', { method: 'PUT', json, cookie: user.cookie });
    const settings = (await (await t.request('/api/settings', { cookie: quiet.cookie })).json()) as Record<string, unknown> & { notifications: Record<string, boolean> };
    expect((await put(quiet, { ...settings, notifications: { ...settings.notifications, email: false } })).status).toBe(200);
    expect((await put(french, { ...settings, language: 'fr' })).status).toBe(200);
    const [row] = await t.database.db.select({ notifyEmail: userSettings.notifyEmail }).from(userSettings).where(eq(userSettings.userId, quiet.userId));
    expect(row?.notifyEmail).toBe(false);
    await sendDueReminders(deps(), '2026-12-05');
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(french)[0]?.subject).toBe('Il est temps de relancer Société');
    // Off is not "later": that day's reminder is not kept for when notifications come back.
    const [claimed] = await t.database.db.select({ remindedOn: jobApplications.remindedOn }).from(jobApplications).where(eq(jobApplications.userId, quiet.userId));
    expect(claimed?.remindedOn).toBe('2026-12-01');
  });
});
