import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { documentLimits } from '../../../shared/documents.ts';
import { resumePreviewSchema } from '../../../shared/resume.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { errorResponse } from '../../http/errors.ts';
import { parseJson } from '../../http/validate.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { renderResume } from '../../typst/render-resume.ts';

/**
 * `/api/resume/preview`: the resume being edited, rendered by the same Typst
 * template as its PDF, as SVG pages (the builder shows them as it is typed).
 */
export function resumeRoutes(deps: { auth: Auth; renderPool: RenderPool }) {
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
    );
}
