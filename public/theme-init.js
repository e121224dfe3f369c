// Runs before the first paint so the page never flashes the wrong theme:
// inline in prerendered pages (the CSP allows it by its hash), a blocking
// script of our origin in the app's shell.
(function () {
  try {
    var stored = localStorage.getItem('inkwell.theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    var lang = localStorage.getItem('inkwell.language');
    if (lang) root.lang = lang;
    // A prerendered page is English: in another language it stays hidden
    // until the app has rendered it translated (at most a few seconds).
    if (lang && lang !== 'en') {
      root.dataset.pendingLanguage = lang;
      setTimeout(function () {
        delete root.dataset.pendingLanguage;
      }, 4000);
    }
  } catch {
    /* storage blocked: keep the light default */
  }
})();
