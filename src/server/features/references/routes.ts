import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { stream } from 'hono/streaming';
import {
  createReferenceSchema,
  doiLookupSchema,
  exportReferencesQuerySchema,
  listReferencesQuerySchema,
  referenceFormats,
  referenceLimits,
  updateReferenceSchema,
} from '../../../shared/references.ts';
import { z } from '../../../shared/zod.ts';
import { attachmentLimits, pastedTextSchema } from '../../../shared/reference-attachments.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { AppError, errorBody, errorResponse } from '../../http/errors.ts';
import { spendOrRefuse } from '../../http/rate-limit.ts';
import { privateNoStore } from '../../http/security.ts';
import { perUserSlots } from '../../http/slots.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { attachFile, attachPastedText, attachmentError, attachmentFile, attachmentStorage, fileNameFrom, getAttachment, removeAttachment, tooLargeError } from './attachments.ts';
import { lookupDoi, type DoiLookupOptions } from './doi.ts';
import { checkQuotes } from './quotes.ts';
import { quoteCheckSchema } from '../../../shared/quote-check.ts';
import type { Logger } from '../../logger.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import { importReferences, type ImportProgress, type ImportRequest } from './import.ts';
import { createReference, deleteReference, exportReferences, getReference, listReferences, updateReference } from './service.ts';

/**
 * The import takes a file of up to 40 MB as it is, or up to 2,000,000
 * characters of text in the JSON form: more than the app's 1 MB JSON limit,
 * so the app leaves its body limit to this router.
 */
export const referenceImportPath = '/api/references/import';
/** The JSON form: JSON escapes and UTF-8 make a text's body up to about four bytes a character. */
export const importBodyBytes = 4 * referenceLimits.importText;

/** The JSON form of an import (`{text, format?, dryRun?}`), as API clients send it. */
const jsonType = /^application\/json\s*(;|$)/i;
/** A file sent as it is: any text, or BibTeX's and RIS's own types. */
const fileType = /^(?:text\/[\w.+-]+|application\/x-bibtex|application\/x-research-info-systems)\s*(;|$)/i;

/** A file sent as it is: its format (omitted: recognised from the text) and whether only to preview it (the default). */
const importQuerySchema = z.object({
  format: z.enum(referenceFormats, { message: 'validation.invalidChoice' }).optional(),
  dryRun: z
    .enum(['true', 'false'], { message: 'validation.invalidChoice' })
    .default('true')
    .transform((value) => value === 'true'),
});

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

/**
 * The import's body limit, by what the body is: the JSON form keeps its
 * 8 MB; a file sent as it is may be 40 MB (refused from Content-Length
 * before it is read, or while it streams); anything else is 415.
 */
const importBody = (() => {
  const form = limit(importBodyBytes);
  const tooLarge = `An import file may be at most ${referenceLimits.importBytes / 1024 / 1024} MB. Split the file.`;
  const file = bodyLimit({
    maxSize: referenceLimits.importBytes,
    onError: () => {
      throw new AppError('payload_too_large', tooLarge);
    },
  });
  return createMiddleware(async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (jsonType.test(type)) return form(c, next);
    if (!fileType.test(type)) return errorResponse(c, 'unsupported_media_type', 'Send the file as text (text/plain; charset=utf-8), or the JSON form as application/json.');
    return file(c, next);
  });
})();

/** How often a streamed import's answer says how far it has come, at most. */
const progressEveryMs = 250;

/**
 * An import answered as NDJSON (`accept: application/x-ndjson`): a
 * `{"progress":…}` line at most every 250 ms while it runs, then one
 * `{"result":…}` or `{"error":…}` line. The answer starts with the first
 * progress: a body refused before that (not an import, too many entries)
 * gets the ordinary error answer and its status; a failure after it (the
 * library cap) arrives as the error line.
 */
