import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, type ErrorCode } from '../shared/errors.ts';
import { defaultSettings } from '../shared/settings.ts';
import { maxBodyBytes } from './app.ts';
import { avatarUploadPath } from './features/account/routes.ts';
import { attachmentUploadPath, importBodyBytes, pastedTextBodyBytes } from './features/references/routes.ts';
import { attachmentLimits } from '../shared/reference-attachments.ts';
import { docx, pdf, zip } from './testing/attachment-files.ts';
import { seedBlog } from './features/blog/service.ts';
import { createDocumentExample } from './features/public-api/schemas.ts';
import { apiKeys, blogImages, blogPosts, commentThreads, documentComments, documentMembers, documentShares, documentVersions, jobApplications, supportTickets, userStyles, userWords, users } from './db/schema.ts';
import { documentImportLimits } from '../shared/document-import.ts';
import { plainStyle } from './features/styles/style-fixtures.ts';
import { createLogCapture, createTestApp, type TestApp, type TestUser } from './testing/harness.ts';
import { gif, jpeg, png, webpExtended, webpLossless, webpLossless1x1, webpLossy } from './testing/images.ts';
import { registeredEndpoints, splitEndpointKey, type EndpointKey } from './testing/route-table.ts';

/*
 * Every /api endpoint gets malformed JSON, wrong types, NUL bytes,
 * lone surrogates, deep nesting, oversized bodies and strings, odd numbers,
 * bad enums and bad ids, fixed and generated (fast-check). Whatever it is
 * sent, the API answers below 500, and every 4xx is exactly the catalogue's
 * `{error:{code,message}}` (plus `field`, `retryAt`) with the catalogue's
 * status. The table below must name every endpoint the app registers.
 *
 * FUZZ_SEED=<n> replays the generated inputs of a failed run.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Subjects {
  user: TestUser;
  /** On the Pro plan: generations without a daily quota, every export format. */
  pro: TestUser;
  admin: TestUser;
  /** A user a call may sign out, change or delete; replaced after such a call (see `consumesCaller`). */
  disposable: TestUser;
  /** A document of `user`, and one of another account (`admin`). */
  documentId: string;
  foreignDocumentId: string;
  /** A real `nextCursor` of `user`'s history. */
  cursor: string;
  blogPostId: string;
  /** A reference in `user`'s library, and one in another account's (`admin`). */
  referenceId: string;
  foreignReferenceId: string;
  /** API keys with every scope: `user`'s, and `pro`'s (generations without a daily quota). */
  keys: Record<KeyCaller, string>;
}

/** A caller of /api/v1: an API key (Authorization: Bearer), never a cookie. */
type KeyCaller = 'key' | 'proKey';
type Caller = 'anonymous' | 'user' | 'pro' | 'admin' | 'disposable' | KeyCaller;
const isKeyCaller = (caller: Caller): caller is KeyCaller => caller === 'key' || caller === 'proKey';

interface FuzzTarget {
  /** The endpoint as the app registers it (a key of `registeredEndpoints`). */
  route: EndpointKey;
  /** The path called when it is not the route's own: an endpoint behind a wildcard route (better-auth's). */
  path?: string;
  caller: Caller;
  /** What the endpoint reads from the body: JSON, nothing, a picture's raw bytes, or an attached file's. */
  body: 'json' | 'none' | 'picture' | 'file';
  /** A body the endpoint accepts; fuzzed as a whole and field by field. */
  valid?: (s: Subjects) => Json;
  /** A query the endpoint accepts; fuzzed key by key. */
  query?: (s: Subjects) => Record<string, string>;
  /** The value of the path's one `:param` that the endpoint accepts (its first, when it has more). */
  param?: (s: Subjects) => string | Promise<string>;
  /** Accepted values of the path's further `:params`, which are not fuzzed (a document's version). */
  moreParams?: (s: Subjects) => Record<string, string> | Promise<Record<string, string>>;
  /** What the accepted call answers when it is not a success (a made-up token). */
  expected?: ErrorCode;
  /** More accepted calls worth making once each (other formats, plans). */
  variants?: Array<{ label: string; call: (s: Subjects) => Call; expected?: ErrorCode | 'success' }>;
  /** The route's own body limit, when it is not the app's 1 MB (the reference import's). */
  maxBody?: number;
  /** The route also takes a text file as it is (the reference import): a JSON body declared as text/plain is read as such a file. */
  textFiles?: true;
  /** A file route's own answers to some of the shared file cases, by label (the document import refuses a PDF). */
  fileAnswers?: Record<string, ErrorCode | 'success'>;
  /** Generated inputs per property: small where a call streams a draft, renders or hashes a password. */
  runs: number;
  /**
   * An accepted-looking body is slow (a password hash, or better-auth's
   * deliberate half-second delay): its fields get one value of each kind, not every nasty value.
   */
  slow?: true;
  /**
   * A success ends the caller's session or account. 'each call': a fresh
   * disposable user before the next call. 'next target': only the next
   * endpoint gets one (sign-out: signing in again for every case would hash a
   * password each time, so the rest of its cases run signed out).
   */
  consumesCaller?: 'each call' | 'next target';
}

/** One request, as a case describes it; anything left out is the target's accepted value. */
interface Call {
  /** The path parameter, already percent-encoded. */
  param?: string;
  /** The query string without '?', already percent-encoded. */
  query?: string;
  body?: string | Uint8Array;
  /** The Content-Type header; null sends none. */
  contentType?: string | null;
  /** The Cookie header; null sends none. */
  cookie?: string | null;
  /** The Authorization header (a key caller's key by default); null sends none. */
  authorization?: string | null;
  origin?: string;
  /** Sends Content-Length, as a client on the network does. */
  withLength?: boolean;
}

/** A fixed case and what it must answer: a catalogue code, any success, or (undefined) anything handled. */
interface Case {
  label: string;
  call: () => Call | Promise<Call>;
  expected?: ErrorCode | ErrorCode[] | 'success';
}

// ---------------------------------------------------------------- the table

const password = 'correct-horse-battery';
const freshEmail = () => `fuzz-${randomUUID().slice(0, 8)}@example.com`;
const createDocument = async (s: Subjects) => {
  const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'To delete', content: 'x' }, cookie: s.user.cookie });
  return ((await res.json()) as { id: string }).id;
};
/** A live link to `user`'s document, inserted as a row. */
const insertedShare = async (s: Subjects) => {
  const { documentId } = s;
  const token = randomUUID().replaceAll('-', '');
  const [row] = await t.database.db.insert(documentShares).values({ documentId, token, role: 'edit', audience: 'anyone' }).returning({ id: documentShares.id });
  return { documentId, shareId: row!.id, token };
};
/** A member (the admin) of `user`'s document, come in through a new link, to remove. */
const sharedMember = async (s: Subjects) => {
  const { documentId, shareId } = await insertedShare(s);
  await t.database.db.insert(documentMembers).values({ shareId, documentId, userId: s.admin.userId });
  return { userId: s.admin.userId };
};
/** A thread on `user`'s document, with its first comment by `user`. */
const commentThread = async (s: Subjects) => {
  const [thread] = await t.database.db.insert(commentThreads).values({ documentId: s.documentId, exact: 'Text' }).returning({ id: commentThreads.id });
  const [comment] = await t.database.db.insert(documentComments).values({ threadId: thread!.id, documentId: s.documentId, authorId: s.user.userId, body: 'A note.' }).returning({ id: documentComments.id });
  return { threadId: thread!.id, commentId: comment!.id };
};
const consoleTarget = async () => {
  const id = randomUUID();
  await t.database.db.insert(users).values({ id, email: freshEmail() });
  return id;
};
/** A ticket of its own for each inbox call (a status change or a reply acts on it). */
const inboxTicket = async () => {
  const [row] = await t.database.db.insert(supportTickets).values({ name: 'Fuzz', email: freshEmail(), subject: 'Help', message: 'It broke.' }).returning({ id: supportTickets.id });
  return { id: row!.id };
};
/** A draft post of its own for each call that edits or deletes one. */
const consolePost = async () => {
  const [row] = await t.database.db.insert(blogPosts).values({ title: 'Fuzz draft', content: 'Text.', author: 'Fuzz', published: false }).returning({ id: blogPosts.id });
  return row!.id;
};
const blogImage = async () => {
  const [row] = await t.database.db.insert(blogImages).values({ contentType: 'image/png', bytes: png(), etag: 'fuzz' }).returning({ id: blogImages.id });
  return row!.id;
};
/** A key of `pro` for each revoke, inserted as a row (the create route's limit of 25 keys does not apply). */
const apiKeyOf = async (s: Subjects) => {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  await t.database.db.insert(apiKeys).values({ id, userId: s.pro.userId, name: 'To revoke', prefix: `ink_${id}_AAAA`, hash: randomUUID(), scopes: ['documents:read'] });
  return id;
};
const blogPost = () => ({ title: 'From the console', content: '# Hello\n\nText.', language: 'en', published: false, imageUrl: null });
const exportCall = (format: string) => (): Call => ({ query: `format=${format}` });
const createVersion = async (s: Subjects) => {
  const [row] = await t.database.db.insert(documentVersions).values({ documentId: s.documentId, userId: s.user.userId, title: 'An earlier text', content: 'Earlier.', words: 1 }).returning({ id: documentVersions.id });
  return row!.id;
};
/** A reference of `user`'s with an attached text, made once: the download's accepted call needs a file. */
let attachedReferenceId: Promise<string> | undefined;
const attachedReference = (s: Subjects) =>
  (attachedReferenceId ??= (async () => {
    const id = await createReference(s);
    await t.request(`/api/references/${id}/attachment/text`, { method: 'PUT', json: { text: 'Fuzzed text to download.' }, cookie: s.user.cookie });
    return id;
  })());
