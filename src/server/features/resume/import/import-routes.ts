import { formBodyType, wordedError } from '../../../http/worded-error.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorCode } from '../../../../shared/errors.ts';
import type { Auth } from '../../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../../auth/require-user.ts';
import type { Database } from '../../../db/client.ts';
import { type AppError, errorResponse } from '../../../http/errors.ts';
import { spendOrRefuse, type RateLimitRule } from '../../../http/rate-limit.ts';
import { privateNoStore } from '../../../http/security.ts';
import { perUserSlots } from '../../../http/slots.ts';
import type { ServerTextKey } from '../../../i18n.ts';
import { parsePool, parsedOffLoop } from '../../../parsing/pool.ts';
import { parseJson } from '../../../http/validate.ts';
import { refineModelFor, refineRequestSchema, refineUncertainFields, type ChooseRefineModel } from './refine.ts';
import type { ResumeFileProblem } from './resume-lines.ts';

/** The import takes the file as it is (raw bytes, up to 10 MB), so the app leaves its body limit to this router. */
export const resumeImportPath = '/api/resume/import';

/** A resume of ten pages with pictures is a few MB; anything larger is refused before it is read. */
const maxFileBytes = 10 * 1024 * 1024;

const problems: Record<ResumeFileProblem | 'too_large', { code: ErrorCode; key: ServerTextKey }> = {
  empty: { code: 'validation_failed', key: 'resumeImport.empty' },
  pdf_encrypted: { code: 'file_unreadable', key: 'resumeImport.encrypted' },
  pdf_unreadable: { code: 'file_unreadable', key: 'resumeImport.unreadable' },
  docx_unreadable: { code: 'file_unreadable', key: 'resumeImport.unreadable' },
  no_text: { code: 'file_unreadable', key: 'resumeImport.scanned' },
  old_word: { code: 'unsupported_media_type', key: 'resumeImport.oldWord' },
  zip_bomb: { code: 'payload_too_large', key: 'resumeImport.zipBomb' },
  not_resume_file: { code: 'unsupported_media_type', key: 'resumeImport.notResumeFile' },
  too_large: { code: 'payload_too_large', key: 'resumeImport.tooLarge' },
};

const limitValues = { megabytes: String(maxFileBytes / 1024 / 1024) };

/** A refusal worded in the reader's language (English as the message for logs and old clients). */
function importError(problem: ResumeFileProblem | 'too_large'): AppError {
  const { code, key } = problems[problem];
  return wordedError(code, key, limitValues);
}

// Reading a PDF is up to seconds of a parse worker's time: one at a time per user, and a few dozen an hour.
const importing = perUserSlots(1, 'You are already importing a resume. Wait for it to finish, then try again.');
const importRule: RateLimitRule = { name: 'resume-import', max: 30, windowSeconds: 600 };
// A refinement is one model call: one at a time per user, and as many an hour as an import's.
const refining = perUserSlots(1, 'Your model is already refining this resume. Wait for it to finish, then try again.');
const refineRule: RateLimitRule = { name: 'resume-import-refine', max: 30, windowSeconds: 600 };

/**
 * `/api/resume/import`: a resume file (PDF or Word) sent as it is, read in a
 * parse worker into resume data for the user to check and correct. Nothing
 * is saved: the builder saves what the user keeps.
 */
export function resumeImportRoutes(deps: {
  auth: Auth;
  db: Database;
  rateLimitEnabled: boolean;
  /** Which model serves a user (generation's chooser); without it, refining answers model_required. */
  chooseModel?: ChooseRefineModel;
}) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .post(
      '/',
      bodyLimit({
        maxSize: maxFileBytes,
        onError: () => {
          throw importError('too_large');
        },
      }),
      async (c) => {
        if (formBodyType.test(c.req.header('content-type') ?? '')) return errorResponse(c, 'unsupported_media_type', 'Send the file as it is (application/octet-stream), not as a form.');
        const userId = c.get('user').id;
        if (deps.rateLimitEnabled) {
          await spendOrRefuse(c, deps.db, importRule, userId, 'Too many resume imports. Wait a few minutes and try again.');
        }
        const release = importing.take(userId);
        try {
          const bytes = new Uint8Array(await c.req.arrayBuffer());
          const read = await parsedOffLoop(parsePool.run('importResume', { bytes }));
          if (!read.ok) throw importError(read.problem);
          return c.json(read);
        } finally {
          release();
        }
      },
    )
    /**
     * `/api/resume/import/refine`: the fields the import was unsure of, read
     * again by the user's model (their own, or the server's), each new value
     * kept only when every word of it is in the file. Nothing is saved.
     */
    .post('/refine', async (c) => {
      const input = await parseJson(c, refineRequestSchema);
      const userId = c.get('user').id;
      const choice = await refineModelFor(deps.chooseModel, userId);
      if (deps.rateLimitEnabled) await spendOrRefuse(c, deps.db, refineRule, userId, 'Too many refinements. Wait a few minutes and try again.');
      const release = refining.take(userId);
      try {
        await choice.admit?.();
        return c.json(await refineUncertainFields(choice, input, c.req.raw.signal));
      } finally {
        release();
      }
    });
}
