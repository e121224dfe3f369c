import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defaultLanguage, i18next, initI18n } from './lib/i18n.ts';
import { routePageMeta } from './lib/page-meta.ts';
import en from './locales/en.json';
import { routes } from './router.tsx';

/**
 * Build-time rendering of a public page (scripts/prerender.mjs): the same
 * routes and components as the browser, signed out and in English. Returns
 * the markup for #root and the page's title and description (the same the
 * browser sets after each navigation, lib/page-meta.ts).
 */
await initI18n(defaultLanguage, en);

export async function render(pathname: string): Promise<{ html: string; title: string; description: string; lang: string }> {
  const meta = routePageMeta(pathname, i18next.t);
  if (!meta) throw new Error(`${pathname} has no title and description in lib/page-meta.ts`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, title: meta.title, description: meta.description, lang: i18next.language };
}