/** A word of `user`'s dictionary for each delete, inserted as a row. */
const insertedWord = async (s: Subjects) => {
  const word = `fuzz${randomUUID().slice(0, 8)}`;
  await t.database.db.insert(userWords).values({ userId: s.user.userId, word, wordKey: word });
  return word;
};
/** An application of `user`'s for each call, inserted as a row. */
const insertedApplication = async (s: Subjects) => {
  const [row] = await t.database.db.insert(jobApplications).values({ userId: s.user.userId, company: 'Fuzz Ltd', role: 'Tester' }).returning({ id: jobApplications.id });
  return row!.id;
};
/** A style of `user`'s for each delete, inserted as a row (the upload's checks and its limit of 20 do not apply). */
const insertedStyle = async (s: Subjects) => {
  const [row] = await t.database.db.insert(userStyles).values({ userId: s.user.userId, title: 'To delete', xml: plainStyle(), format: 'author-date' }).returning({ id: userStyles.id });
  return `user:${row!.id}`;
};
const createReference = async (s: Subjects) => {
  const res = await t.request('/api/references', { method: 'POST', json: { item: { type: 'book', title: 'To delete' } }, cookie: s.user.cookie });
  return ((await res.json()) as { id: string }).id;
};
const referenceItem = { type: 'article-journal', title: 'On fuzzing', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020, 5]] }, 'container-title': 'Journal', DOI: '10.1000/fuzz' };
/** An outline with the writer's notes and a source: what the Essay Generator sends to write from. */
const fuzzOutline = {
  title: 'Tides',
  thesis: 'The Moon drives the tides.',
  sections: [
    { id: 's1', role: 'introduction', heading: 'Introduction', purpose: 'Set out the question.', questions: ['Why do tides matter?'], notes: ['Tides rise twice a day'], sources: [] },
    { id: 's2', role: 'body', heading: 'The Moon', purpose: 'Explain the pull.', questions: ['How strong is the pull?'], notes: ['The pull is strongest on the near side'], sources: ['smith2020'] },
    { id: 's3', role: 'conclusion', heading: 'Conclusion', purpose: 'Draw it together.', questions: [], notes: [], sources: [] },
  ],
};
const resume = { template: 'modern', personalInfo: { fullName: 'Ada Lovelace' }, experience: [{ company: 'Analytical', position: 'Engineer', current: true }], skills: [{ name: 'Maths', level: 5 }] };

