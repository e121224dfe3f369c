import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createReferenceSchema,
  doiLookupSchema,
  exportReferencesQuerySchema,
  listReferencesQuerySchema,
  referenceLimits,
  updateReferenceSchema,
} from '../../../shared/references.ts';
import { attachmentLimits, pastedTextSchema } from '../../../shared/reference-attachments.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { AppError, errorResponse } from '../../http/errors.ts';
import { hit } from '../../http/rate-limit.ts';
import { privateNoStore } from '../../http/security.ts';
import { perUserSlots } from '../../http/slots.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { attachFile, attachPastedText, attachmentError, attachmentFile, attachmentStorage, fileNameFrom, getAttachment, removeAttachment, tooLargeError } from './attachments.ts';
import { lookupDoi, type DoiLookupOptions } from './doi.ts';
import { checkQuotes } from './quotes.ts';
import { quoteCheckSchema } from '../../../shared/quote-check.ts';
import { importReferences } from './import.ts';
import { createReference, deleteReference, exportReferences, getReference, listReferences, updateReference } from './service.ts';

/** The import takes up to 2,000,000 characters of text, more than the app's 1 MB JSON limit: the app leaves its body limit to this router. */
export const referenceImportPath = '/api/references/import';
/** JSON escapes and UTF-8 make a text's body up to about four bytes a character. */
export const importBodyBytes = 4 * referenceLimits.importText;

/**
 * A reference's attached file (raw bytes of any type, up to 20 MB) and its
 * pasted text (JSON, up to 2,000,000 characters): larger than the app's 1 MB
 * JSON limit, so the app leaves their body limits to this router; the file's
 * body is not JSON at all, so its type is checked here, from its bytes.
 */
export const attachmentUploadPath = /^\/api\/references\/[^/]+\/attachment$/;
export const attachmentTextPath = /^\/api\/references\/[^/]+\/attachment\/text$/;
/** JSON escapes and UTF-8 make a pasted text's body up to about four bytes a character. */
export const pastedTextBodyBytes = 4 * attachmentLimits.pastedText;

const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => errorResponse(c, 'payload_too_large') });
/** One reference: a long abstract and a hundred names fit many times over. */
const referenceBody = limit(256 * 1024);

// A DOI look-up waits on another server: a user has a few at once and a few dozen a minute.
const lookups = perUserSlots(2, 'You already have {max} DOI look-ups running. Wait for one to finish.');
const lookupRule = { name: 'doi-lookup', max: 30, windowSeconds: 60 };
// An import is seconds of a parse worker's time: one at a time per user, so
// one user's loop of imports cannot fill the queue everyone shares.
const imports = perUserSlots(1, 'You already have an import running. Wait for it to finish, then try again.');
/** About how long a large import takes: when a second one is worth trying. */
const importRetryAfterSeconds = 5;

// Reading an attached file is seconds of a parse worker's time (a long PDF): one at a time per user.
const attaching = perUserSlots(1, 'You are already attaching a text. Wait for it to finish, then try again.');
/** About how long a long PDF takes to read: when a second attachment is worth trying. */
const attachRetryAfterSeconds = 5;

/** The user's attachment slot, or 429 rate_limited (in the reader's language) with Retry-After. */
function takeAttachSlot(userId: string): () => void {
  try {
    return attaching.take(userId);
  } catch {
    const busy = attachmentError('rate_limited', 'attachments.busy');
    busy.retryAt = new Date(Date.now() + attachRetryAfterSeconds * 1000).toISOString();
    throw busy;
  }
}

/** The user's import slot, or 429 rate_limited with Retry-After. */
function takeImportSlot(userId: string): () => void {
  try {
    return imports.take(userId);
  } catch (error) {
    if (error instanceof AppError) error.retryAt = new Date(Date.now() + importRetryAfterSeconds * 1000).toISOString();
    throw error;
  }
}

