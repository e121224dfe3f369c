import { emailField } from './contact.ts';
import type { DocumentType } from './documents.ts';
import { z } from './zod.ts';

/*
 * Sharing a document: the owner makes revocable links, each with a role and an
 * audience, and sees who came in through them. The server checks a link on
 * every request; the browser reads the same rules to word the share dialog.
 */

/** What a link lets its holder do, from least to most. */
export const shareRoles = ['view', 'comment', 'suggest', 'edit'] as const;
export type ShareRole = (typeof shareRoles)[number];
/** Anyone with the link (a visitor without an account may view), any signed-in account, or only the named addresses. */
export const shareAudiences = ['anyone', 'signed-in', 'emails'] as const;
export type ShareAudience = (typeof shareAudiences)[number];
/** The owner's own access, above every role a link gives. */
export type DocumentAccessRole = ShareRole | 'owner';

/** True when `role` allows at least what `needed` does. */
export function allows(role: DocumentAccessRole, needed: ShareRole): boolean {
  return role === 'owner' || shareRoles.indexOf(role) >= shareRoles.indexOf(needed);
}

export const shareLimits = {
  /** Live links per document. */
  links: 20,
  /** Addresses one link may name. */
  emails: 50,
  /** Days a link may be set to last, at most. */
  expiryDays: 365,
} as const;

/** The choices of the share dialog's "Expires" menu, in days (0: never). */
export const shareExpiryChoices = [0, 1, 7, 30, 90] as const;

/** The token in a share link: 32 URL-safe characters (24 random bytes). */
export const shareTokenPattern = /^[A-Za-z0-9_-]{32}$/;

export const createShareSchema = z
  .object({
    role: z.enum(shareRoles, { message: 'validation.invalidChoice' }),
    audience: z.enum(shareAudiences, { message: 'validation.invalidChoice' }),
    emails: z.array(emailField.transform((e) => e.toLowerCase()), { message: 'validation.invalidChoice' }).max(shareLimits.emails, { message: 'validation.tooManyEmails' }).default([]),
    /** Days from now until the link stops working; absent or 0: it lasts until revoked. */
    expiresInDays: z.number({ message: 'validation.invalidChoice' }).int().min(0).max(shareLimits.expiryDays, { message: 'validation.invalidChoice' }).default(0),
  })
  .strict()
  .refine((s) => s.audience !== 'emails' || s.emails.length > 0, { message: 'validation.required', path: ['emails'] });
export type CreateShareInput = z.input<typeof createShareSchema>;

/** One link, as its owner sees it. */
export interface ShareLink {
  id: string;
  token: string;
  role: ShareRole;
  audience: ShareAudience;
  emails: string[];
  expiresAt: string | null;
  createdAt: string;
}

/** One person who opened a link while signed in. */
interface ShareMember {
  userId: string;
  name: string;
  email: string;
  role: ShareRole;
  linkId: string;
  joinedAt: string;
  lastSeenAt: string;
}

export interface DocumentSharing {
  links: ShareLink[];
  members: ShareMember[];
}

/** What opening a link answers: the document as its role allows, and who shared it. */
export interface OpenedShare {
  documentId: string;
  /** What this visitor may do: a visitor without an account only views, whatever the link's role. */
  role: DocumentAccessRole;
  /** The link's own role (what signing in would give). */
  linkRole: ShareRole;
  owner: { name: string };
  document: { type: DocumentType; title: string; content: string; data: Record<string, unknown>; language: string | null; updatedAt: string };
}

/** A document someone else shared with the signed-in user, for History's "Shared with me". */
export interface SharedWithMe {
  id: string;
  type: DocumentType;
  title: string;
  preview: string;
  updatedAt: string;
  role: ShareRole;
  owner: { name: string };
  /** The link to open it again (the one that gives the most). */
  token: string;
}

/** A shared document's place in the app: the view page, or the editor for an editor. */
export const sharePath = (token: string) => `/s/${token}`;
