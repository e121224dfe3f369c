import type { Plan } from '../shared/plans.ts';
import type { Language } from '../shared/settings.ts';
import { serverText } from './i18n.ts';
import type { Mail } from './mail.ts';

/** Security mails (verification, reset, deletion) are always sent; product mails say how to turn them off. */
function mail(language: Language, to: string, subject: string, body: string, footer?: string): Mail {
  const parts = [serverText(language, 'emails.greeting'), body, serverText(language, 'emails.signature')];
  if (footer) parts.push(`--\n${footer}`);
  return { to, subject, text: parts.join('\n\n') };
}

export function verificationMail(language: Language, to: string, url: string): Mail {
  return mail(language, to, serverText(language, 'emails.verify.subject'), serverText(language, 'emails.verify.body', { url }));
}

export function resetPasswordMail(language: Language, to: string, url: string): Mail {
  return mail(language, to, serverText(language, 'emails.reset.subject'), serverText(language, 'emails.reset.body', { url }));
}

export function accountDeletedMail(language: Language, to: string): Mail {
  return mail(language, to, serverText(language, 'emails.accountDeleted.subject'), serverText(language, 'emails.accountDeleted.body'));
}

/** A product email: sent only while the user's email notifications are on. */
export function planChangedMail(language: Language, to: string, plan: Plan, publicUrl: string): Mail {
  const name = serverText(language, `plans.${plan}`);
  return mail(
    language,
    to,
    serverText(language, 'emails.planChanged.subject', { plan: name }),
    serverText(language, 'emails.planChanged.body', { plan: name, url: `${publicUrl}/pricing` }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}

/** An administrator's product update: sent only to users whose product updates are on. */
export function productUpdateMail(language: Language, to: string, subject: string, text: string, publicUrl: string): Mail {
  return mail(language, to, subject, text, serverText(language, 'emails.updatesFooter', { url: `${publicUrl}/settings?tab=notifications` }));
}

/** The trial's end as the mail writes it: the date and time in the user's language, in UTC (we do not know their time zone). */
function trialEnd(language: Language, endsAt: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(endsAt);
}

/** A product email, two days before the Pro trial ends: sent only while the user's email notifications are on. */
export function trialReminderMail(language: Language, to: string, endsAt: Date, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.trialReminder.subject'),
    serverText(language, 'emails.trialReminder.body', { date: trialEnd(language, endsAt), url: `${publicUrl}/pricing` }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}

/** A product email once the Pro trial has ended: sent only while the user's email notifications are on. */
export function trialEndedMail(language: Language, to: string, endsAt: Date, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.trialEnded.subject'),
    serverText(language, 'emails.trialEnded.body', { date: trialEnd(language, endsAt), url: `${publicUrl}/pricing` }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}
