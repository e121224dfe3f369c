// Prerendered pages are readable before any JavaScript runs, so the app's
// code is fetched only after the first paint: on a slow link it then does
// not compete with what that paint needs. (A classic script, inline in the
// page: the CSP allows it by its hash.)
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(',').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = href.slice(-5) === '.json' ? 'preload' : 'modulepreload';
      link.href = href;
      if (link.rel === 'preload') {
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
      }
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  // After the first contentful paint has happened (and a frame more), or after
  // a short wait where the browser does not report paints.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    });
  }
  // A page hidden until it is translated (theme-init.js) never paints content:
  // waiting for that paint would only keep the visitor in front of nothing.
  if (document.documentElement.dataset.pendingLanguage) {
    once();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntries().some(function (e) { return e.name === 'first-contentful-paint'; })) {
        observer.disconnect();
        afterPaint();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    window.addEventListener('load', afterPaint);
  }
  setTimeout(once, 3000);
})();
