import { emailField } from './contact.ts';
import { z } from './zod.ts';

/**
 * Live support chat: what the Support page's chat and the admin console send
 * and read. A visitor's messages go to the admin inbox as a conversation;
 * when no administrator is online a message becomes a support ticket
 * answered by mail (docs/decisions/0044-live-chat.md).
 */

export const chatLimits = { message: 2000, name: 100 } as const;

/** A NUL character cannot be stored in PostgreSQL text. */
const noNul = (v: string) => !v.includes('\u0000');

const optionalEmail = z.union([z.literal('').transform(() => undefined), emailField]).optional();

export const chatMessageInputSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(chatLimits.message, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' }),
  /** Anonymous visitors only (a signed-in visitor is known by the account). */
  name: z.string().trim().max(chatLimits.name, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' }).optional(),
  /** Where replies go by mail; required when nobody is online and the visitor is not signed in. */
  email: optionalEmail,
});

export const chatEmailSchema = z.strictObject({ email: emailField });

type ChatAuthor = 'visitor' | 'team';

export interface ChatMessage {
  id: string;
  author: ChatAuthor;
  text: string;
  createdAt: string;
}

export type ChatStatus = 'open' | 'answered' | 'closed';

export interface ChatConversation {
  id: string;
  status: ChatStatus;
  /** Where replies are mailed when the visitor is not in the chat ('' when none was left). */
  email: string;
  messages: ChatMessage[];
}

// ---- opening hours ----

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'chat.invalidTime' });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const chatHoursSchema = z
  .strictObject({
    timeZone: z.string().trim().min(1, { message: 'validation.required' }).max(64).refine(isTimeZone, { message: 'chat.invalidTimeZone' }),
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, { message: 'chat.chooseADay' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'validation.invalidChoice' })
      .transform((days) => [...days].sort((a, b) => a - b)),
    opens: clock,
    closes: clock,
  })
  .refine((h) => h.opens < h.closes, { message: 'chat.closesAfterOpens', path: ['closes'] });
export type ChatHours = z.output<typeof chatHoursSchema>;

/** The setting as the console saves it: hours, or none (then the chat promises no hours). */
export const chatHoursSettingSchema = z.strictObject({ hours: chatHoursSchema.nullable() });

/** Every day, all day: the only hours the chat may call "around the clock". */
export function isAroundTheClock(hours: ChatHours | null): boolean {
  return hours !== null && hours.days.length === 7 && hours.opens === '00:00' && hours.closes === '24:00';
}

/** An ISO weekday's name in `language` (1 Monday … 7 Sunday). */
export function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

interface ChatAvailability {
  /** An administrator has had the console open in the last few minutes. */
  online: boolean;
  hours: ChatHours | null;
}

export interface ChatState {
  availability: ChatAvailability;
  conversation: ChatConversation | null;
  /** The signed-in visitor's address (replies by mail need no form then). */
  accountEmail: string | null;
}

/** What posting a message answers: it joined the live chat, or (nobody online) became a ticket. */
export type ChatPostResult = { mode: 'chat'; conversation: ChatConversation } | { mode: 'ticket'; ticketId: string; email: string };

/** Events of the visitor's stream: the whole state first, then what changes. */
export type ChatEvent =
  | { type: 'state'; state: ChatState }
  | { type: 'message'; message: ChatMessage }
  | { type: 'status'; status: ChatStatus }
  | { type: 'availability'; online: boolean }
  | { type: 'ping' };

/** Events of the console's stream: a conversation changed (the inbox refreshes it). */
export type AdminChatEvent = { type: 'ready' } | { type: 'conversation'; conversationId: string } | { type: 'ping' };

/** A signed-in visitor's conversations, for History. */
export interface ChatSummary {
  id: string;
  subject: string;
  status: ChatStatus;
  createdAt: string;
  lastMessageAt: string;
}
