import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defaultLanguage, i18next, initI18n } from './lib/i18n.ts';
import en from './locales/en.json';
import { routes } from './router.tsx';

/**
 * Build-time rendering of a public page (scripts/prerender.mjs): the same
 * routes and components as the browser, signed out and in English. Returns
 * the markup for #root and the page's title.
 */
await initI18n(defaultLanguage, en);

export async function render(pathname: string): Promise<{ html: string; title: string; lang: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return { html, title: h1, lang: i18next.language };
}
