import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadChineseBoldFont, loadChineseFont } from './lib/cjk-font.ts';
import { i18next, initI18n } from './lib/i18n.ts';
import { loadMessages } from './lib/messages.ts';
import { storedLanguage } from './lib/preferences.ts';
import { firstRequestOf, forgetOnLeaving, settingsPath, startEarly } from './lib/early-data.ts';
import { holdSession, onceSessionKnown, refetchSession } from './lib/session.ts';
import { createRouter, resolveLazyRoutes } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Hands the main thread back to the browser between two steps of the start.
 * On a phone each step is tens of milliseconds; run back to back they made
 * one long task that kept a tap or a scroll waiting (Total Blocking Time).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
const prerenderedHtml = root.dataset.prerendered === 'true';
// A prerendered page is hydrated with the session still pending: its answer
// is passed on once the page is hydrated (the layout releases it).
if (prerenderedHtml) holdSession();
void refetchSession();

const language = storedLanguage();
// Chinese characters come from Noto Sans SC subsets (decision 0025), whose
// rules are a stylesheet of their own (lib/cjk-font.ts). A page rendered by
// the browser may show any text: it asks for them now. A Chinese interface
// waits for them, and for the bold face's, so its first frame is not boxes.
if (!prerenderedHtml || language !== 'en') void loadChineseFont();
const cjkBold = language === 'zh' ? loadChineseBoldFont() : undefined;
const messages = await loadMessages(language);
await yieldToBrowser();
await initI18n(language, messages);
if (language === 'zh') await Promise.all([loadChineseFont(), cjkBold]);
i18next.on('languageChanged', (next) => void (next === 'zh' && Promise.all([loadChineseFont(), loadChineseBoldFont()])));
document.documentElement.lang = language;

// Public pages are prerendered to HTML at build time (scripts/prerender.mjs),
// in English. Such a page is hydrated; in another language it is rendered
// afresh, since its text would not match the HTML.
const prerendered = prerenderedHtml && i18next.language === 'en';
if (prerendered) {
  await yieldToBrowser();
  await resolveLazyRoutes(window.location.pathname);
}
await yieldToBrowser();

const router = createRouter();
router.subscribe(forgetOnLeaving(window.location.pathname));
// Another screen may show Chinese text (a document, a title): its rules come along.
if (prerendered) router.subscribe(() => void loadChineseFont());

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (prerendered) {
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a phone's long task).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