/** `/api/references`: the signed-in user's reference library, and nobody else's. */
export function referenceRoutes(deps: { auth: Auth; db: Database; rateLimitEnabled: boolean; doiLookup?: DoiLookupOptions }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json(await listReferences(db, c.get('user').id, parseQuery(c, listReferencesQuerySchema))))
    .post('/', referenceBody, async (c) => c.json(await createReference(db, c.get('user').id, await parseJson(c, createReferenceSchema)), 201))
    .post('/import', limit(importBodyBytes), async (c) => {
      const userId = c.get('user').id;
      const release = takeImportSlot(userId);
      try {
        // The body goes to the parse worker as bytes: the event loop never decodes or parses 2 MB of text.
        const body = new Uint8Array(await c.req.arrayBuffer());
        return c.body(await importReferences(db, userId, body), 200, { 'content-type': 'application/json' });
      } finally {
        release();
      }
    })
    .get('/export', async (c) => {
      const { format, keys } = parseQuery(c, exportReferencesQuerySchema);
      const file = await exportReferences(db, c.get('user').id, format, keys);
      return c.body(file.body, 200, { 'content-type': file.contentType, 'content-disposition': attachmentHeader(file.fileName), 'x-content-type-options': 'nosniff' });
    })
    .post('/doi', limit(4 * 1024), async (c) => {
      const { doi } = await parseJson(c, doiLookupSchema);
      const userId = c.get('user').id;
      if (deps.rateLimitEnabled) {
        const { allowed, retryAfterSeconds } = await hit(db, `${lookupRule.name}:${userId}`, lookupRule);
        if (!allowed) {
          c.header('retry-after', String(retryAfterSeconds));
          throw new AppError('rate_limited', 'Too many DOI look-ups. Wait a minute and try again.');
        }
      }
      const release = lookups.take(userId);
      try {
        return c.json(await lookupDoi(doi, deps.doiLookup));
      } finally {
        release();
      }
    })
    .get('/storage', async (c) => c.json(await attachmentStorage(db, c.get('user').id)))
    // The editor's citation check: are its quotations in the attached texts of the sources they cite? (The app's 1 MB JSON limit applies.)
    .post('/quotes', async (c) => c.json(await checkQuotes(db, c.get('user').id, await parseJson(c, quoteCheckSchema))))
    .get('/:id/attachment', async (c) => c.json(await getAttachment(db, c.get('user').id, c.req.param('id'))))
    // The file as raw bytes, any Content-Type (its type is read from the bytes); `x-file-name` is its URI-encoded name.
    .put(
      '/:id/attachment',
      bodyLimit({
        maxSize: attachmentLimits.fileBytes,
        onError: () => {
          throw tooLargeError();
        },
      }),
      async (c) => {
        const userId = c.get('user').id;
        const release = takeAttachSlot(userId);
        try {
          const bytes = new Uint8Array(await c.req.arrayBuffer());
          return c.json(await attachFile(db, userId, c.req.param('id'), bytes, fileNameFrom(c.req.header('x-file-name'))));
        } finally {
          release();
        }
      },
    )
    .put('/:id/attachment/text', limit(pastedTextBodyBytes), async (c) => {
      const userId = c.get('user').id;
      const { text } = await parseJson(c, pastedTextSchema);
      const release = takeAttachSlot(userId);
      try {
        return c.json(await attachPastedText(db, userId, c.req.param('id'), text));
      } finally {
        release();
      }
    })
    .get('/:id/attachment/file', async (c) => {
      const file = await attachmentFile(db, c.get('user').id, c.req.param('id'));
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.mediaType.startsWith('text/') ? `${file.mediaType}; charset=utf-8` : file.mediaType,
        // Always a download, never a page of this origin (an attached HTML file may hold scripts).
        'content-disposition': attachmentHeader(file.fileName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    })
    .delete('/:id/attachment', async (c) => {
      await removeAttachment(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id', async (c) => c.json(await getReference(db, c.get('user').id, c.req.param('id'))))
    .patch('/:id', referenceBody, async (c) => c.json(await updateReference(db, c.get('user').id, c.req.param('id'), await parseJson(c, updateReferenceSchema))))
    .delete('/:id', async (c) => {
      await deleteReference(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
