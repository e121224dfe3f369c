import { formBodyType, wordedError } from '../../http/worded-error.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DocumentImportAnswer, DocumentImportProblem } from '../../../shared/document-import.ts';
import { documentImportLimits } from '../../../shared/document-import.ts';
import { documentTypeRules } from '../../../shared/document-types.ts';
import { createDocumentSchema, documentLimits, documentTypes, type DocumentType } from '../../../shared/documents.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import { z } from '../../../shared/zod.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { type AppError, errorResponse, validationError } from '../../http/errors.ts';
import { spendOrRefuse, type RateLimitRule } from '../../http/rate-limit.ts';
import { privateNoStore } from '../../http/security.ts';
import { perUserSlots } from '../../http/slots.ts';
import { parseQuery } from '../../http/validate.ts';
import type { ServerTextKey } from '../../i18n.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import type { CountUsage } from '../../preferences/usage.ts';
import { createDocument } from './service.ts';

/**
 * The import takes the file as it is (raw bytes, up to 20 MB): more than the
 * app's 1 MB JSON limit, so the app leaves its body limit to this router.
 */
export const documentImportPath = '/api/documents/import';

/** The types whose editor is the text editor: a resume's structured data cannot come from a file of prose. */
const textTypes = documentTypes.filter((type) => documentTypeRules[type].editor === 'editor');

const importQuerySchema = z.object({
  type: z.enum(documentTypes, { message: 'validation.invalidChoice' }),
  title: z
    .string()
    .max(documentLimits.title, { message: 'validation.tooLong' })
    .refine((value) => !value.includes('\u0000'), { message: 'validation.invalidCharacters' })
    .optional(),
});

/** The refusal of each problem: its catalogue code and its sentence (server texts, in the reader's language). */
const problems: Record<DocumentImportProblem, { code: ErrorCode; key: ServerTextKey }> = {
  import_empty: { code: 'validation_failed', key: 'documentImport.empty' },
  import_too_long: { code: 'validation_failed', key: 'documentImport.tooLong' },
  import_encrypted: { code: 'file_unreadable', key: 'documentImport.encrypted' },
  import_zip_bomb: { code: 'payload_too_large', key: 'documentImport.zipBomb' },
  import_zip_unknown: { code: 'unsupported_media_type', key: 'documentImport.zipUnknown' },
  import_unreadable: { code: 'file_unreadable', key: 'documentImport.unreadable' },
  import_not_text: { code: 'unsupported_media_type', key: 'documentImport.notText' },
  import_type_not_text: { code: 'validation_failed', key: 'documentImport.typeNotText' },
  import_too_large: { code: 'payload_too_large', key: 'documentImport.tooLarge' },
};

const limitValues = {
  max: documentLimits.content.toLocaleString('en'),
  megabytes: String(documentImportLimits.fileBytes / 1024 / 1024),
};

/** A refusal worded in the reader's language (English as the message for logs and old clients). */
function importError(problem: DocumentImportProblem): AppError {
  const { code, key } = problems[problem];
  return wordedError(code, key, limitValues);
}

// Reading a Word file is seconds of a parse worker's time: one at a time per user, and a few dozen an hour.
const importing = perUserSlots(1, 'You are already importing a document. Wait for it to finish, then try again.');
const importRule: RateLimitRule = { name: 'document-import', max: 30, windowSeconds: 600 };

/** `/api/documents/import`: a file sent as it is becomes one of the signed-in user's documents. */
export function documentImportRoutes(deps: { auth: Auth; db: Database; rateLimitEnabled: boolean; countUsage?: CountUsage }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .post(
      '/',
      bodyLimit({
        maxSize: documentImportLimits.fileBytes,
        onError: () => {
          throw importError('import_too_large');
        },
      }),
      async (c) => {
        if (formBodyType.test(c.req.header('content-type') ?? '')) return errorResponse(c, 'unsupported_media_type', 'Send the file as it is (application/octet-stream), not as a form.');
        const query = parseQuery(c, importQuerySchema);
        const type: DocumentType = query.type;
        if (!textTypes.includes(type)) throw importError('import_type_not_text');
        const userId = c.get('user').id;
        if (deps.rateLimitEnabled) {
          await spendOrRefuse(c, db, importRule, userId, 'Too many imports. Wait a few minutes and try again.');
        }
        const release = importing.take(userId);
        try {
          // The body goes to the parse worker as bytes: the event loop never inflates or parses the file.
          const bytes = new Uint8Array(await c.req.arrayBuffer());
          const read = await parsedOffLoop(parsePool.run('importDocument', { bytes }));
          if (!read.ok) throw importError(read.problem);
          const candidate = { type, title: query.title?.trim() || read.title || firstLine(read.markdown), content: read.markdown, data: {} };
          const checked = createDocumentSchema.safeParse(candidate);
          if (!checked.success) throw validationError(checked.error, candidate);
          const created = await createDocument(db, userId, checked.data);
          await deps.countUsage?.(userId, 'document.created');
          const answer: DocumentImportAnswer = { ...created, notes: read.notes };
          return c.json(answer, 201);
        } finally {
          release();
        }
      },
    );
}

/** A title when the file has no heading and the client sent none: its first line of text, shortened. */
function firstLine(markdown: string): string {
  const line = markdown
    .split('\n')
    .map((text) => text.replace(/[#>*_`|[\]-]+/g, ' ').replace(/\s+/g, ' ').trim())
    .find(Boolean);
  return (line ?? 'Imported document').slice(0, 80);
}