const targets: FuzzTarget[] = [
  { route: 'GET /api/health', caller: 'anonymous', body: 'none', runs: 15 },
  { route: 'GET /api/blog/posts', caller: 'anonymous', body: 'none', runs: 6 },
  { route: 'GET /api/blog/posts/:id', caller: 'anonymous', body: 'none', param: (s) => s.blogPostId, runs: 15 },
  { route: 'GET /api/blog/images/:id', caller: 'anonymous', body: 'none', param: blogImage, runs: 10 },
  {
    route: 'POST /api/contact',
    caller: 'anonymous',
    body: 'json',
    valid: () => ({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' }),
    runs: 20,
  },
  {
    route: 'POST /api/support/tickets',
    caller: 'anonymous',
    body: 'json',
    valid: () => ({ name: 'Ada', email: 'ada@example.com', subject: 'Broken', message: 'It broke.', priority: 'high' }),
    runs: 20,
  },
  // The live chat: with nobody of the team online a message becomes a ticket (so an address is part of the accepted body).
  { route: 'GET /api/chat', caller: 'anonymous', body: 'none', runs: 6 },
  { route: 'GET /api/chat/stream', caller: 'anonymous', body: 'none', runs: 6 },
  { route: 'POST /api/chat/messages', caller: 'anonymous', body: 'json', valid: () => ({ text: 'Is anyone there?', name: 'Ada', email: 'ada@example.com' }), runs: 20 },
  { route: 'PUT /api/chat/email', caller: 'anonymous', body: 'json', valid: () => ({ email: 'ada@example.com' }), expected: 'not_found', runs: 10 },
  { route: 'POST /api/chat/close', caller: 'anonymous', body: 'none', expected: 'not_found', runs: 6 },
  { route: 'GET /api/chat/conversations', caller: 'user', body: 'none', runs: 6 },
  { route: 'GET /api/chat/conversations/:id', caller: 'user', body: 'none', param: () => randomUUID(), expected: 'not_found', runs: 10 },
  { route: 'GET /api/admin/chat/stream', caller: 'admin', body: 'none', runs: 6 },
  { route: 'GET /api/admin/chat/hours', caller: 'admin', body: 'none', runs: 6 },
  { route: 'PUT /api/admin/chat/hours', caller: 'admin', body: 'json', valid: () => ({ hours: { timeZone: 'Europe/London', days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' } }), runs: 15 },

  // Account and settings.
  { route: 'GET /api/me', caller: 'user', body: 'none', runs: 15 },
  { route: 'PATCH /api/me/profile', caller: 'user', body: 'json', valid: () => ({ fullName: 'Ada', bio: 'Writes.', website: 'https://example.com' }), runs: 25 },
  { route: 'PUT /api/me/avatar', caller: 'user', body: 'picture', runs: 40 },
  { route: 'GET /api/me/avatar', caller: 'user', body: 'none', runs: 6 },
  { route: 'DELETE /api/me/avatar', caller: 'user', body: 'none', runs: 6 },
  // Signed-in sessions: a made-up id is another user's or none (404); revoke-others keeps the caller's own session.
  { route: 'GET /api/me/sessions', caller: 'user', body: 'none', runs: 6 },
  { route: 'DELETE /api/me/sessions/:id', caller: 'user', body: 'none', param: () => 'noSuchSession0123456789abcdefABC', expected: 'not_found', runs: 15 },
  { route: 'POST /api/me/sessions/revoke-others', caller: 'disposable', body: 'none', runs: 6 },
  // API keys: `pro` holds them (its keys do not count against `user`'s 25); each revoke gets a key row of its own.
  { route: 'GET /api/me/api-keys', caller: 'pro', body: 'none', runs: 6 },
  { route: 'POST /api/me/api-keys', caller: 'pro', body: 'json', valid: () => ({ name: 'Fuzz script', scopes: ['documents:read', 'export'], expiresInDays: 30 }), runs: 8 },
  { route: 'DELETE /api/me/api-keys/:id', caller: 'pro', body: 'none', param: apiKeyOf, runs: 15 },
  // A user's own model. Under the default policy (public) a private address is refused before any request leaves.
  { route: 'GET /api/me/model', caller: 'user', body: 'none', runs: 6 },
  { route: 'PUT /api/me/model', caller: 'user', body: 'json', valid: () => ({ preset: 'custom', baseUrl: 'https://10.0.0.1/v1', apiKey: 'sk-fuzz-1234', model: 'llama3.1' }), expected: 'model_address_refused', runs: 20 },
  { route: 'POST /api/me/model/test', caller: 'user', body: 'json', valid: () => ({ preset: 'ollama', baseUrl: 'https://127.0.0.1:11434/v1', model: 'llama3.1' }), expected: 'model_address_refused', runs: 15 },
  { route: 'POST /api/me/model/models', caller: 'user', body: 'json', valid: () => ({ preset: 'custom', baseUrl: 'https://169.254.169.254/v1', apiKey: 'sk-fuzz-1234' }), expected: 'model_address_refused', runs: 15 },
  { route: 'DELETE /api/me/model', caller: 'user', body: 'none', runs: 6 },
  // Starts the caller's one trial (later calls: 409 trial_unavailable); a fresh account each time, so `user` stays on Free.
  { route: 'POST /api/me/trial', caller: 'disposable', body: 'none', runs: 6, consumesCaller: 'each call' },
  { route: 'DELETE /api/me', caller: 'disposable', body: 'json', valid: (s) => ({ email: ` ${s.disposable.email.toUpperCase()} `, password: s.disposable.password }), runs: 20, consumesCaller: 'each call' },
  { route: 'GET /api/settings', caller: 'user', body: 'none', runs: 6 },
  { route: 'PUT /api/settings', caller: 'user', body: 'json', valid: () => defaultSettings as unknown as Json, runs: 25 },

  // Administration.
  { route: 'PUT /api/admin/plan', caller: 'admin', body: 'json', valid: (s) => ({ email: s.pro.email, plan: 'pro' }), runs: 20 },
  { route: 'GET /api/admin/usage', caller: 'admin', body: 'none', query: () => ({ days: '30' }), runs: 20 },
  { route: 'POST /api/admin/announcements', caller: 'admin', body: 'json', valid: () => ({ subject: 'News', text: 'Something new.' }), runs: 20 },
  // The console's users: each call acts on an account of its own (a bare row: no password to hash).
  { route: 'GET /api/admin/users', caller: 'admin', body: 'none', query: () => ({ q: 'fuzz', page: '1', pageSize: '20', sort: 'created_desc' }), runs: 20 },
  { route: 'POST /api/admin/users/invite', caller: 'admin', body: 'json', valid: () => ({ email: freshEmail(), name: 'Ivy' }), runs: 10 },
  { route: 'GET /api/admin/users/:id', caller: 'admin', body: 'none', param: consoleTarget, runs: 10 },
  { route: 'PUT /api/admin/users/:id/plan', caller: 'admin', body: 'json', param: consoleTarget, valid: () => ({ plan: 'pro' }), runs: 10 },
  { route: 'POST /api/admin/users/:id/ban', caller: 'admin', body: 'json', param: consoleTarget, valid: () => ({ reason: 'Spam' }), runs: 10 },
  { route: 'POST /api/admin/users/:id/unban', caller: 'admin', body: 'none', param: consoleTarget, runs: 6 },
  { route: 'POST /api/admin/users/:id/revoke-sessions', caller: 'admin', body: 'none', param: consoleTarget, runs: 6 },
  { route: 'POST /api/admin/users/:id/password-reset', caller: 'admin', body: 'none', param: consoleTarget, runs: 6 },
  { route: 'DELETE /api/admin/users/:id', caller: 'admin', body: 'none', param: consoleTarget, runs: 6 },
  { route: 'GET /api/admin/audit', caller: 'admin', body: 'none', query: () => ({ limit: '10' }), runs: 10 },
  // The console's inbox, blog and usage.
  { route: 'GET /api/admin/inbox', caller: 'admin', body: 'none', query: () => ({ kind: 'all', status: 'open', priority: 'high', q: 'help', page: '1' }), runs: 15 },
  { route: 'GET /api/admin/inbox/:kind/:id', caller: 'admin', body: 'none', param: () => 'ticket', moreParams: inboxTicket, runs: 10 },
  { route: 'PUT /api/admin/inbox/:kind/:id/status', caller: 'admin', body: 'json', param: () => 'ticket', moreParams: inboxTicket, valid: () => ({ status: 'closed' }), runs: 10 },
  { route: 'POST /api/admin/inbox/:kind/:id/reply', caller: 'admin', body: 'json', param: () => 'ticket', moreParams: inboxTicket, valid: () => ({ text: 'Thanks, fixed.' }), runs: 10 },
  { route: 'GET /api/admin/blog', caller: 'admin', body: 'none', runs: 6 },
  { route: 'POST /api/admin/blog', caller: 'admin', body: 'json', valid: blogPost, runs: 15 },
  { route: 'PUT /api/admin/blog/:id', caller: 'admin', body: 'json', param: consolePost, valid: blogPost, runs: 15 },
  { route: 'DELETE /api/admin/blog/:id', caller: 'admin', body: 'none', param: consolePost, runs: 6 },
  { route: 'POST /api/admin/blog/images', caller: 'admin', body: 'picture', runs: 20 },
  { route: 'GET /api/admin/usage/daily', caller: 'admin', body: 'none', query: () => ({ days: '30' }), runs: 10 },

  // Documents.
  {
    route: 'GET /api/documents',
    caller: 'user',
    body: 'none',
    query: (s) => ({ search: 'essay', type: 'essay', sort: 'asc', limit: '5', cursor: s.cursor }),
    runs: 40,
  },
  { route: 'POST /api/documents', caller: 'user', body: 'json', valid: () => ({ type: 'essay', title: 'On fuzzing', content: '# Heading\n\nText.', data: { request: { topic: 'Fuzzing', seed: 7 } } }), runs: 25 },
  { route: 'GET /api/documents/:id', caller: 'user', body: 'none', param: (s) => s.documentId, runs: 25 },
  {
    route: 'PATCH /api/documents/:id',
    caller: 'user',
    body: 'json',
    param: (s) => s.documentId,
    valid: () => ({ title: 'Renamed', content: 'New text.', data: { request: { topic: 'Fuzzing', seed: 8 } } }),
    runs: 25,
  },
  { route: 'DELETE /api/documents/:id', caller: 'user', body: 'none', param: createDocument, runs: 20 },
  { route: 'GET /api/documents/:id/shares', caller: 'user', body: 'none', param: (s) => s.documentId, runs: 15 },
  { route: 'POST /api/documents/:id/shares', caller: 'user', body: 'json', param: createDocument, valid: () => ({ role: 'comment', audience: 'emails', emails: ['tutor@example.org'], expiresInDays: 7 }), runs: 25 },
  { route: 'DELETE /api/documents/:id/shares/:shareId', caller: 'user', body: 'none', param: (s) => s.documentId, moreParams: async (s) => ({ shareId: (await insertedShare(s)).shareId }), runs: 10 },
  { route: 'DELETE /api/documents/:id/members/:userId', caller: 'user', body: 'none', param: (s) => s.documentId, moreParams: sharedMember, runs: 10 },
  { route: 'GET /api/documents/:id/comments', caller: 'user', body: 'none', param: (s) => s.documentId, runs: 15 },
  {
    route: 'POST /api/documents/:id/comments',
    caller: 'user',
    body: 'json',
    param: (s) => s.documentId,
    valid: () => ({ anchor: { exact: 'Text', prefix: 'Heading\n\n', suffix: '' }, body: 'Say more here.', mentions: [] }),
    runs: 25,
  },
  { route: 'PATCH /api/documents/:id/comments/:threadId', caller: 'user', body: 'json', param: (s) => s.documentId, moreParams: async (s) => ({ threadId: (await commentThread(s)).threadId }), valid: () => ({ resolved: true }), runs: 15 },
  { route: 'POST /api/documents/:id/comments/:threadId/replies', caller: 'user', body: 'json', param: (s) => s.documentId, moreParams: async (s) => ({ threadId: (await commentThread(s)).threadId }), valid: () => ({ body: 'Agreed.' }), runs: 20 },
  { route: 'PATCH /api/documents/:id/comments/:threadId/replies/:commentId', caller: 'user', body: 'json', param: (s) => s.documentId, moreParams: commentThread, valid: () => ({ body: 'Changed.' }), runs: 15 },
  { route: 'DELETE /api/documents/:id/comments/:threadId/replies/:commentId', caller: 'user', body: 'none', param: (s) => s.documentId, moreParams: commentThread, runs: 10 },
  { route: 'POST /api/shares/:token/open', caller: 'anonymous', body: 'none', param: async (s) => (await insertedShare(s)).token, runs: 20 },
  { route: 'GET /api/shares', caller: 'user', body: 'none', runs: 10 },
  { route: 'GET /api/documents/:id/versions', caller: 'user', body: 'none', param: (s) => s.documentId, runs: 20 },
  { route: 'POST /api/documents/:id/versions', caller: 'user', body: 'none', param: (s) => s.documentId, runs: 20 },
  {
    route: 'POST /api/documents/:id/versions/review',
    caller: 'user',
    body: 'json',
    param: (s) => s.documentId,
    valid: () => ({ accepted: [{ authorId: 'someone', inserted: 'often ', deleted: '' }] }),
    runs: 20,
  },
  { route: 'GET /api/documents/:id/versions/:versionId', caller: 'user', body: 'none', param: (s) => s.documentId, moreParams: async (s) => ({ versionId: await createVersion(s) }), runs: 20 },
  {
    route: 'POST /api/documents/import',
    caller: 'user',
    body: 'file',
    query: () => ({ type: 'essay', title: 'Fuzz' }),
    maxBody: documentImportLimits.fileBytes,
    // A PDF is no document to edit (its text has no structure to keep); an OLE file is Word's old or encrypted format.
    fileAnswers: { 'a PDF': 'unsupported_media_type', 'a scanned PDF': 'unsupported_media_type', 'a password-protected PDF': 'unsupported_media_type', 'a PDF signature and nothing else': 'unsupported_media_type' },
    variants: [
      { label: 'as a resume, which is not written in the text editor', call: () => ({ query: 'type=resume&title=Fuzz', body: new TextEncoder().encode('# Text'), contentType: 'text/markdown' }), expected: 'validation_failed' },
      { label: 'an OLE file (old or encrypted Word)', call: () => ({ body: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), contentType: 'application/msword' }), expected: 'file_unreadable' },
      { label: 'Markdown', call: () => ({ body: new TextEncoder().encode('# A heading\n\nText.'), contentType: 'text/markdown' }) },
    ],
    runs: 20,
  },
  { route: 'GET /api/me/dictionary', caller: 'user', body: 'none', runs: 6 },
  { route: 'POST /api/me/dictionary', caller: 'user', body: 'json', valid: () => ({ word: 'Inkwell' }), runs: 25 },
  { route: 'DELETE /api/me/dictionary/:word', caller: 'user', body: 'none', param: insertedWord, runs: 15 },
  {
    route: 'POST /api/resume/import',
    caller: 'user',
    body: 'file',
    maxBody: 10 * 1024 * 1024,
    // Only PDF and Word files hold a resume (the default call's plain text is refused); a scan has no text to read.
    expected: 'unsupported_media_type',
    fileAnswers: { 'HTML with no content-type': 'unsupported_media_type', 'a scanned PDF': 'file_unreadable' },
    runs: 15,
  },
  {
    route: 'POST /api/resume/import/refine',
    caller: 'user',
    body: 'json',
    valid: () => ({ data: { experience: [{ company: 'Acme, Leeds', position: 'Analyst' }] }, uncertain: ['experience.0.company', 'personalInfo.fullName'], text: 'Analyst\nAcme, Leeds' }),
    // The fuzz app's writer is the offline one, which is not a model.
    expected: 'model_required',
    runs: 15,
  },
  { route: 'POST /api/resume/ats-check', caller: 'user', body: 'json', valid: () => ({ data: { personalInfo: { fullName: 'Ada', email: 'ada@example.com' }, experience: [{ company: 'Acme', position: 'Analyst', description: '- Led 3 projects' }] }, title: 'CV', format: 'docx' }), runs: 6 },
  { route: 'POST /api/resume/tailor', caller: 'user', body: 'json', valid: () => ({ master: { skills: [{ name: 'SQL' }], experience: [{ company: 'Acme', description: '- Wrote SQL reports' }] }, ad: 'Essential: SQL.', reword: false }), runs: 15 },
  { route: 'POST /api/resume/checks', caller: 'user', body: 'json', valid: () => ({ data: { personalInfo: { fullName: 'Ada' }, experience: [{ company: 'Acme', description: '- Led 3 projects' }] } }), runs: 15 },
  { route: 'GET /api/applications', caller: 'user', body: 'none', runs: 6 },
  { route: 'POST /api/applications', caller: 'user', body: 'json', valid: () => ({ company: 'Acme', role: 'Analyst', status: 'applied', followUpOn: '2026-12-10', link: 'https://example.org/job' }), runs: 25 },
  { route: 'GET /api/applications/:id', caller: 'user', body: 'none', param: insertedApplication, runs: 6 },
  { route: 'PATCH /api/applications/:id', caller: 'user', body: 'json', param: insertedApplication, valid: () => ({ status: 'interview', notes: 'Call on Monday', rank: 2.5 }), runs: 20 },
  { route: 'DELETE /api/applications/:id', caller: 'user', body: 'none', param: insertedApplication, runs: 10 },
  // A fresh version of the user's document for every call (a restore keeps one more, the oldest go past 20).
  { route: 'POST /api/documents/:id/versions/:versionId/restore', caller: 'user', body: 'none', param: (s) => s.documentId, moreParams: async (s) => ({ versionId: await createVersion(s) }), runs: 20 },
  {
    route: 'GET /api/documents/:id/export',
    caller: 'user',
    body: 'none',
    param: (s) => s.documentId,
    query: () => ({ format: 'md' }),
    variants: ['pdf', 'docx', 'txt'].map((format) => ({ label: `as ${format}`, call: exportCall(format) })),
    runs: 6,
  },
  {
    route: 'POST /api/documents/export',
    caller: 'user',
    body: 'json',
    query: () => ({ format: 'md' }),
    valid: () => ({ type: 'resume', title: 'CV', content: '', data: resume }),
    variants: [
      ...['pdf', 'docx', 'txt'].map((format) => ({ label: `as ${format}`, call: exportCall(format) })),
      { label: 'as html on the free plan', call: exportCall('html'), expected: 'plan_required' as const },
    ],
    runs: 6,
  },

  // A paper's citations, formatted from the user's library.
  {
    route: 'POST /api/papers/format',
    caller: 'user',
    body: 'json',
    valid: () => ({ markdown: 'As shown [@fuzz1, p. 3] and @fuzz2.', style: 'apa', includeUncited: false, language: 'en' }),
    variants: [
      { label: 'IEEE in German', call: () => ({ body: JSON.stringify({ markdown: '[@a; @b]', style: 'ieee', language: 'de' }) }) },
      { label: 'Chicago notes', call: () => ({ body: JSON.stringify({ markdown: 'Text [-@a].', style: 'chicago', chicagoForm: 'notes' }) }) },
      { label: 'a catalogue style', call: () => ({ body: JSON.stringify({ markdown: '[@a] and [@b]', style: 'apa', cslStyle: 'csl:vancouver' }) }) },
      { label: 'a catalogue style it does not hold (formatted in the featured style)', call: () => ({ body: JSON.stringify({ markdown: '[@a]', style: 'apa', cslStyle: 'csl:no-such-style' }) }) },
      { label: 'a catalogue style that is not one', call: () => ({ body: JSON.stringify({ markdown: '[@a]', style: 'apa', cslStyle: '../etc/passwd' }) }), expected: 'validation_failed' },
    ],
    runs: 25,
  },
  { route: 'GET /api/papers/styles', caller: 'user', body: 'none', query: () => ({ search: 'american sociological', field: 'sociology', format: 'author-date', limit: '20', offset: '0' }), runs: 25,
  },

  // A user's own CSL styles: the upload takes the file as it is, as XML.
  { route: 'GET /api/styles', caller: 'user', body: 'none', runs: 10 },
  {
    route: 'POST /api/styles',
    caller: 'user',
    body: 'none',
    // The accepted call sends no file; the variants send files.
    expected: 'unsupported_media_type',
    variants: [
      { label: 'a style file', call: () => ({ body: plainStyle({ title: 'Fuzz style' }), contentType: 'application/xml; charset=utf-8' }) },
      { label: "a style file as CSL's own type", call: () => ({ body: plainStyle(), contentType: 'application/vnd.citationstyles.style+xml' }) },
      { label: 'a file that is not XML', call: () => ({ body: 'not <xml', contentType: 'text/xml' }), expected: 'validation_failed' },
      { label: 'XML that is not a style', call: () => ({ body: '<html><body/></html>', contentType: 'application/xml' }), expected: 'validation_failed' },
      { label: 'a file that is not UTF-8', call: () => ({ body: new Uint8Array([0x3c, 0x61, 0xff, 0xfe, 0x3e]), contentType: 'application/xml' }), expected: 'validation_failed' },
      { label: 'an empty file', call: () => ({ body: '', contentType: 'application/xml' }), expected: 'validation_failed' },
      { label: 'a style declared JSON', call: () => ({ body: plainStyle(), contentType: 'application/json' }), expected: 'unsupported_media_type' },
      { label: 'just over the body limit', call: () => ({ body: new Uint8Array(600 * 1024 + 1), contentType: 'application/xml', withLength: true }), expected: 'payload_too_large' },
      { label: 'over 512 KB', call: () => ({ body: plainStyle().replace('<info>', `<!--${'x'.repeat(512 * 1024)}--><info>`), contentType: 'application/xml' }), expected: 'payload_too_large' },
    ],
    runs: 10,
  },
  { route: 'DELETE /api/styles/:id', caller: 'user', body: 'none', param: insertedStyle, runs: 20 },

  // The reference library.
  { route: 'GET /api/references', caller: 'user', body: 'none', query: () => ({ search: 'fuzz', keys: 'smith2020,nobody', limit: '50', offset: '0' }), runs: 25 },
  { route: 'POST /api/references', caller: 'user', body: 'json', valid: () => ({ item: referenceItem }), runs: 25 },
  { route: 'GET /api/references/:id', caller: 'user', body: 'none', param: (s) => s.referenceId, runs: 25 },
  { route: 'PATCH /api/references/:id', caller: 'user', body: 'json', param: (s) => s.referenceId, valid: () => ({ item: { ...referenceItem, title: 'Renamed' } }), runs: 25 },
  { route: 'DELETE /api/references/:id', caller: 'user', body: 'none', param: createReference, runs: 20 },
  {
    route: 'POST /api/references/import',
    caller: 'user',
    body: 'json',
    textFiles: true,
    valid: () => ({ text: '@article{fuzz1, title = {Fuzzing}, author = {Smith, Jane}, year = {2020}}', format: 'bibtex', dryRun: true }),
    variants: [
      { label: 'RIS', call: () => ({ body: JSON.stringify({ text: 'TY  - BOOK\nTI  - Fuzzing\nER  - \n' }) }) },
      { label: 'CSL-JSON', call: () => ({ body: JSON.stringify({ text: JSON.stringify([referenceItem]) }) }) },
      // The file sent as it is, its format and dryRun in the query.
      { label: 'a BibTeX file as text', call: () => ({ body: '@book{fuzz2, title = {Fuzzing}}', contentType: 'text/plain; charset=utf-8', query: 'format=bibtex&dryRun=true' }) },
      { label: 'a RIS file, its format recognised', call: () => ({ body: 'TY  - BOOK\nTI  - Fuzzing\nER  - \n', contentType: 'application/x-research-info-systems' }) },
      { label: 'a file with a format it is not', call: () => ({ body: '@book{fuzz3, title = {Fuzzing}}', contentType: 'text/plain', query: 'format=word' }), expected: 'validation_failed' },
      { label: 'a file with a dryRun that is not true or false', call: () => ({ body: '@book{fuzz3, title = {Fuzzing}}', contentType: 'text/plain', query: 'dryRun=yes' }), expected: 'validation_failed' },
      { label: 'a file that is not UTF-8', call: () => ({ body: new Uint8Array([0x40, 0x62, 0xff, 0xfe]), contentType: 'text/plain' }), expected: 'validation_failed' },
      { label: 'a file of another type', call: () => ({ body: '@book{fuzz4, title = {Fuzzing}}', contentType: 'application/octet-stream' }), expected: 'unsupported_media_type' },
    ],
    maxBody: importBodyBytes,
    runs: 25,
  },
  {
    route: 'GET /api/references/export',
    caller: 'user',
    body: 'none',
    query: () => ({ format: 'bibtex' }),
    variants: ['ris', 'csl-json'].map((format) => ({ label: `as ${format}`, call: (): Call => ({ query: `format=${format}&keys=smith2020` }) })),
    runs: 15,
  },
  { route: 'POST /api/references/doi', caller: 'user', body: 'json', valid: () => ({ doi: '10.1000/fuzz' }), runs: 20 },
  // A reference's attached full text (session only: not part of the public API).
  { route: 'GET /api/references/storage', caller: 'user', body: 'none', runs: 10 },
  { route: 'POST /api/references/quotes', caller: 'user', body: 'json', valid: () => ({ quotes: [{ key: 'smith2020', text: 'a quotation to look up' }] }), runs: 20 },
  { route: 'GET /api/references/:id/attachment', caller: 'user', body: 'none', param: (s) => s.referenceId, runs: 20 },
  { route: 'PUT /api/references/:id/attachment', caller: 'user', body: 'file', param: (s) => s.referenceId, runs: 25 },
  {
    route: 'PUT /api/references/:id/attachment/text',
    caller: 'user',
    body: 'json',
    param: (s) => s.referenceId,
    valid: () => ({ text: 'Pasted text about fuzzing, in one sentence.' }),
    maxBody: pastedTextBodyBytes,
    runs: 20,
  },
  { route: 'GET /api/references/:id/attachment/file', caller: 'user', body: 'none', param: attachedReference, runs: 15 },
  { route: 'DELETE /api/references/:id/attachment', caller: 'user', body: 'none', param: (s) => s.referenceId, runs: 15 },
  { route: 'POST /api/resume/preview', caller: 'user', body: 'json', valid: () => ({ data: resume, title: 'CV' }), runs: 6 },
  { route: 'POST /api/resume/match', caller: 'user', body: 'json', valid: () => ({ ad: 'Essential: SQL and Python. Desirable: Power BI or Tableau.', resume, company: 'Fuzz Ltd' }), runs: 10 },

  // Generation (streams a draft on success; the Pro plan has no daily quota).
  { route: 'GET /api/generate', caller: 'pro', body: 'none', runs: 6 },
  {
    route: 'POST /api/generate/essay',
    caller: 'pro',
    body: 'json',
    valid: () => ({ topic: 'Tides', type: 'expository', tone: 'formal', length: 'short', academicLevel: 'graduate', seed: 3, outline: structuredClone(fuzzOutline) }),
    runs: 6,
  },
  { route: 'POST /api/generate/outline', caller: 'pro', body: 'json', valid: () => ({ topic: 'Tides', type: 'persuasive', tone: 'formal', length: 'medium', academicLevel: 'graduate' }), runs: 10 },
  { route: 'POST /api/generate/resume-summary', caller: 'pro', body: 'json', valid: () => ({ resume, seed: 4 }), runs: 6 },
  {
    route: 'POST /api/generate/cover-letter',
    caller: 'pro',
    body: 'json',
    valid: () => ({ company: 'Acme', role: 'Analyst', manager: 'Ms Rivera', jobAd: 'SQL and Python.', tone: 'formal', length: 'short', template: 'modern', contact: { fullName: 'Ada Lovelace' }, seed: 5 }),
    runs: 6,
  },
  // AI actions need a model; this app has only the offline writer.
  { route: 'POST /api/generate/transform', caller: 'pro', body: 'json', valid: () => ({ action: 'shorten', text: 'A paragraph to make shorter.', context: 'The one before it.' }), expected: 'model_required', runs: 10 },

  // The public API: the same services by API key; its description needs none.
  { route: 'GET /api/v1/openapi.json', caller: 'anonymous', body: 'none', runs: 6 },
  { route: 'GET /api/v1/whoami', caller: 'key', body: 'none', runs: 6 },
  { route: 'GET /api/v1/documents', caller: 'key', body: 'none', query: (s) => ({ search: 'essay', type: 'essay', sort: 'asc', limit: '5', cursor: s.cursor }), runs: 40 },
  { route: 'POST /api/v1/documents', caller: 'key', body: 'json', valid: () => structuredClone(createDocumentExample) as unknown as Json, runs: 25 },
  { route: 'GET /api/v1/documents/:id', caller: 'key', body: 'none', param: (s) => s.documentId, runs: 25 },
  { route: 'GET /api/v1/styles', caller: 'key', body: 'none', query: () => ({ search: 'chicago', format: 'note', limit: '5', offset: '0' }), runs: 25 },
  { route: 'PATCH /api/v1/documents/:id', caller: 'key', body: 'json', param: (s) => s.documentId, valid: () => ({ title: 'Renamed', content: 'New text.', data: { request: { topic: 'Fuzzing', seed: 8 } } }), runs: 25 },
  { route: 'DELETE /api/v1/documents/:id', caller: 'key', body: 'none', param: createDocument, runs: 20 },
  { route: 'GET /api/v1/applications', caller: 'key', body: 'none', query: () => ({ status: 'applied', q: 'Acme', followUpBy: '2026-12-31', sort: 'followUp', page: '1', pageSize: '5' }), runs: 25 },
  // The pro key's: its cap leaves room for every accepted call the fuzzing makes.
  { route: 'POST /api/v1/applications', caller: 'proKey', body: 'json', valid: () => ({ company: 'Acme', role: 'Analyst', status: 'applied', followUpOn: '2026-12-10', link: 'https://example.org/job' }), runs: 25 },
  { route: 'GET /api/v1/applications/:id', caller: 'key', body: 'none', param: insertedApplication, runs: 6 },
  { route: 'PATCH /api/v1/applications/:id', caller: 'key', body: 'json', param: insertedApplication, valid: () => ({ status: 'interview', notes: 'Call on Monday', rank: 2.5 }), runs: 20 },
  { route: 'DELETE /api/v1/applications/:id', caller: 'key', body: 'none', param: insertedApplication, runs: 10 },
  {
    route: 'GET /api/v1/documents/:id/export',
    caller: 'key',
    body: 'none',
    param: (s) => s.documentId,
    query: () => ({ format: 'md' }),
    variants: [
      ...['pdf', 'docx', 'txt'].map((format) => ({ label: `as ${format}`, call: exportCall(format) })),
      { label: 'as html on the free plan', call: exportCall('html'), expected: 'plan_required' as const },
    ],
    runs: 6,
  },
  {
    route: 'POST /api/v1/generate/essay',
    caller: 'proKey',
    body: 'json',
    query: () => ({ stream: 'false' }),
    valid: () => ({ topic: 'Tides', type: 'expository', tone: 'formal', length: 'short', academicLevel: 'graduate', seed: 3 }),
    variants: [{ label: 'streamed', call: () => ({ query: '' }) }],
    runs: 6,
  },
  { route: 'POST /api/v1/generate/outline', caller: 'proKey', body: 'json', valid: () => ({ topic: 'Tides', type: 'narrative', length: 'long' }), runs: 6 },
  { route: 'POST /api/v1/generate/resume-summary', caller: 'proKey', body: 'json', valid: () => ({ resume, seed: 4 }), runs: 6 },
  {
    route: 'POST /api/v1/generate/cover-letter',
    caller: 'proKey',
    body: 'json',
    valid: () => ({ company: 'Acme', role: 'Analyst', manager: 'Ms Rivera', jobAd: 'SQL and Python.', tone: 'formal', length: 'short', template: 'modern', contact: { fullName: 'Ada Lovelace' }, seed: 5 }),
    variants: [{ label: 'in one answer', call: () => ({ query: 'stream=false' }) }],
    runs: 6,
  },

  // better-auth: our sign-in back-off is its own route; the rest are behind one wildcard. These are the calls the web app makes.
  { route: 'POST /api/auth/sign-in/email', caller: 'anonymous', body: 'json', valid: (s) => ({ email: s.user.email, password }), runs: 6, slow: true },
  { route: 'POST /api/auth/*', path: '/api/auth/sign-up/email', caller: 'anonymous', body: 'json', valid: () => ({ email: freshEmail(), password, name: 'Ada' }), runs: 6, slow: true },
  { route: 'POST /api/auth/*', path: '/api/auth/request-password-reset', caller: 'anonymous', body: 'json', valid: (s) => ({ email: s.user.email, redirectTo: '/reset-password' }), runs: 6 },
  {
    route: 'POST /api/auth/*',
    path: '/api/auth/reset-password',
    caller: 'anonymous',
    body: 'json',
    valid: () => ({ newPassword: 'another-horse-battery', token: 'not-a-real-token' }),
    expected: 'invalid_token',
    runs: 15,
  },
  {
    route: 'POST /api/auth/*',
    path: '/api/auth/send-verification-email',
    caller: 'anonymous',
    body: 'json',
    valid: (s) => ({ email: s.disposable.email, callbackURL: '/' }),
    runs: 6,
    slow: true,
  },
  { route: 'POST /api/auth/*', path: '/api/auth/update-user', caller: 'disposable', body: 'json', valid: () => ({ name: 'Ada Fuzz' }), runs: 15 },
  { route: 'POST /api/auth/*', path: '/api/auth/change-email', caller: 'disposable', body: 'json', valid: () => ({ newEmail: freshEmail(), callbackURL: '/settings' }), runs: 15 },
  {
    route: 'POST /api/auth/*',
    path: '/api/auth/change-password',
    caller: 'disposable',
    body: 'json',
    // Without revoking, a success keeps the session (a fuzzed value may change the password; later cases then fail to sign in).
    valid: () => ({ currentPassword: password, newPassword: password, revokeOtherSessions: false }),
    runs: 5,
    slow: true,
    consumesCaller: 'next target',
  },
  { route: 'POST /api/auth/*', path: '/api/auth/sign-out', caller: 'disposable', body: 'json', valid: () => ({}), runs: 6, consumesCaller: 'next target' },
  { route: 'GET /api/auth/*', path: '/api/auth/get-session', caller: 'user', body: 'none', runs: 15 },
  { route: 'GET /api/auth/*', path: '/api/auth/verify-email', caller: 'anonymous', body: 'none', query: () => ({ token: 'not-a-real-token' }), expected: 'invalid_token', runs: 20 },
  // The link of the password-reset mail: better-auth redirects to the web page with the token or an error.
  {
    route: 'GET /api/auth/*',
    path: '/api/auth/reset-password/:token',
    caller: 'anonymous',
    body: 'none',
    param: () => 'not-a-real-token',
    query: () => ({ callbackURL: '/reset-password' }),
    runs: 20,
  },
];

// ---------------------------------------------------------------- the app and its users

let t: TestApp;
let subjects: Subjects;
const logs = createLogCapture('error');
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

beforeAll(async () => {
  // DOI look-ups answer from here, not the network.
  const doiFetch: typeof fetch = async () => new Response(JSON.stringify(referenceItem), { status: 200, headers: { 'content-type': 'application/json' } });
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' }, { logger: logs.logger, doiLookup: { fetch: doiFetch } });
  await seedBlog(t.database.db);
  const [user, pro, admin, disposable] = await Promise.all([t.signUp(), t.signUp(), t.signUpVerified('admin@example.com'), t.signUp()]);
  await t.setPlan(pro!.userId, 'pro');
  const post = async (cookie: string, title: string) => {
    const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title, content: 'Essays about fuzzing.' }, cookie });
    return ((await res.json()) as { id: string }).id;
  };
  const documentId = await post(user!.cookie, 'First essay');
  await post(user!.cookie, 'Second essay');
  const foreignDocumentId = await post(admin!.cookie, "The admin's essay");
  const page = (await (await t.request('/api/documents?limit=1', { cookie: user!.cookie })).json()) as { nextCursor: string };
  const blog = (await (await t.request('/api/blog/posts')).json()) as { posts: Array<{ id: string }> };
  const reference = await t.request('/api/references', { method: 'POST', json: { key: 'smith2020', item: referenceItem }, cookie: user!.cookie });
  const referenceId = ((await reference.json()) as { id: string }).id;
  const foreignReference = await t.request('/api/references', { method: 'POST', json: { item: referenceItem }, cookie: admin!.cookie });
  const foreignReferenceId = ((await foreignReference.json()) as { id: string }).id;
  const keyOf = async (cookie: string) => {
    const res = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Fuzz', scopes: ['documents:read', 'documents:write', 'generate', 'export', 'applications:read', 'applications:write'] }, cookie });
    return ((await res.json()) as { key: string }).key;
  };
  const keys = { key: await keyOf(user!.cookie), proKey: await keyOf(pro!.cookie) };
  subjects = { user: user!, pro: pro!, admin: admin!, disposable: disposable!, documentId, foreignDocumentId, cursor: page.nextCursor, blogPostId: blog.posts[0]!.id, referenceId, foreignReferenceId, keys };
  expect(subjects.cursor).toEqual(expect.any(String));
});

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- calling and checking

/** How many lines the app had logged when the latest call began: a 5xx report shows what that call logged. */
let logMark = 0;

/** Set when a call ended the disposable user's session or account. */
let disposableSpent = false;
const targetCalls = new WeakMap<FuzzTarget, number>();

/** A fresh disposable user once the last one was spent (on a 'next target' endpoint, only for its first call). */
async function renewDisposable(target: FuzzTarget): Promise<void> {
  const firstCall = !targetCalls.has(target);
  targetCalls.set(target, (targetCalls.get(target) ?? 0) + 1);
  if (!disposableSpent || (target.consumesCaller === 'next target' && !firstCall)) return;
  subjects.disposable = await t.signUp();
  disposableSpent = false;
}

async function send(target: FuzzTarget, make: Call | (() => Call | Promise<Call>)): Promise<Response> {
  await renewDisposable(target);
  const call = typeof make === 'function' ? await make() : make;
  const { method, path } = splitEndpointKey(target.route);
  let url = target.path ?? path;
  if (/:\w+/.test(url)) url = url.replace(/:\w+/, call.param ?? (await target.param!(subjects)));
  if (target.moreParams) for (const [name, value] of Object.entries(await target.moreParams(subjects))) url = url.replace(`:${name}`, value);
  const query = call.query ?? new URLSearchParams(target.query?.(subjects) ?? {}).toString();
  if (query) url += `?${query}`;
  const { caller } = target;
  const cookie = call.cookie === null ? undefined : (call.cookie ?? (caller === 'anonymous' || isKeyCaller(caller) ? undefined : subjects[caller].cookie));
  const authorization = call.authorization !== undefined ? call.authorization : isKeyCaller(caller) ? `Bearer ${subjects.keys[caller]}` : null;
  const body = method === 'GET' ? undefined : (call.body ?? defaultBody(target));
  const contentType = call.contentType !== undefined ? call.contentType : target.body === 'json' && body !== undefined ? 'application/json' : undefined;
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (call.origin !== undefined) headers.origin = call.origin;
  if (authorization) headers.authorization = authorization;
  if (call.withLength && body !== undefined) headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  logMark = logs.entries.length;
  const res = await t.request(url, { method, body: body as BodyInit | undefined, headers, cookie });
  if (target.consumesCaller && res.status < 400) disposableSpent = true;
  return res;
}

function defaultBody(target: FuzzTarget): string | Uint8Array | undefined {
  if (target.body === 'json') return JSON.stringify(target.valid!(subjects));
  if (target.body === 'picture') return png(2, 2);
  if (target.body === 'file') return new TextEncoder().encode('A plain-text file about fuzzing.');
  return undefined;
}

/** What is wrong with a 4xx, or undefined when it is exactly the API's error shape. */
function errorShapeProblem(res: Response, text: string): string | undefined {
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) return `content-type ${res.headers.get('content-type')}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') return 'not {error:{…}}';
  const { code, message, field, retryAt, reason, ...extra } = (body as { error: Record<string, unknown> }).error;
  if (Object.keys(extra).length > 0) return `unexpected keys ${Object.keys(extra).join(', ')}`;
  if (reason !== undefined && (code !== 'validation_failed' || typeof reason !== 'string' || !/^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(reason))) return 'reason is not an interface key of a validation failure';
  // A message is a sentence for people, never an interface key, alone or after its field.
  if (typeof message === 'string' && /(^|: )[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(message)) return `message ${message} is an interface key`;
  if (!isErrorCode(code)) return `code ${String(code)} is not in the catalogue`;
  if (typeof message !== 'string' || message === '') return 'no message';
  if (field !== undefined && (typeof field !== 'string' || field === '')) return 'field is not a name';
  if (retryAt !== undefined && (typeof retryAt !== 'string' || Number.isNaN(Date.parse(retryAt)))) return 'retryAt is not a time';
  if (errorCatalogue[code].status !== res.status) return `code ${code} is ${errorCatalogue[code].status} in the catalogue`;
  return undefined;
}

/**
 * The answer's text. The live chat's streams never end by themselves: they
 * are read up to their first event (the whole state, or `ready`), then left.
 */
async function bodyText(res: Response): Promise<string> {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    if (/^data: \{"type":"(state|ready)"/m.test(text) && text.endsWith('\n\n')) {
      await reader.cancel();
      return text;
    }
  }
}

/** A drafted stream's events: none may be a failure of ours. */
function streamProblem(text: string): string | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    const event = JSON.parse(line.slice(6)) as { type: string; code?: string };
    if (event.type === 'error' && (!isErrorCode(event.code) || errorCatalogue[event.code].status >= 500)) return `streamed error ${line}`;
  }
  return undefined;
}

/** What the app logged during the latest call: the stack a 5xx report needs (better-auth also prints its own to stderr). */
function loggedDuringCall(): string {
  const entries = logs.entries.slice(logMark);
  if (entries.length === 0) return '(nothing logged)';
  return entries.map((entry) => (entry.err as { stack?: string } | undefined)?.stack ?? JSON.stringify(entry)).join('\n');
}

/**
 * Every response: below 500; a 4xx is the catalogue's error shape and status;
 * a stream holds no failure of ours. Returns the code of an error, if any.
 */
async function expectHandled(res: Response, what: string): Promise<{ status: number; code?: ErrorCode }> {
  const text = await bodyText(res);
  const seen = `${what}\n→ ${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 500) expect.fail(`${seen}\n${loggedDuringCall()}`);
  if (res.status >= 400) {
    expect(errorShapeProblem(res, text), seen).toBeUndefined();
    return { status: res.status, code: (JSON.parse(text) as { error: { code: ErrorCode } }).error.code };
  }
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) expect(streamProblem(text), seen).toBeUndefined();
  return { status: res.status };
}

