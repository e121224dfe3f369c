import { Hono } from 'hono';
import { defaultLanguage } from '../../../shared/languages.ts';
import { formatPaperSchema, styleSearchQuerySchema, type StyleSearchResult } from '../../../shared/papers.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { catalogueStyle, catalogueSummary, searchCatalogue } from '../../citations/catalogue.ts';
import { formatUserPaper } from '../../citations/user-paper.ts';

/** `/api/papers`: a paper's citations formatted from the signed-in user's library, and the catalogue of styles it may follow. */
export function paperRoutes(deps: { auth: Auth; db: Database; renderPool: RenderPool }) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/styles', (c) => {
      const query = parseQuery(c, styleSearchQuerySchema);
      const one = query.id ? catalogueStyle(query.id) : undefined;
      const { styles, total } = query.id ? { styles: one ? [one] : [], total: one ? 1 : 0 } : searchCatalogue(query);
      return c.json({ styles: styles.map(catalogueSummary), total } satisfies StyleSearchResult);
    })
    .post('/format', async (c) => {
      const input = await parseJson(c, formatPaperSchema);
      return c.json(
        await formatUserPaper(deps.db, deps.renderPool, c.get('user').id, input.markdown, {
          style: input.style,
          chicagoForm: input.chicagoForm,
          cslStyle: input.cslStyle,
          includeUncited: input.includeUncited,
          language: input.language ?? defaultLanguage,
        }),
      );
    });
}