async function streamedImport(c: Context, run: (onProgress: (progress: ImportProgress) => void) => Promise<Uint8Array<ArrayBuffer> | Iterable<string>>, logger?: Logger): Promise<Response> {
  let latest: ImportProgress | undefined;
  let heard!: () => void;
  const firstProgress = new Promise<void>((resolve) => (heard = resolve));
  const work = run((progress) => {
    latest = progress;
    heard();
  });
  const streaming = await Promise.race([firstProgress.then(() => true), work.then(() => false, () => false)]);
  // Over before any progress: a refusal answers with its status (it throws here); a quick import streams its one line.
  if (!streaming) await work;
  c.header('content-type', 'application/x-ndjson; charset=utf-8');
  // As for Server-Sent Events (http/sse.ts): never shared, never stored by a proxy, never buffered by one.
  c.header('cache-control', 'private, no-cache, no-transform');
  c.header('x-accel-buffering', 'no');
  return stream(c, async (out) => {
    let sent: ImportProgress | undefined;
    const send = () => {
      if (!latest || latest === sent) return;
      sent = latest;
      void out.write(`${JSON.stringify({ progress: latest })}\n`);
    };
    send();
    const timer = setInterval(send, progressEveryMs);
    try {
      const answer = await work;
      clearInterval(timer);
      await out.write('{"result":');
      if (answer instanceof Uint8Array) await out.write(answer);
      else await writeInPieces(answer, (text) => out.write(text));
      await out.write('}\n');
    } catch (error) {
      clearInterval(timer);
      if (!(error instanceof AppError)) logger?.error({ err: error }, 'a streamed reference import failed');
      const failure = error instanceof AppError ? errorBody(error.code, error.message, error.field, error.retryAt) : errorBody('internal');
      await out.write(`${JSON.stringify(failure)}\n`);
    }
  });
}

/** About this much text is encoded and written at a time, with the event loop free in between. */
const pieceChars = 64 * 1024;

/**
 * An answer of many pieces (20,000 entries are 20 MB of JSON), made and
 * written 64 KB at a time: encoding it at once held the event loop for half
 * a second.
 */
async function writeInPieces(pieces: Iterable<string>, write: (text: string) => Promise<unknown>): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(piece);
    size += piece.length;
    if (size >= pieceChars) {
      await write(batch.join(''));
      await new Promise((resolve) => setImmediate(resolve));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) await write(batch.join(''));
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
export function referenceRoutes(deps: { auth: Auth; db: Database; rateLimitEnabled: boolean; doiLookup?: DoiLookupOptions; now?: () => Date; logger?: Logger }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** The user's library cap: their effective plan's, at this request (a trial ends at its boundary). */
  const capOf = (c: Context<{ Variables: AuthVariables }>) => referenceLimits.libraryCaps[effectivePlan(c.get('user'), now())];
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json(await listReferences(db, c.get('user').id, parseQuery(c, listReferencesQuerySchema))))
    .post('/', referenceBody, async (c) => c.json(await createReference(db, c.get('user').id, await parseJson(c, createReferenceSchema), capOf(c)), 201))
    .post('/import', importBody, async (c) => {
      const userId = c.get('user').id;
      // A file sent as it is takes its format and dryRun from the query; the JSON form carries them in its body.
      const raw = jsonType.test(c.req.header('content-type') ?? '') ? undefined : parseQuery(c, importQuerySchema);
      const release = takeImportSlot(userId);
      let streamed = false;
      try {
        // The body goes to the parse worker as bytes: the event loop never decodes or parses 40 MB of text.
        const body = new Uint8Array(await c.req.arrayBuffer());
        const request: ImportRequest = { body, raw, cap: capOf(c) };
        if (/\bapplication\/x-ndjson\b/i.test(c.req.header('accept') ?? '')) {
          streamed = true;
          const work = (onProgress: (progress: ImportProgress) => void) => {
            const running = importReferences(db, userId, { ...request, onProgress });
            // The slot is the import's, not the request's: it is free once the import is over, however the answer ends.
            void running.then(release, release);
            return running;
          };
          return await streamedImport(c, work, deps.logger);
        }
        const answer = await importReferences(db, userId, request);
        if (answer instanceof Uint8Array) return c.body(answer, 200, { 'content-type': 'application/json' });
        c.header('content-type', 'application/json');
        return stream(c, (out) => writeInPieces(answer, (text) => out.write(text)));
      } finally {
        if (!streamed) release();
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
        await spendOrRefuse(c, db, lookupRule, userId, 'Too many DOI look-ups. Wait a minute and try again.');
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
