import type { ChatMessage } from './chat.ts';
import { ticketPriorities, type TicketPriority } from './contact.ts';
import { languages, type Language } from './languages.ts';
import { z } from './zod.ts';

/**
 * The admin console's inbox, blog and usage chart: the requests
 * the console sends and the answers it reads. The server validates with the
 * same schemas.
 */

// ---- inbox ----

/** A live chat conversation (features/chat) is read and answered here too. */
export const inboxKinds = ['contact', 'ticket', 'chat'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxStatuses = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const inboxPageSize = 20;

/** A NUL character cannot be stored in PostgreSQL text. */
const noNul = (v: string) => !v.includes('\u0000');

export const inboxQuerySchema = z.object({
  kind: z.enum(['all', ...inboxKinds], { message: 'validation.invalidChoice' }).default('all'),
  status: z.enum(inboxStatuses, { message: 'validation.invalidChoice' }).optional(),
  priority: z.enum(ticketPriorities, { message: 'validation.invalidChoice' }).optional(),
  q: z.string().trim().max(200, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' }).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxStatusSchema = z.strictObject({ status: z.enum(inboxStatuses, { message: 'validation.invalidChoice' }) });

export const inboxReplyMax = 10_000;
export const inboxReplySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(inboxReplyMax, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' }),
});

/** One contact message or support ticket in the list. */
export interface InboxItem {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  subject: string;
  /** Tickets only; null for a contact message. */
  priority: TicketPriority | null;
  status: InboxStatus;
  createdAt: string;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface InboxReply {
  id: string;
  text: string;
  /** The administrator who wrote it (null once their account is gone). */
  adminEmail: string | null;
  createdAt: string;
}

export interface InboxMessage extends InboxItem {
  /** The message; for a chat, its first message (the whole exchange is in `conversation`). */
  message: string;
  replies: InboxReply[];
  /** A chat's messages, oldest first, and whether the visitor has the chat open now. */
  conversation?: { messages: ChatMessage[]; visitorOnline: boolean };
}

/** What a reply answers: the reply, the message's new status, and whether the mail went out. */
export interface InboxReplyResult {
  reply: InboxReply;
  status: InboxStatus;
  mailed: boolean;
  /** A chat answer: whether the visitor had the chat open and saw it at once. */
  live?: boolean;
}

// ---- blog ----

/** Where an uploaded blog picture is served (public, like the posts that show it). */
export const blogImageUrl = (id: string) => `/api/blog/images/${id}`;

export const blogLimits = { title: 200, content: 100_000, imageUrl: 500 } as const;

/** An uploaded picture's address (POST /api/admin/blog/images answers it) or one of the shipped /blog/*.svg pictures. */
const imageUrlPattern = /^\/(api\/blog\/images\/[0-9a-f-]{36}|blog\/[a-z0-9-]+\.(svg|png|jpe?g|webp|gif))$/i;

export const blogPostInputSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(blogLimits.title, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' }),
  content: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(blogLimits.content, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' }),
  language: z.enum(languages, { message: 'validation.invalidChoice' }),
  published: z.boolean(),
  imageUrl: z.string().max(blogLimits.imageUrl, { message: 'validation.tooLong' }).regex(imageUrlPattern, { message: 'validation.invalidChoice' }).nullable().optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** A post as the console lists and edits it: drafts included, with its Markdown. */
export interface AdminBlogPost {
  id: string;
  title: string;
  content: string;
  language: Language;
  published: boolean;
  author: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BlogImageUpload {
  id: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
}

// ---- usage ----

export const usageDailyQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

export const usageSeriesNames = ['documents', 'generations', 'exports', 'signUps'] as const;
export type UsageSeriesName = (typeof usageSeriesNames)[number];

export interface UsageDay {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  documents: number;
  generations: number;
  exports: number;
  signUps: number;
}

export interface UsageDaily {
  days: UsageDay[];
  /** Where each series comes from (tables or the anonymous usage counters). */
  sources: Record<UsageSeriesName, string>;
}
