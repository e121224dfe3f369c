import { freeHistoryLimit, type Plan } from '../shared/plans.ts';
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

/** An administrator's invitation: the link is a password-reset link, so the invitee chooses a password. */
export function inviteMail(language: Language, to: string, url: string): Mail {
  return mail(language, to, serverText(language, 'emails.invite.subject'), serverText(language, 'emails.invite.body', { url }));
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

/** The free plan's History window, in the user's language: both trial mails say what Free keeps. */
function historyWindow(language: Language): string {
  return new Intl.NumberFormat(language).format(freeHistoryLimit);
}

/** A product email, `trialRules.reminderDays` before the Pro trial ends: sent only while the user's email notifications are on. */
export function trialReminderMail(language: Language, to: string, endsAt: Date, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.trialReminder.subject'),
    serverText(language, 'emails.trialReminder.body', { date: trialEnd(language, endsAt), limit: historyWindow(language), url: `${publicUrl}/pricing` }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}

/** A product email once the Pro trial has ended: sent only while the user's email notifications are on. */
export function trialEndedMail(language: Language, to: string, endsAt: Date, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.trialEnded.subject'),
    serverText(language, 'emails.trialEnded.body', { date: trialEnd(language, endsAt), limit: historyWindow(language), url: `${publicUrl}/pricing` }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}

/** Security mails of two-factor sign-in: always sent. */
export function twoFactorEnabledMail(language: Language, to: string, publicUrl: string): Mail {
  const url = `${publicUrl}/settings?tab=security`;
  return mail(language, to, serverText(language, 'emails.twoFactorEnabled.subject'), serverText(language, 'emails.twoFactorEnabled.body', { url }));
}

export function twoFactorDisabledMail(language: Language, to: string, publicUrl: string): Mail {
  const url = `${publicUrl}/settings?tab=security`;
  return mail(language, to, serverText(language, 'emails.twoFactorDisabled.subject'), serverText(language, 'emails.twoFactorDisabled.body', { url }));
}

/** `remaining`: the backup codes left after this one (undefined when it could not be told). */
export function backupCodeUsedMail(language: Language, to: string, remaining: number | undefined, publicUrl: string): Mail {
  const url = `${publicUrl}/settings?tab=security`;
  const body = serverText(language, 'emails.backupCodeUsed.body', { url });
  const left = remaining === undefined ? '' : `\n\n${serverText(language, 'emails.backupCodeUsed.remaining', { count: String(remaining) })}`;
  return mail(language, to, serverText(language, 'emails.backupCodeUsed.subject'), body + left);
}

/** An administrator's answer to a contact message or a support ticket (admin inbox): always sent, it answers what the sender wrote. */
export function inboxReplyMail(language: Language, to: string, subject: string, text: string): Mail {
  return mail(language, to, serverText(language, 'emails.inboxReply.subject', { subject }), serverText(language, 'emails.inboxReply.body', { text, subject }));
}

// ---- Security mails: always sent, whatever the notification settings say ----

/** A moment as security mails write it: in the user's language, in UTC (we do not know their time zone). */
function securityTime(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** The link to a new address that confirms an email change (better-auth's change-email). */
export function changeEmailVerificationMail(language: Language, to: string, url: string): Mail {
  return mail(language, to, serverText(language, 'emails.changeEmailVerify.subject'), serverText(language, 'emails.changeEmailVerify.body', { url }));
}

/** To the old address when a change to `newEmail` is asked for: the owner learns of it before it happens. */
export function emailChangeRequestedMail(language: Language, to: string, newEmail: string, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.emailChangeRequested.subject'),
    serverText(language, 'emails.emailChangeRequested.body', { email: newEmail, url: `${publicUrl}/settings?tab=security` }),
  );
}

/** To the old address once the new one was confirmed. */
export function emailChangedMail(language: Language, to: string, newEmail: string, at: Date): Mail {
  return mail(language, to, serverText(language, 'emails.emailChanged.subject'), serverText(language, 'emails.emailChanged.body', { email: newEmail, time: securityTime(language, at) }));
}

export function passwordChangedMail(language: Language, to: string, at: Date, publicUrl: string): Mail {
  return mail(
    language,
    to,
    serverText(language, 'emails.passwordChanged.subject'),
    serverText(language, 'emails.passwordChanged.body', { time: securityTime(language, at), url: `${publicUrl}/forgot-password` }),
  );
}

/** A sign-in from a device (browser and OS family) the account has not signed in from before. */
export function newSignInMail(
  language: Language,
  to: string,
  device: { browser: string | null; os: string | null; ipAddress: string | null; at: Date },
  publicUrl: string,
): Mail {
  const unknown = serverText(language, 'emails.unknownDevice');
  return mail(
    language,
    to,
    serverText(language, 'emails.newSignIn.subject'),
    serverText(language, 'emails.newSignIn.body', {
      browser: device.browser ?? unknown,
      os: device.os ?? unknown,
      ip: device.ipAddress ?? unknown,
      time: securityTime(language, device.at),
      url: `${publicUrl}/settings?tab=security`,
    }),
  );
}

/** One application in a follow-up reminder. */
interface FollowUp {
  id: string;
  company: string;
  role: string;
  /** YYYY-MM-DD. */
  followUpOn: string;
}

/** A product email on the day the user planned to follow up on job applications: sent only while their email notifications are on. */
export function followUpMail(language: Language, to: string, items: readonly FollowUp[], publicUrl: string): Mail {
  const day = (value: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const list = items.map((item) => `- ${serverText(language, 'emails.followUp.item', { role: item.role, company: item.company, date: day(item.followUpOn) })}\n  ${publicUrl}/applications?open=${item.id}`).join('\n');
  const [only] = items;
  return mail(
    language,
    to,
    items.length === 1 && only ? serverText(language, 'emails.followUp.subjectOne', { company: only.company }) : serverText(language, 'emails.followUp.subjectMany', { count: String(items.length) }),
    serverText(language, items.length === 1 ? 'emails.followUp.bodyOne' : 'emails.followUp.bodyMany', { count: String(items.length), list }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}

/** What a mention mail tells: who wrote, where, on which passage, and the link to the thread. */
interface Mention {
  author: string;
  title: string;
  quote: string;
  body: string;
  url: string;
}

/** Clipped for a mail, on a word where it can be. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A product email when someone mentions the user in a comment: sent only while their email notifications are on. */
export function commentMentionMail(language: Language, to: string, mention: Mention, publicUrl: string): Mail {
  const author = mention.author || serverText(language, 'emails.mention.someone');
  return mail(
    language,
    to,
    serverText(language, 'emails.mention.subject', { name: author, title: clip(mention.title, 80) }),
    serverText(language, 'emails.mention.body', { name: author, title: mention.title, quote: clip(mention.quote, 300), comment: clip(mention.body, 1500), url: mention.url }),
    serverText(language, 'emails.productFooter', { url: `${publicUrl}/settings?tab=notifications` }),
  );
}
