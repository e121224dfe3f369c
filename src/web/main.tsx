import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18next, initI18n } from './lib/i18n.ts';
import { loadMessages } from './lib/messages.ts';
import { storedLanguage } from './lib/preferences.ts';
import { firstRequestOf, forgetOnLeaving, settingsPath, startEarly } from './lib/early-data.ts';
import { onceSessionKnown, refetchSession } from './lib/session.ts';
import { createRouter, resolveLazyRoutes } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Every page shows who is signed in, and a signed-in screen waits for it
// before it asks for its own data. Asked now, the session arrives while the
// messages and the screen's script load, instead of after them (the first
// component that reads it shares this request). Once it says someone is
// signed in, the screen's first request goes too (lib/early-data.ts), while
// the screen's script is still on its way, and so do the user's settings:
// every page applies their theme and language, and the screens that show
// them read the same answer instead of asking again.
const firstRequest = firstRequestOf(window.location);
onceSessionKnown((session) => {
  if (!session.data) return;
  startEarly(settingsPath);
  if (firstRequest) startEarly(firstRequest);
});
void refetchSession();

const language = storedLanguage();
// Chinese characters come from Noto Sans SC subsets (decision 0025). Their
// @font-face rules are a stylesheet of their own, cached once, rather than
// part of the stylesheet every prerendered page carries inline; the font
// files themselves load only when a character of theirs is on the page.
// A Chinese interface waits for the rules, so its first frame is not boxes.
const cjkFont = import('./cjk-font.css').catch(() => undefined);
// Bold Chinese (headings, buttons, labels) has rules of its own, loaded only
// where the interface is Chinese: elsewhere the browser thickens the regular
// face for the odd bold Chinese word of a document.
const loadCjkBold = () => import('./cjk-font-bold.css').catch(() => undefined);
const cjkBold = language === 'zh' ? loadCjkBold() : undefined;
await initI18n(language, await loadMessages(language));
if (language === 'zh') await Promise.all([cjkFont, cjkBold]);
i18next.on('languageChanged', (next) => void (next === 'zh' && loadCjkBold()));
document.documentElement.lang = language;

// Public pages are prerendered to HTML at build time (scripts/prerender.mjs),
// in English. Such a page is hydrated; in another language it is rendered
// afresh, since its text would not match the HTML.
const prerendered = root.dataset.prerendered === 'true' && i18next.language === 'en';
if (prerendered) await resolveLazyRoutes(window.location.pathname);

const router = createRouter();
router.subscribe(forgetOnLeaving(window.location.pathname));

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a phone's long task).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