async function expectOutcome(res: Response, what: string, expected: Case['expected']): Promise<void> {
  const { status, code } = await expectHandled(res, what);
  if (expected === undefined) return;
  if (expected === 'success') expect(status, `${what}: expected a success, got ${code}`).toBeLessThan(400);
  else expect([expected].flat(), `${what}: ${status} ${code}`).toContain(code);
}

function describeInput(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}

// ---------------------------------------------------------------- the nasty inputs

const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Raw JSON put in place of each field of an accepted body (raw, so -0, 1e400 and 2**53+1 arrive as a client wrote them). */
const nastyValues: ReadonlyArray<readonly [string, string]> = [
  ['null', 'null'],
  ['{}', '{}'],
  ['[]', '[]'],
  ['10,000 items', JSON.stringify(new Array<number>(10_000).fill(0))],
  ['""', '""'],
  ['a NUL', '"a\\u0000b"'],
  ['lone surrogates', '"\\udc00x\\ud800"'],
  ['100 KB', JSON.stringify('x'.repeat(100 * 1024))],
  ['1e308', '1e308'],
  ['1e400', '1e400'],
  ['-0', '-0'],
  ['2**53+1', '9007199254740993'],
  ['"NaN"', '"NaN"'],
  ['a bad enum value', '"not-a-choice"'],
  ['a path', '"../../etc/passwd"'],
  ['"%00"', '"%00"'],
  ['a 10,000-character id', JSON.stringify('a'.repeat(10_000))],
  ['a random uuid', JSON.stringify(randomUUID())],
  ['100 levels of objects', deepObjects(100)],
];

