import { Hono } from 'hono';
import { contactMessageSchema } from '../../../shared/contact.ts';
import { optionalUser, type OptionalUserVariables } from '../../auth/optional-user.ts';
import { formBodyLimit, formRateRule, type PublicFormDeps } from '../../http/public-form.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { parseJson } from '../../http/validate.ts';
import { saveContactMessage } from './service.ts';

export function contactRoutes(deps: PublicFormDeps) {
  return new Hono<{ Variables: OptionalUserVariables }>().post(
    '/',
    formBodyLimit,
    rateLimit({ db: deps.db, enabled: deps.rateLimitEnabled, trustedProxies: deps.trustedProxies }, { name: 'contact', ...formRateRule }),
    optionalUser(deps.auth),
    async (c) => {
      const input = await parseJson(c, contactMessageSchema);
      const { id } = await saveContactMessage(deps.db, input, c.get('user')?.id ?? null);
      return c.json({ id }, 201);
    },
  );
}
