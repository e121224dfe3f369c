import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { aiActionRequestSchema } from '../../../shared/ai-actions.ts';
import { coverLetterRequestSchema } from '../../../shared/cover-letter.ts';
import { essayRequestSchema, outlineRequestSchema, resumeSummaryRequestSchema } from '../../../shared/generation.ts';
import type { UserModelPolicy } from '../../../shared/user-model.ts';
import type { Auth, SessionUser } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { errorResponse } from '../../http/errors.ts';
import { sseResponse } from '../../http/sse.ts';
import { parseJson } from '../../http/validate.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import { readSettings } from '../../preferences/settings-store.ts';
import type { CountUsage } from '../../preferences/usage.ts';
import { readQuota } from './quota.ts';
import { chooseFor, proposeOutlineFor, startCoverLetterGeneration, startEssayGeneration, startResumeSummaryGeneration, startTransformGeneration, type GenerationDeps } from './service.ts';

/** `/api/generate`: drafts written for the signed-in user, streamed as they are written. */
export function generationRoutes(deps: GenerationDeps & { auth: Auth; countUsage?: CountUsage; userModels?: UserModelPolicy }) {
  const count = deps.countUsage ?? (async () => undefined);
  const now = deps.now ?? (() => new Date());
  const generator = async (user: SessionUser) => ({ id: user.id, plan: effectivePlan(user, now()), language: (await readSettings(deps.db, user.id)).language });
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      const user = c.get('user');
      c.header('cache-control', 'private, no-store');
      const [quota, saveHistory, choice] = await Promise.all([readQuota(deps.db, user.id, effectivePlan(user, now()), now()), deps.drafts.keepsHistory(user.id), chooseFor(deps, user.id)]);
      // aiActions: the editors offer their AI actions only when a model serves this user.
      // provider: who writes for this user now; userModels: whether the instance lets users connect their own model.
      return c.json({ provider: choice.provider.kind, saveHistory, quota, aiActions: choice.source !== 'offline', userModels: deps.userModels ?? 'off' });
    })
    .post(
      '/outline',
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const request = await parseJson(c, outlineRequestSchema);
        const user = c.get('user');
        c.header('cache-control', 'private, no-store');
        return c.json(await proposeOutlineFor(deps, await generator(user), request, c.req.raw.signal));
      },
    )
    .post(
      '/essay',
      // An outline's notes: up to 30 sections of notes, within the app's 1 MB for a JSON body.
      bodyLimit({ maxSize: 1024 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const request = await parseJson(c, essayRequestSchema);
        const user = c.get('user');
        const events = await startEssayGeneration(deps, await generator(user), request, c.req.raw.signal);
        await count(user.id, 'generation.essay');
        return sseResponse(events);
      },
    )
    .post(
      '/cover-letter',
      // The job ad (20,000 characters) and the form's fields, with room for escapes.
      bodyLimit({ maxSize: 128 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const request = await parseJson(c, coverLetterRequestSchema);
        const user = c.get('user');
        const events = await startCoverLetterGeneration(deps, await generator(user), request, c.req.raw.signal);
        await count(user.id, 'generation.cover-letter');
        return sseResponse(events);
      },
    )
    .post(
      '/resume-summary',
      bodyLimit({ maxSize: 1024 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const { resume, seed } = await parseJson(c, resumeSummaryRequestSchema);
        const user = c.get('user');
        const events = await startResumeSummaryGeneration(deps, await generator(user), resume, seed, c.req.raw.signal);
        await count(user.id, 'generation.resume-summary');
        return sseResponse(events);
      },
    )
    .post(
      '/transform',
      // 24,000 characters of text and context, each escaped to at most six bytes.
      bodyLimit({ maxSize: 160 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') }),
      async (c) => {
        const request = await parseJson(c, aiActionRequestSchema);
        const user = c.get('user');
        const events = await startTransformGeneration(deps, await generator(user), request, c.req.raw.signal);
        await count(user.id, 'generation.transform');
        return sseResponse(events);
      },
    );
}