/** One nasty value of each kind, for endpoints where every accepted-looking call is slow. */
const oneOfEachKind = new Set(['null', '{}', '[]', '""', 'a NUL', 'lone surrogates', '100 KB', '1e400', '-0', '2**53+1', 'a bad enum value', '100 levels of objects']);

/** Bodies that are not JSON: each must be 400 invalid_json. */
const malformedBodies = ['{', '{"a":', '{"a":1}}', '[1,]', "{'a':1}", 'nul', 'NaN', '{"a":01}', '{"a":"\\x41"}', '{"a":"\\u12"}', '\u0000', 'undefined', '{"a" 1}', '{"__proto__":}'];

/** Values a query key or a path segment gets, already percent-encoded. */
const nastyUrlValues: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['%00', '%00'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['a lone %', '%'],
  ['%zz', '%zz'],
  ['../', '../x'],
  ['an encoded path', '..%2F..%2Fme'],
  ['..', '%2e%2e'],
  ['NaN', 'NaN'],
  ['1e308', '1e308'],
  ['-0', '-0'],
  ['2**53+1', '9007199254740993'],
  ['-1', '-1'],
  ['0x10', '0x10'],
  ['a bad enum value', 'not-a-choice'],
  ['100 KB', 'x'.repeat(100 * 1024)],
  ['a 10,000-character id', 'a'.repeat(10_000)],
  ['a random uuid', randomUUID()],
  ['markup', encodeURIComponent('<script>alert(1)</script>')],
  ['SQL', encodeURIComponent("'; drop table documents; --")],
  ['an emoji', '%F0%9F%98%80'],
  ['a byte-order mark', '%EF%BB%BF'],
  ['a space', '%20'],
];

