import { and, asc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { openApplicationStatuses } from '../../../shared/applications.ts';
import { isLanguage } from '../../../shared/languages.ts';
import type { Language } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, users, userSettings } from '../../db/schema.ts';
import { followUpMail } from '../../emails.ts';
import type { Mailer } from '../../mail.ts';

/*
 * Follow-up reminders of the job-application tracker: on the day a user set
 * to follow up, one mail lists every application due, for the users whose
 * email notifications are on. Without SMTP the mail goes to the log, as
 * every mail does. Each follow-up day is claimed before its mail goes out
 * (`reminded_on` set to it with UPDATE … WHERE … RETURNING), so two sweeps,
 * or two processes, never send it twice; a claimed reminder is not retried.
 */

/** Users served per sweep; the next sweep takes the rest. */
const usersPerSweep = 200;

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/** Sends the reminders due on or before `today` (YYYY-MM-DD, UTC). Answers how many mails went out. */
export async function sendDueReminders(deps: ReminderDeps, today: string): Promise<{ mails: number; applications: number }> {
  const { db } = deps;
  const due = and(
    inArray(jobApplications.status, [...openApplicationStatuses]),
    lte(jobApplications.followUpOn, today),
    or(isNull(jobApplications.remindedOn), ne(jobApplications.remindedOn, jobApplications.followUpOn)),
  );
  const holders = await db.selectDistinct({ userId: jobApplications.userId }).from(jobApplications).where(due).limit(usersPerSweep);
  let mails = 0;
  let applications = 0;
  for (const { userId } of holders) {
    // Claimed first: whatever happens next, this follow-up day is not reminded again.
    const claimed = await db
      .update(jobApplications)
      .set({ remindedOn: jobApplications.followUpOn })
      .where(and(eq(jobApplications.userId, userId), due))
      .returning({ id: jobApplications.id, company: jobApplications.company, role: jobApplications.role, followUpOn: jobApplications.followUpOn });
    if (claimed.length === 0) continue;
    const [person] = await db
      .select({ email: users.email, language: userSettings.language, notifyEmail: userSettings.notifyEmail })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, userId))
      .orderBy(asc(users.id))
      .limit(1);
    if (!person || person.notifyEmail === false) continue;
    const language: Language = isLanguage(person.language) ? person.language : 'en';
    const items = claimed.map((a) => ({ id: a.id, company: a.company, role: a.role, followUpOn: a.followUpOn ?? today })).sort((a, b) => a.followUpOn.localeCompare(b.followUpOn) || a.company.localeCompare(b.company));
    try {
      await deps.mailer.send(followUpMail(language, person.email, items, deps.publicUrl));
      mails += 1;
      applications += items.length;
      deps.logger.info({ userId, mail: 'application-follow-up', applications: items.length }, 'follow-up reminder sent');
    } catch (error) {
      deps.logger.warn({ err: { message: (error as Error).message }, userId, mail: 'application-follow-up' }, 'could not send a follow-up reminder');
    }
  }
  return { mails, applications };
}

/**
 * Sweeps for due reminders now and then, for as long as the server runs: a
 * minute after start, then every `everyMs`. A failed sweep is logged and the
 * next one tries again. Answers a function that stops it.
 */
export function startReminderSweeps(deps: ReminderDeps & { now?: () => Date; everyMs?: number; signal?: AbortSignal }): () => void {
  const now = deps.now ?? (() => new Date());
  const everyMs = deps.everyMs ?? 15 * 60_000;
  let running = false;
  const sweep = () => {
    if (running || deps.signal?.aborted) return;
    running = true;
    sendDueReminders(deps, now().toISOString().slice(0, 10))
      .catch((error: unknown) => deps.logger.warn({ err: { message: (error as Error).message } }, 'the follow-up reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, everyMs);
  first.unref();
  timer.unref();
  const stop = () => {
    clearTimeout(first);
    clearInterval(timer);
  };
  deps.signal?.addEventListener('abort', stop, { once: true });
  return stop;
}
