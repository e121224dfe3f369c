import { sql } from 'drizzle-orm';
import type { VersionReview } from '../../shared/document-versions.ts';
import { bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- better-auth tables (models user, session, account, verification, rateLimit) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // admin plugin
  role: text('role').default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  // ours: the subscription plan lives on the user
  plan: text('plan').notNull().default('free'),
  // the 14-day Pro trial: once per account; it ends when trial_ends_at passes (checked at request time)
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** When the "two days left" and "trial ended" mails went out (each is sent once). */
  trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
  trialEndedSentAt: timestamp('trial_ended_sent_at', { withTimezone: true }),
  // two-factor plugin
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** ours: the last TOTP time step a code was accepted for; an equal or older step is a replay and refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** better-auth's two-factor plugin (model twoFactor): the TOTP secret and backup codes, both encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/**
 * Devices an account signed in from: a hash of browser and OS
 * family, so a sign-in from one not seen before can be told to the owner.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- product tables ----

/** One row per user, created with the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  website: text('website'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** What a visitor writes to us (contact form, support ticket); user_id when signed in. */
const messageColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    ...messageColumns(),
    /** open, answered, closed (the admin inbox). */
    status: text('status').notNull().default('open'),
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);

/** An administrator's reply to a contact message or a support ticket, sent by mail and kept with it. */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'contact' or 'ticket'. */
    kind: text('kind').notNull(),
    messageId: uuid('message_id').notNull(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('inbox_replies_kind_check', sql`${t.kind} in ('contact', 'ticket')`), index('inbox_replies_message_idx').on(t.kind, t.messageId, t.createdAt)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    ...messageColumns(),
    priority: text('priority').notNull().default('medium'),
    /** open, answered, closed (the admin inbox). */
    status: text('status').notNull().default('open'),
  },
  (t) => [
    check('support_tickets_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('support_tickets_created_at_idx').on(t.createdAt),
    index('support_tickets_user_id_idx').on(t.userId),
  ],
);

/** The blog's posts: content is Markdown. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    /** Posts written in the admin console can be drafts (unpublished) and edited. */
    published: boolean('published').notNull().default(true),
    /** The language a post is written in (shipped posts keep theirs in seed-posts.ts as well). */
    language: text('language').notNull().default('en'),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_created_at_idx').on(t.createdAt.desc())],
);

/**
 * The shipped posts (seed-posts.ts) a blog has received, by id: a release
 * that ships a new post adds it to every data folder, and one an
 * administrator deleted stays deleted (its row here stays).
 */
export const shippedBlogPosts = pgTable('shipped_blog_posts', {
  postId: uuid('post_id').primaryKey(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every administrator action: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it happened (kept when the account is gone). */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    /** Whom or what it was done to: a user's id and email, a post's or a message's id. */
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc())],
);