/** Characters a generated string is made of: any code point, and often one of the troublemakers. */
const nastyChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\ufeff', '\u202e', '"', '\\', '%00', '../', '\n', '{', '[') },
);
const nastyJson = fc.jsonValue({ maxDepth: 3, stringUnit: nastyChar });
/** Numbers as a client may write them (JSON.stringify never writes -0 or 1e400). */
const rawNumber = fc.oneof(
  fc.constantFrom('-0', '1e400', '-1e400', '1e-400', '9007199254740993', '-9007199254740993', '123456789012345678901234567890', '1E+2', '-0.0'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.bigInt().map(String),
);
const rawJsonValue = fc.oneof(nastyJson.map((v) => JSON.stringify(v)), rawNumber, fc.string({ unit: nastyChar, maxLength: 60 }).map((s) => JSON.stringify(s)));
/** A URL component: encoded code points mixed with raw escapes that do not decode. */
const urlComponent = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent), fc.constantFrom('%', '%00', '%ED%A0%80', '%zz', '..', '%2F', '+', '&', '=')), { maxLength: 5 })
  .map((parts) => parts.join(''));

/** Every path into an accepted body (objects by key, arrays by their first item). */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, Json]> = Array.isArray(value) ? (value.length > 0 ? [[0, value[0]!]] : []) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

/** The accepted body as JSON text with the value at `path` replaced by raw JSON, or removed when raw is undefined. */
function withField(valid: Json, path: Array<string | number>, raw: string | undefined): string {
  const marker = '\u2063fuzz-marker\u2063';
  const copy = structuredClone(valid);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (raw === undefined) delete parent[last];
  else parent[last] = marker;
  const text = JSON.stringify(copy);
  return raw === undefined ? text : text.replace(JSON.stringify(marker), () => raw);
}

function queryWith(base: Record<string, string>, key: string, raw: string | undefined): string {
  const rest = new URLSearchParams(Object.entries(base).filter(([k]) => k !== key)).toString();
  return [rest, raw === undefined ? '' : `${encodeURIComponent(key)}=${raw}`].filter(Boolean).join('&');
}

/** The endpoint called: the route, or for a wildcard route the path behind it. */
const targetName = (target: FuzzTarget) => (target.path ? `${splitEndpointKey(target.route).method} ${target.path}` : target.route);
const isStateChanging = (target: FuzzTarget) => splitEndpointKey(target.route).method !== 'GET';
const isOurs = (target: FuzzTarget) => !target.route.startsWith('POST /api/auth/') && !target.route.startsWith('GET /api/auth/');

// ---------------------------------------------------------------- the fixed cases of one endpoint

