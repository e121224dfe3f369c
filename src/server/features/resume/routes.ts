import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { documentLimits } from '../../../shared/documents.ts';
import { jobMatchRequestSchema, jobMatchRule } from '../../../shared/job-match/request.ts';
import { jobAdMaxLength, resumeDataSchema, resumePreviewSchema } from '../../../shared/resume.ts';
import { z } from '../../../shared/zod.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError, errorResponse } from '../../http/errors.ts';
import { spendOrRefuse, type RateLimitRule } from '../../http/rate-limit.ts';
import { perUserSlots } from '../../http/slots.ts';
import { atsCheck } from './ats-check.ts';
import { rewordCopy, type RewordWriter } from './tailor.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson } from '../../http/validate.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { renderResume } from '../../typst/render-resume.ts';

/** `POST /api/resume/ats-check`: the resume's data, its title, and the file format to check. */
const atsCheckRequestSchema = z.strictObject({
  data: resumeDataSchema,
  title: z.string().max(200, { message: 'validation.tooLong' }).optional(),
  format: z.enum(['pdf', 'docx'], { message: 'validation.invalidChoice' }),
});
// A check renders the resume as a download does, then reads it back: one at a time per user, a few dozen an hour.
const atsChecks = perUserSlots(1, 'An ATS check of yours is already running. Wait for it to finish.');
const atsCheckRule: RateLimitRule = { name: 'ats-check', max: 40, windowSeconds: 600 };

/** `POST /api/resume/tailor`: the master resume and the ad to tailor a copy to. */
const tailorRequestSchema = z.strictObject({
  master: resumeDataSchema,
  ad: z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(jobAdMaxLength, { message: 'validation.jobAdTooLong' }),
  /** Also reword the copy's kept bullets toward the ad with the user's model (each change fact-checked against the master). */
  reword: z.boolean({ message: 'validation.invalidChoice' }).optional(),
});
// A rewording is a model run: one at a time per user; the operator's model a few dozen an hour
// (a user's own model has its own per-user limit, `admit`).
const rewordRuns = perUserSlots(1, 'A rewording of yours is already running. Wait for it to finish.');
const rewordRule: RateLimitRule = { name: 'resume-reword', max: 20, windowSeconds: 600 };
const upstreamCodes = new Set(['rate_limited', 'upstream_error', 'upstream_unreachable', 'upstream_timeout'] as const);

/** A writer's failure as the generation routes answer it: its catalogue code (never the provider's own text), else upstream_error. */
function upstreamError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, retryAfterSeconds } = (error ?? {}) as { code?: unknown; retryAfterSeconds?: unknown };
  const known = [...upstreamCodes].find((c) => c === code) ?? 'upstream_error';
  const failure = new AppError(known);
  if (known === 'rate_limited' && typeof retryAfterSeconds === 'number') failure.retryAt = new Date(Date.now() + Math.max(1, retryAfterSeconds) * 1000).toISOString();
  return failure;
}

/** `POST /api/resume/checks`: the resume's data as the builder holds it. */
const resumeChecksRequestSchema = z.strictObject({ data: resumeDataSchema });

/** A resume and a 20,000-character ad, each up to about four bytes a character once escaped as JSON. */
const matchBodyBytes = documentLimits.data * 4 + jobAdMaxLength * 4;

/**
 * `/api/resume/preview`: the resume being edited, rendered by the same Typst
 * template as its PDF, as SVG pages (the builder shows them as it is typed).
 * `/api/resume/match`: the job-ad match, and `/api/resume/checks`: the
 * content checks (content-checks.ts), each read in a parse worker (the NLP
 * model and the lexicon never run on the event loop).
 */
export function resumeRoutes(deps: {
  auth: Auth;
  renderPool: RenderPool;
  db?: Database;
  rateLimitEnabled?: boolean;
  /** The writer that serves a user (generation's `choose`, as app.ts passes it); without it a rewording answers model_required. */
  choose?: (userId: string) => Promise<RewordWriter>;
}) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .post(
      '/preview',
      bodyLimit({ maxSize: documentLimits.data * 4, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { data, title } = await parseJson(c, resumePreviewSchema);
        const svg = await renderResume(deps.renderPool, data, title ?? '', 'svg');
        return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
      },
    )
    .post(
      '/checks',
      privateNoStore,
      bodyLimit({ maxSize: documentLimits.data * 4, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { data } = await parseJson(c, resumeChecksRequestSchema);
        return c.json(await parsedOffLoop(parsePool.run('resumeChecks', { resume: data, now: Date.now() })));
      },
    )
    .post(
      '/ats-check',
      privateNoStore,
      bodyLimit({ maxSize: documentLimits.data * 4, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { data, title, format } = await parseJson(c, atsCheckRequestSchema);
        if (deps.db && deps.rateLimitEnabled) {
          await spendOrRefuse(c, deps.db, atsCheckRule, c.get('user').id, 'Too many ATS checks. Wait a few minutes and try again.');
        }
        const release = atsChecks.take(c.get('user').id);
        try {
          return c.json(await atsCheck({ renderPool: deps.renderPool }, data, title ?? '', format, new Date()));
        } finally {
          release();
        }
      },
    )
    .post(
      '/tailor',
      privateNoStore,
      bodyLimit({ maxSize: matchBodyBytes, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { master, ad, reword } = await parseJson(c, tailorRequestSchema);
        const userId = c.get('user').id;
        // Whether a model serves the user is known before anything is spent.
        const writer = reword ? await deps.choose?.(userId) : undefined;
        if (reword && (!writer || writer.source === 'offline')) throw new AppError('model_required', 'Rewording needs an AI model. Connect one in Settings › AI.');
        if (deps.db && deps.rateLimitEnabled) {
          await spendOrRefuse(c, deps.db, jobMatchRule, userId, 'Too many job-ad matches. Wait a minute and try again.');
          if (writer?.counts) await spendOrRefuse(c, deps.db, rewordRule, userId, 'Too many rewordings. Wait a few minutes and try again.');
        }
        const tailored = await parsedOffLoop(parsePool.run('tailorResume', { master, ad }));
        if (!writer) return c.json(tailored);
        // The user's own model's limit, or a generation of the day taken for the operator's.
        await writer.admit?.();
        const release = rewordRuns.take(userId);
        try {
          const { data, reworded, refused } = await rewordCopy(master, tailored, ad, writer, c.req.raw.signal);
          return c.json({ ...tailored, data, reworded, refused });
        } catch (error) {
          throw upstreamError(error);
        } finally {
          release();
        }
      },
    )
    .post(
      '/match',
      privateNoStore,
      bodyLimit({ maxSize: matchBodyBytes, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { ad, resume, company, role } = await parseJson(c, jobMatchRequestSchema);
        if (deps.db && deps.rateLimitEnabled) {
          await spendOrRefuse(c, deps.db, jobMatchRule, c.get('user').id, 'Too many job-ad matches. Wait a minute and try again.');
        }
        const ignore = [company, role].filter((name): name is string => Boolean(name?.trim()));
        return c.json(await parsedOffLoop(parsePool.run('matchJobAd', { ad, resume, ignore })));
      },
    );
}
