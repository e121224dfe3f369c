import { z } from './zod.ts';
import { defaultLanguage, languages, themes } from './languages.ts';

export { defaultLanguage, languageFor, languageNames, languages, themes, type Language, type Theme } from './languages.ts';

/** A user's settings: one shape for the form, the API and the database. */
export const settingsSchema = z
  .object({
    theme: z.enum(themes, { message: 'validation.invalidChoice' }),
    language: z.enum(languages, { message: 'validation.invalidChoice' }),
    notifications: z.strictObject({
      /** Product emails about the account (a plan change); security emails are always sent. */
      email: z.boolean(),
      /** A browser notification when a long generation finishes in a hidden tab. */
      desktop: z.boolean(),
      /** Product update announcements by email. */
      updates: z.boolean(),
    }),
    privacy: z.strictObject({
      /** Generated drafts are kept in History only when on. */
      saveHistory: z.boolean(),
      /** Our own first-party usage counters count this user's actions only when on. */
      analytics: z.boolean(),
      /** Editors save as you type when on, otherwise on an explicit Save. */
      autoSave: z.boolean(),
    }),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings: Settings = {
  theme: 'system',
  language: defaultLanguage,
  notifications: { email: true, desktop: true, updates: true },
  privacy: { saveHistory: true, analytics: true, autoSave: true },
};

/** The fields the profile form edits. */
export const profileLimits = { fullName: 100, bio: 500, website: 200 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .transform((value) => value || null)
    .nullable();

const profileSchema = z.strictObject({
  fullName: optionalText(profileLimits.fullName),
  bio: optionalText(profileLimits.bio),
  website: z
    .string()
    .trim()
    .max(profileLimits.website, { message: 'validation.tooLong' })
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { message: 'validation.url' })
    .transform((value) => value || null)
    .nullable(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** Part of a profile: the Account tab sends only the name. */
export const profileUpdateSchema = profileSchema.partial();

/** Avatars: what the upload accepts (checked by content, not by the name or the claimed type). */
export const avatarLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 4096,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const,
};

/**
 * Deleting the account: its email typed (case and surrounding spaces do not
 * matter), its password, and with two-factor sign-in on a current code from
 * the authenticator app or a backup code.
 */
export const deleteAccountSchema = z.strictObject({
  email: z.string().trim().min(1, { message: 'validation.required' }).max(254),
  password: z.string().min(1, { message: 'validation.required' }).max(1024),
  code: z.string().trim().max(64).optional(),
});