function fixedCases(target: FuzzTarget): Case[] {
  const s = () => subjects;
  const cases: Case[] = [{ label: 'the accepted call', call: () => ({}), expected: target.expected ?? 'success' }];
  for (const variant of target.variants ?? []) cases.push({ label: variant.label, call: () => variant.call(s()), expected: variant.expected ?? 'success' });

  if (isKeyCaller(target.caller)) {
    // The public API: a key or nothing. A browser session's cookie is no way in (no cookie-based CSRF path).
    cases.push({ label: 'without a key', call: () => ({ authorization: null }), expected: 'unauthorized' });
    cases.push({ label: 'a made-up key', call: () => ({ authorization: `Bearer ink_${'A'.repeat(12)}_${'b'.repeat(43)}` }), expected: 'unauthorized' });
    cases.push({ label: 'a signed-in session cookie instead of a key', call: () => ({ authorization: null, cookie: s().user.cookie }), expected: 'unauthorized' });
  } else if (isOurs(target) && target.caller !== 'anonymous') {
    cases.push({ label: 'signed out', call: () => ({ cookie: null }), expected: 'unauthorized' });
    cases.push({ label: 'a forged session cookie', call: () => ({ cookie: `better-auth.session_token=${randomUUID()}.c2lnbmF0dXJl` }), expected: 'unauthorized' });
    if (target.caller === 'admin') cases.push({ label: 'as a user who is not an admin', call: () => ({ cookie: s().user.cookie }), expected: 'forbidden' });
  }

  if (isStateChanging(target) && isKeyCaller(target.caller)) {
    // A key is not bound to a page: its callers (curl, scripts) send no Origin, and a page of another site cannot read or send one.
    cases.push({ label: 'a key from another origin', call: () => ({ origin: 'https://evil.example' }), expected: target.expected ?? 'success' });
    cases.push({ label: 'from another origin without a key', call: () => ({ origin: 'https://evil.example', authorization: null }), expected: 'forbidden_origin' });
  } else if (isStateChanging(target)) {
    cases.push({ label: 'from another origin', call: () => ({ origin: 'https://evil.example' }), expected: 'forbidden_origin' });
    cases.push({ label: 'from an opaque origin', call: () => ({ origin: 'null' }), expected: 'forbidden_origin' });
  }

  if (target.body === 'json') cases.push(...jsonCases(target));
  if (target.body === 'picture') cases.push(...pictureCases());
  if (target.body === 'file') cases.push(...fileCases(target));
  if (target.body === 'none' && isStateChanging(target)) {
    // The avatar's and an attachment's paths take raw bytes for every method, so only the origin is checked there.
    const path = target.path ?? splitEndpointKey(target.route).path;
    const rawBodyPath = path === avatarUploadPath || attachmentUploadPath.test(path);
    cases.push({ label: 'a text/plain body', call: () => ({ body: 'hello', contentType: 'text/plain' }), expected: rawBodyPath ? undefined : 'unsupported_media_type' });
    cases.push({ label: 'a malformed JSON body it does not read', call: () => ({ body: '{"a":', contentType: 'application/json' }) });
  }

  const query = target.query;
  if (query) {
    for (const key of Object.keys(query(s()))) {
      cases.push({ label: `query without ${key}`, call: () => ({ query: queryWith(query(s()), key, undefined) }) });
      cases.push({ label: `query ${key} twice`, call: () => ({ query: `${queryWith(query(s()), key, 'not-a-choice')}&${key}=${encodeURIComponent(query(s())[key]!)}` }) });
      for (const [label, raw] of nastyUrlValues) cases.push({ label: `query ${key}: ${label}`, call: () => ({ query: queryWith(query(s()), key, raw) }) });
    }
  }
  cases.push({ label: 'unknown query keys', call: () => ({ query: `${new URLSearchParams(query?.(s()) ?? {}).toString()}&__proto__=1&constructor=%00&a[]=1` }) });

  if (target.param) {
    for (const [label, raw] of nastyUrlValues) if (raw !== '') cases.push({ label: `path parameter: ${label}`, call: () => ({ param: raw }) });
    if (isOurs(target)) cases.push({ label: 'path parameter: an unknown uuid', call: () => ({ param: randomUUID() }), expected: 'not_found' });
    if (target.route.includes('/api/references/:id')) {
      cases.push({ label: "path parameter: another user's reference", call: () => ({ param: s().foreignReferenceId }), expected: 'not_found' });
    }
    if (target.route.includes('/api/documents/') || target.route.includes('/api/v1/documents/')) {
      cases.push({ label: "path parameter: another user's document", call: () => ({ param: s().foreignDocumentId }), expected: 'not_found' });
      cases.push({ label: 'path parameter: the id in capitals', call: async () => ({ param: (await target.param!(s())).toUpperCase() }) });
    }
  }
  return cases;
}

function jsonCases(target: FuzzTarget): Case[] {
  const valid = () => target.valid!(subjects);
  const raw = (body: string | Uint8Array, contentType: string | null = 'application/json') => () => ({ body, contentType });
  const json = (text: () => string, contentType = 'application/json') => () => ({ body: text(), contentType });
  const cases: Case[] = [
    { label: 'declared application/json; charset=utf-8', call: json(() => JSON.stringify(valid()), 'application/json; charset=utf-8'), expected: target.expected ?? 'success' },
    { label: 'declared text/plain', call: () => ({ body: JSON.stringify(valid()), contentType: 'text/plain' }), ...(target.textFiles ? {} : { expected: 'unsupported_media_type' as const }) },
    { label: 'declared as a form', call: raw('a=1&b=2', 'application/x-www-form-urlencoded'), expected: 'unsupported_media_type' },
    // With its length, as the Node server hands it over (an in-process Request has no Content-Length of its own).
    { label: 'no content-type', call: () => ({ body: new TextEncoder().encode(JSON.stringify(valid())), contentType: null, withLength: true }), expected: 'unsupported_media_type' },
    { label: 'just over the body limit', call: () => ({ body: JSON.stringify({ ...(valid() as object), pad: 'x'.repeat(target.maxBody ?? maxBodyBytes) }) }), expected: 'payload_too_large' },
    // 40 KB: over the small forms' own limits, under the app's.
    { label: '20,000 nested arrays', call: raw(deepArrays(20_000)), expected: ['validation_failed', 'payload_too_large'] },
    { label: '100 levels of objects', call: raw(deepObjects(100)), expected: 'validation_failed' },
    { label: 'a NUL in an extra field', call: () => ({ body: withField({ ...(valid() as object), note: 0 }, ['note'], '"\\u0000"') }), expected: 'validation_failed' },
    { label: 'a lone surrogate in an extra field', call: () => ({ body: withField({ ...(valid() as object), note: 0 }, ['note'], '"\\ud800"') }), expected: 'validation_failed' },
    { label: 'a NUL in a key', call: raw('{"a\\u0000":1}'), expected: 'validation_failed' },
    { label: 'invalid UTF-8', call: raw(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])) },
    { label: 'a byte-order mark', call: () => ({ body: `\ufeff${JSON.stringify(valid())}` }) },
    { label: 'an empty body', call: raw('') },
    { label: 'an unknown field', call: () => ({ body: JSON.stringify({ ...(valid() as object), unexpected: 1 }) }) },
    { label: 'a __proto__ field', call: () => ({ body: withField({ ...(valid() as object), polluted: 0 }, ['polluted'], '1').replace('"polluted"', '"__proto__"') }) },
    { label: 'duplicate keys', call: () => ({ body: JSON.stringify(valid()).replace(/^\{/, '{"a":1,"a":{},') }) },
  ];
  for (const text of malformedBodies) cases.push({ label: `malformed: ${JSON.stringify(text)}`, call: raw(text), expected: 'invalid_json' });
  for (const whole of ['null', 'true', '0', '-0', '1e400', '"text"', '[]', '{}']) cases.push({ label: `the body ${whole}`, call: raw(whole) });
  cases.push({ label: 'the accepted body in an array', call: () => ({ body: `[${JSON.stringify(valid())}]` }) });
  // Top-level fields here; the generated cases reach every field at any depth.
  for (const path of pathsOf(target.valid!(subjects)).filter((p) => p.length === 1)) {
    const name = path.join('.');
    cases.push({ label: `without ${name}`, call: () => ({ body: withField(valid(), path, undefined) }) });
    for (const [label, value] of nastyValues) {
      if (target.slow && !oneOfEachKind.has(label)) continue;
      cases.push({ label: `${name}: ${label}`, call: () => ({ body: withField(valid(), path, value) }) });
    }
  }
  return cases;
}