/** Fixed-window counters for our own rate limits (shared by every app process). */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per email (normalised: trimmed, lower-case), for the
 * per-account back-off (`auth/sign-in-backoff.ts`). Keyed by the email typed,
 * not the user: an address with no account is treated the same, so an answer
 * never tells whether the account exists. Shared by every app process.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    // Milliseconds: `retryAt` is then exactly the stored instant.
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, precision: 3 }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('sign_in_failures_last_failed_at_idx').on(t.lastFailedAt)],
);

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Milliseconds, not PostgreSQL's microseconds: a JavaScript Date holds the exact value, so keyset cursors neither skip nor repeat rows. */
const msTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/**
 * A document, persisted. `content` is Markdown (essays, papers,
 * cover letters); `data` is the type's JSON (validated by `shared/documents.ts`);
 * `preview` is derived on write. `search` covers the title, the content and
 * every string in `data` (a resume's text), with the 'simple' configuration:
 * lower-cased words, no stemming, so it serves every interface language.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    preview: text('preview').notNull().default(''),
    /** The language its writing checks use (an interface language); null follows the user's interface language. */
    language: text('language'),
    createdAt: msTimestamp('created_at'),
    updatedAt: msTimestamp('updated_at'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, content), 'B') || setweight(jsonb_to_tsvector('simple'::regconfig, data, '["string"]'::jsonb), 'C')`,
      ),
  },
  (t) => [
    check('documents_type_check', sql`${t.type} in ('essay', 'resume', 'academic', 'cover-letter')`),
    check('documents_language_check', sql`${t.language} in ('en', 'fr', 'es', 'de', 'zh')`),
    // Plain ascending: PostgreSQL walks them forwards for sort=asc and backwards for
    // 'updated_at desc, id desc' (a DESC NULLS LAST index cannot serve that order).
    index('documents_user_updated_at_idx').on(t.userId, t.updatedAt, t.id),
    index('documents_user_type_updated_at_idx').on(t.userId, t.type, t.updatedAt, t.id),
    index('documents_search_idx').using('gin', t.search),
  ],
);

/**
 * Earlier texts of a document: Regenerate replaces a draft's text
 * and keeps the one it replaced here, to be restored from the document's
 * version list. Deleted with the document.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    words: integer('words').notNull().default(0),
    /** Who accepted which suggestions, when accepting them replaced this text. */
    review: jsonb('review').$type<VersionReview>(),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [index('document_versions_document_created_at_idx').on(t.documentId, t.createdAt)],
);

/**
 * A user's reference library. `item` is the CSL-JSON item without
 * its `id` (the key is the id a paper cites; it never changes once made).
 * `search` covers the key, title, container title, author and editor names
 * and the year, with the 'simple' configuration as documents do.
 */
export const userReferences = pgTable(
  'user_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    createdAt: msTimestamp('created_at'),
    updatedAt: msTimestamp('updated_at'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, key) || to_tsvector('simple'::regconfig, coalesce(item->>'title', '') || ' ' || coalesce(item->>'container-title', '') || ' ' || coalesce(item#>>'{issued,date-parts,0,0}', '')) || jsonb_to_tsvector('simple'::regconfig, coalesce(item->'author', '[]'::jsonb) || coalesce(item->'editor', '[]'::jsonb), '["string"]'::jsonb)`,
      ),
  },
  (t) => [
    unique('user_references_user_key_unique').on(t.userId, t.key),
    index('user_references_user_updated_at_idx').on(t.userId, t.updatedAt),
    index('user_references_search_idx').using('gin', t.search),
  ],
);

