import { Hono } from 'hono';
import { supportTicketSchema } from '../../../shared/contact.ts';
import { optionalUser, type OptionalUserVariables } from '../../auth/optional-user.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { parseJson } from '../../http/validate.ts';
import { formBodyLimit, formRateRule, type PublicFormDeps } from '../../http/public-form.ts';
import { openTicket } from './service.ts';

export function supportRoutes(deps: PublicFormDeps) {
  return new Hono<{ Variables: OptionalUserVariables }>().post(
    '/tickets',
    formBodyLimit,
    rateLimit({ db: deps.db, enabled: deps.rateLimitEnabled, trustedProxies: deps.trustedProxies }, { name: 'ticket', ...formRateRule }),
    optionalUser(deps.auth),
    async (c) => {
      const input = await parseJson(c, supportTicketSchema);
      const ticket = await openTicket(deps.db, input, c.get('user')?.id ?? null);
      return c.json(ticket, 201);
    },
  );
}