const overLimit = () => new Uint8Array(2 * 1024 * 1024 + 1);
/** A PNG's signature and header chunk claiming a size, and no pixels. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = png().slice(0, 33);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function pictureCases(): Case[] {
  const bytes = (body: Uint8Array, contentType: string | null = 'image/png') => () => ({ body, contentType });
  return [
    { label: 'a GIF', call: bytes(gif(), 'image/gif'), expected: 'success' },
    { label: 'a JPEG', call: bytes(jpeg(), 'image/jpeg'), expected: 'success' },
    { label: 'a WebP', call: bytes(webpLossy(), 'image/webp'), expected: 'success' },
    { label: 'a PNG declared a JPEG', call: bytes(png(), 'image/jpeg'), expected: 'success' },
    { label: 'a PNG declared JSON', call: bytes(png(), 'application/json') },
    { label: 'a PNG with no content-type', call: bytes(png(), null) },
    { label: 'no bytes', call: bytes(new Uint8Array()), expected: 'validation_failed' },
    { label: 'text', call: bytes(new TextEncoder().encode('hello'), 'text/plain'), expected: 'unsupported_media_type' },
    { label: 'an SVG with a script', call: bytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'), expected: 'unsupported_media_type' },
    { label: 'a PNG header claiming 100,000 × 100,000 pixels', call: bytes(pngHeader(100_000, 100_000)), expected: 'validation_failed' },
    { label: 'a PNG header claiming 0 × 0 pixels', call: bytes(pngHeader(0, 0)), expected: 'validation_failed' },
    { label: 'a PNG header claiming 2**32-1 pixels a side', call: bytes(pngHeader(2 ** 32 - 1, 2 ** 32 - 1)), expected: 'validation_failed' },
    { label: 'a GIF of 65,535 × 65,535', call: bytes(gif(65_535, 65_535), 'image/gif'), expected: 'validation_failed' },
    { label: 'a truncated PNG signature', call: bytes(png().slice(0, 8)), expected: 'unsupported_media_type' },
    { label: 'a truncated JPEG', call: bytes(jpeg().slice(0, 12), 'image/jpeg') },
    { label: 'a truncated WebP', call: bytes(webpExtended().slice(0, 29), 'image/webp') },
    { label: 'just over 2 MB', call: bytes(overLimit()), expected: 'payload_too_large' },
    { label: 'multipart', call: bytes(new TextEncoder().encode('--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--'), 'multipart/form-data; boundary=x') },
  ];
}

/** An attached file: its type is read from its bytes, whatever it is declared as. */
function fileCases(target: FuzzTarget): Case[] {
  const file = (body: Uint8Array, contentType: string | null = 'application/octet-stream') => () => ({ body, contentType });
  const limit = target.maxBody ?? attachmentLimits.fileBytes;
  const cases: Case[] = [
    { label: 'a PDF', call: file(pdf([['A page about fuzzing.']]), 'application/pdf'), expected: 'success' },
    { label: 'a Word document declared JSON', call: file(docx(['A paragraph about fuzzing.']), 'application/json'), expected: 'success' },
    { label: 'HTML with no content-type', call: file(new TextEncoder().encode('<html><body><p>Fuzz</p><script>alert(1)</script></body></html>'), null), expected: 'success' },
    { label: 'a scanned PDF', call: file(pdf([null])), expected: 'success' },
    { label: 'no bytes', call: file(new Uint8Array()), expected: 'validation_failed' },
    { label: 'a ZIP that is not a Word document', call: file(zip({ 'a.txt': 'a' })), expected: 'unsupported_media_type' },
    { label: 'a picture', call: file(png(2, 2), 'image/png'), expected: 'unsupported_media_type' },
    { label: 'a password-protected PDF', call: file(pdf([['Secret.']], { encrypted: true })), expected: 'file_unreadable' },
    { label: 'a PDF signature and nothing else', call: file(new TextEncoder().encode('%PDF-')), expected: 'file_unreadable' },
    { label: 'a ZIP signature and nothing else', call: file(new Uint8Array([0x50, 0x4b, 0x03, 0x04])), expected: 'file_unreadable' },
    { label: 'invalid UTF-8', call: file(new Uint8Array([0x61, 0xff, 0xfe, 0x62])), expected: 'unsupported_media_type' },
    { label: 'just over its limit', call: () => ({ body: new Uint8Array(limit + 1), contentType: 'application/pdf', withLength: true }), expected: 'payload_too_large' },
    { label: 'multipart', call: file(new TextEncoder().encode('--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--'), 'multipart/form-data; boundary=x') },
  ];
  const own = target.fileAnswers ?? {};
  return cases.map((c) => (c.label in own ? { ...c, expected: own[c.label] } : c));
}

/** File-like bytes: a real signature (or none) and random bytes after it, or a real file cut anywhere. */
const fileBytes = fc.oneof(
  fc
    .tuple(fc.constantFrom([], [...'%PDF-1.4\n'].map((c) => c.charCodeAt(0)), [0x50, 0x4b, 0x03, 0x04], [...'<html>'].map((c) => c.charCodeAt(0))), fc.uint8Array({ maxLength: 200 }))
    .map(([head, tail]) => new Uint8Array([...head, ...tail])),
  fc.tuple(fc.constantFrom(pdf([['Cut here.']]), docx(['Cut here.']), zip({ 'a.txt': 'a' })), fc.nat()).map(([whole, cut]) => whole.slice(0, cut % (whole.length + 1))),
);

// ---------------------------------------------------------------- the generated cases of one endpoint

/** Picture-like bytes: a real signature (or none) and random bytes after it, or a real header with any size. */
const pictureBytes = fc.oneof(
  fc
    .tuple(
      fc.constantFrom([], [...png().slice(0, 16)], [...'GIF89a'].map((c) => c.charCodeAt(0)), [...webpLossy().slice(0, 16)], [...webpLossless().slice(0, 16)], [...webpExtended().slice(0, 16)], [0xff, 0xd8, 0xff]),
      fc.uint8Array({ maxLength: 80 }),
    )
    .map(([head, tail]) => new Uint8Array([...head, ...tail])),
  fc
    .tuple(fc.constantFrom(gif, jpeg, webpLossy, webpLossless, webpExtended), fc.integer({ min: -1, max: 70_000 }), fc.integer({ min: -1, max: 70_000 }))
    .map(([make, width, height]) => make(width, height)),
  fc.tuple(fc.constantFrom(png(), gif(), jpeg(), webpLossless1x1), fc.nat()).map(([image, cut]) => image.slice(0, cut % (image.length + 1))),
);
const pictureType = fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/octet-stream', 'application/json', 'text/plain');

interface Property {
  name: string;
  run: (target: FuzzTarget) => Promise<void>;
  applies: (target: FuzzTarget) => boolean;
}

/** One generated call, checked as every response is; `input` names it in a failure. */
async function sendChecked(target: FuzzTarget, call: Call | (() => Call), input: unknown) {
  return expectHandled(await send(target, call), `${targetName(target)} with ${describeInput(input)}`);
}

/** The prefix of a truncated accepted body (mostly not JSON any more). */
function truncated(target: FuzzTarget, cut: number): string {
  const text = JSON.stringify(target.valid!(subjects));
  return text.slice(0, cut % text.length);
}

const properties: Property[] = [
  {
    name: 'any JSON value as the body',
    applies: (target) => target.body === 'json',
    run: (target) => fc.assert(fc.asyncProperty(nastyJson, async (value) => void (await sendChecked(target, { body: JSON.stringify(value) }, value))), { numRuns: target.runs, seed }),
  },
  {
    name: 'any value in any field of the accepted body',
    applies: (target) => target.body === 'json',
    run: (target) => {
      // A body with no fields (sign-out's) gets one.
      const paths = pathsOf(target.valid!(subjects)).length > 0 ? pathsOf(target.valid!(subjects)) : [['unexpected']];
      return fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), rawJsonValue, async (path, value) => {
          await sendChecked(target, () => ({ body: withField(target.valid!(subjects), path, value) }), { path: path.join('.'), value });
        }),
        { numRuns: target.runs, seed },
      );
    },
  },
  {
    name: 'any text declared as JSON',
    applies: (target) => target.body === 'json',
    run: (target) =>
      fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat().map((cut) => truncated(target, cut))),
          async (text) => {
            const { code } = await sendChecked(target, { body: text }, text);
            let json = true;
            try {
              JSON.parse(text.replace(/^\ufeff/, ''));
            } catch {
              json = false;
            }
            if (!json && text.trim() !== '') expect(code, `${describeInput(text)} is not JSON`).toBe('invalid_json');
          },
        ),
        { numRuns: target.runs, seed },
      ),
  },
  {
    name: 'any query',
    // With the accepted body, every run would end the caller (the fixed cases send unknown keys once).
    applies: (target) => target.consumesCaller !== 'each call',
    run: (target) => {
      const keys = Object.keys(target.query?.(subjects) ?? {});
      const pair = fc.tuple(keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), urlComponent) : urlComponent, urlComponent);
      return fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 5 }), async (pairs) => {
          const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
          await sendChecked(target, { query }, `?${query}`);
        }),
        // An endpoint that reads no query only has to show that unknown keys change nothing.
        { numRuns: target.query ? target.runs : Math.min(3, target.runs), seed },
      );
    },
  },
  {
    name: 'any path parameter',
    applies: (target) => target.param !== undefined,
    run: (target) =>
      fc.assert(
        fc.asyncProperty(fc.oneof(urlComponent.filter((p) => p !== ''), fc.uuid().map(String)), async (param) => void (await sendChecked(target, { param }, `/${param}`))),
        { numRuns: target.runs, seed },
      ),
  },
  {
    name: 'any file',
    applies: (target) => target.body === 'file',
    run: (target) =>
      fc.assert(
        fc.asyncProperty(fileBytes, async (body) => void (await sendChecked(target, { body, contentType: 'application/octet-stream' }, Buffer.from(body).toString('hex').slice(0, 400)))),
        { numRuns: target.runs, seed },
      ),
  },
  {
    name: 'any picture',
    applies: (target) => target.body === 'picture',
    run: (target) =>
      fc.assert(
        fc.asyncProperty(pictureBytes, pictureType, async (body, contentType) => void (await sendChecked(target, { body, contentType }, `${contentType} ${Buffer.from(body).toString('hex')}`))),
        { numRuns: target.runs, seed },
      ),
  },
];

// ---------------------------------------------------------------- the tests

describe('the fuzz table', () => {
  it('has an entry for every /api endpoint the app registers, and none for an endpoint it does not have', () => {
    const registered = registeredEndpoints(t.app);
    const listed = new Set(targets.map((target) => target.route));
    expect(
      registered.filter((key) => !listed.has(key)),
      'endpoints without a fuzz entry',
    ).toEqual([]);
    expect(
      [...listed].filter((key) => !registered.includes(key)),
      'fuzz entries for endpoints the app does not register',
    ).toEqual([]);
  });

  it('reads endpoints, not middleware or catch-alls, from a Hono app', () => {
    const app = new Hono();
    app.use('*', async (_c, next) => next());
    app.use('/api/*', async (_c, next) => next());
    const sub = new Hono()
      .use(async (_c, next) => next())
      .get('/', (c) => c.text('list'))
      .post('/', async (_c, next) => next(), (c) => c.text('made'))
      .get('/:id', (c) => c.text('one'));
    app.route('/api/things', sub);
    app.on(['GET', 'POST'], '/api/mounted/*', (c) => c.text('mounted'));
    app.all('/api/exact', (c) => c.text('any method'));
    app.all('/api/*', (c) => c.text('not found'));
    app.get('/page', (c) => c.text('not api'));
    expect(registeredEndpoints(app)).toEqual(['ALL /api/exact', 'GET /api/mounted/*', 'GET /api/things', 'GET /api/things/:id', 'POST /api/mounted/*', 'POST /api/things']);
  });
});

for (const target of targets) {
  const name = targetName(target);
  describe(name, () => {
    it('answers every fixed nasty case below 500, in the error shape', async () => {
      // Every case runs; the test lists all that failed, not only the first.
      const failures: string[] = [];
      for (const c of fixedCases(target)) {
        try {
          await expectOutcome(await send(target, c.call), `${name}: ${c.label}`, c.expected);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
    for (const property of properties) {
      if (property.applies(target)) it(`answers ${property.name} below 500, in the error shape`, () => property.run(target));
    }
  });
}