/**
 * A user's preferences; no row means every default. save_history decides
 * whether a generated draft is kept in History.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull().default('system'),
    language: text('language').notNull().default('en'),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyDesktop: boolean('notify_desktop').notNull().default(true),
    notifyUpdates: boolean('notify_updates').notNull().default(true),
    saveHistory: boolean('save_history').notNull().default(true),
    analytics: boolean('analytics').notNull().default(true),
    autoSave: boolean('auto_save').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_settings_theme_check', sql`${t.theme} in ('light', 'dark', 'system')`),
    check('user_settings_language_check', sql`${t.language} in ('en', 'fr', 'es', 'de', 'zh')`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A user's profile picture, checked on upload (type by its bytes, at most
 * 2 MB, sides of at most 4096 px). In the database, so it goes with the user
 * (cascade) and with every backup.
 */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** A hash of the bytes: the avatar URL's version, so browsers may cache one picture forever. */
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A blog post's picture, uploaded in the admin console and checked like an avatar. */
export const blogImages = pgTable('blog_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/**
 * A reference's attached full text (one per reference): the file as it was
 * uploaded (PDF, DOCX, HTML or plain text, at most 20 MB; type read from its
 * bytes), so it can be downloaded again. `text_status` is 'no_text' for a
 * file with nothing to read (a scanned PDF without a text layer): it is kept,
 * with no passages. Gone with the reference or the account (cascade).
 */
export const referenceAttachments = pgTable(
  'reference_attachments',
  {
    referenceId: uuid('reference_id')
      .primaryKey()
      .references(() => userReferences.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A PDF's page count; null for every other type. */
    pages: integer('pages'),
    textStatus: text('text_status').notNull(),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [check('reference_attachments_text_status_check', sql`${t.textStatus} in ('text', 'no_text')`), index('reference_attachments_user_id_idx').on(t.userId)],
);

/**
 * An attached text split into passages of about 40–120 words, in reading
 * order (`ordinal`), each with the PDF page it is on (null for other types),
 * so a draft can quote one and cite its page. `search` is English full text
 * (stemmed, stop words out): passages are found by what they are about.
 * Replaced whole with their attachment (cascade from it).
 */
export const referencePassages = pgTable(
  'reference_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => referenceAttachments.referenceId, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    page: integer('page'),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, text)`),
  },
  (t) => [index('reference_passages_user_reference_idx').on(t.userId, t.referenceId, t.ordinal), index('reference_passages_search_idx').using('gin', t.search)],
);

/**
 * Our own first-party usage counters: how often something happened per UTC
 * day, with no user id at all. A user's actions are counted only while their
 * analytics setting is on.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event] })],
);

/** Generations started per user and UTC day: the free plan's daily quota (shared by every app process). */
export const generationUsage = pgTable(
  'generation_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  profiles,
  contactMessages,
  supportTickets,
  blogPosts,
  requestLimits,
  signInFailures,
  documents,
  userReferences,
  userSettings,
  avatars,
  usageCounters,
  generationUsage,
};
export type Schema = typeof schema;

/**
 * API keys: a user's keys for `/api/v1`. Only a hash of the secret
 * is kept; the key's id is part of the key (`ink_<id>_<secret>`), so a request
 * finds its row by id and compares hashes in constant time.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters as shown in the list (`ink_<id>_ab12…`). */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. The key has 256 random bits: a slow hash adds nothing. */
    hash: text('hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId)],
);

/**
 * A user's own model connection: one per user. The API key is kept
 * encrypted (AES-256-GCM with a key derived from ENCRYPTION_KEY or AUTH_SECRET);
 * only its last four characters are ever shown again.
 */
export const userModels = pgTable('user_models', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preset: text('preset').notNull(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  /** `v1:<iv>:<tag>:<ciphertext>`, base64url; null for a server that needs no key (a local Ollama). */
  keyCiphertext: text('key_ciphertext'),
  keyLast4: text('key_last4'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A live support chat (features/chat): one visitor's conversation with the
 * team. A signed-in visitor is known by user_id; an anonymous one by
 * visitor_id, the random id their signed cookie carries. Shown in the admin
 * inbox beside contact messages and tickets, with the same statuses.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    name: text('name').notNull(),
    /** Where replies are mailed when the visitor is not in the chat; '' when none was left. */
    email: text('email').notNull().default(''),
    /** The first message's opening words, as the inbox lists it. */
    subject: text('subject').notNull(),
    /** open (waiting for the team), answered, closed. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('chat_conversations_owner_check', sql`${t.userId} is not null or ${t.visitorId} is not null`),
    index('chat_conversations_created_at_idx').on(t.createdAt),
    index('chat_conversations_user_id_idx').on(t.userId),
    index('chat_conversations_visitor_id_idx').on(t.visitorId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** visitor or team. */
    author: text('author').notNull(),
    /** The administrator who answered (null for the visitor, or once their account is gone). */
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('chat_messages_author_check', sql`${t.author} in ('visitor', 'team')`), index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Settings of the whole instance that its administrators change in the console, one row per key (chat hours). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * CSL styles a user uploaded (features/styles), checked before they are
 * stored (well-formed, valid by the CSL schema, no macro loop, independent,
 * formatted once by citeproc). At most 20 per user, each file at most
 * 512 KB; titles may repeat. A paper follows one as `data.cslStyle = 'user:<id>'`.
 */
export const userStyles = pgTable(
  'user_styles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The style's own title (`<info><title>`). */
    title: text('title').notNull(),
    /** The file as uploaded. */
    xml: text('xml').notNull(),
    /** How its citations read, as its file says: author-date, numeric, note, author or label. */
    format: text('format').notNull(),
    /** The style's `default-locale`, when it has one. */
    defaultLocale: text('default_locale'),
    createdAt: createdAt(),
  },
  (t) => [index('user_styles_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * A user's writing dictionary: words the spelling check never flags for them
 * (src/shared/dictionary.ts). `word` is kept as first typed (NFC); `word_key`,
 * its lower case, is what words are compared by, so "Inkwell" and "inkwell"
 * are one entry. Lower-casing happens in the app, not in SQL, so PGlite and
 * PostgreSQL agree whatever their collation.
 */
export const userWords = pgTable(
  'user_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    wordKey: text('word_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_words_user_id_word_key_unique').on(t.userId, t.wordKey)],
);

/**
 * The job-application tracker (src/shared/applications.ts): one row per job a
 * user is after. The tailored resume and cover letter sent are the user's own
 * documents; deleting one leaves the application, without it. `rank` orders
 * the cards of a status column on the board. `reminded_on` is the follow-up
 * day whose reminder went out, so a day is reminded once.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    ad: text('ad').notNull().default(''),
    link: text('link').notNull().default(''),
    status: text('status').notNull().default('saved'),
    appliedOn: date('applied_on', { mode: 'string' }),
    deadlineOn: date('deadline_on', { mode: 'string' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    remindedOn: date('reminded_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    resumeId: uuid('resume_id').references(() => documents.id, { onDelete: 'set null' }),
    coverLetterId: uuid('cover_letter_id').references(() => documents.id, { onDelete: 'set null' }),
    rank: doublePrecision('rank').notNull().default(0),
    statusChangedAt: msTimestamp('status_changed_at'),
    createdAt: msTimestamp('created_at'),
    updatedAt: msTimestamp('updated_at'),
  },
  (t) => [
    check('job_applications_status_check', sql`${t.status} in ('saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn')`),
    index('job_applications_user_status_rank_idx').on(t.userId, t.status, t.rank),
    index('job_applications_follow_up_idx').on(t.followUpOn),
  ],
);

/** A revocable link to a document: its role, who may use it, and until when. Revoking deletes the row. */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The link's secret, as given out (it opens a document the database already holds in clear). */
    token: text('token').notNull(),
    role: text('role').notNull(),
    audience: text('audience').notNull(),
    /** Lower-case addresses, for the 'emails' audience. */
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [
    unique('document_shares_token_unique').on(t.token),
    index('document_shares_document_idx').on(t.documentId),
    check('document_shares_role_check', sql`${t.role} in ('view', 'comment', 'suggest', 'edit')`),
    check('document_shares_audience_check', sql`${t.audience} in ('anyone', 'signed-in', 'emails')`),
  ],
);

/** A signed-in account that opened a share link: what "Who has access" and "Shared with me" list. */
export const documentMembers = pgTable(
  'document_members',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: msTimestamp('joined_at'),
    lastSeenAt: msTimestamp('last_seen_at'),
    /** Set when the owner removed this person: the link no longer lets them in. */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.userId] }), index('document_members_user_idx').on(t.userId), index('document_members_document_idx').on(t.documentId, t.userId)],
);

/**
 * A document's shared editing state (Yjs), kept beside its Markdown: the
 * Markdown stays what History, search, exports and the API read, and is
 * written from this state as co-editors type. `markdownHash` is the Markdown
 * this state was last written as; a document changed since by other means is
 * put into the state again when its editing session opens.
 */
export const documentCollabStates = pgTable('document_collab_states', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  markdownHash: text('markdown_hash').notNull(),
  updatedAt: msTimestamp('updated_at'),
});

/**
 * A comment thread on a document, anchored to a passage by its words and a
 * little of the text around them (shared/comments.ts): found again after
 * edits around it, detached when the passage is gone.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    exact: text('exact').notNull(),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [index('comment_threads_document_idx').on(t.documentId, t.createdAt)],
);

/** One comment of a thread: the first opens it, the rest reply. An account deleted takes its comments with it. */
export const documentComments = pgTable(
  'document_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The ids of the people it mentions. */
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    createdAt: msTimestamp('created_at'),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('document_comments_thread_idx').on(t.threadId, t.createdAt), index('document_comments_document_idx').on(t.documentId)],
);
