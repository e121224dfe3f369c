// Lighthouse (mobile, simulated throttling) on public pages of the built app,
// offline, with Debian's Chromium. Returns one row per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..', 'dist/web');

/** Size of a served script gzipped at level 9: the unit the earlier app's figure used. */
function gzipBytes(url) {
  return gzipSync(readFileSync(path.join(webDir, new URL(url).pathname)), { level: 9 }).length;
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Lighthouse on `paths` of one site (`baseURL` a string: one row per page) or
 * of several side by side (an object of name → baseURL: an object of name →
 * rows). Side by side, the sites take turns run by run, so that a machine
 * that gets busier halfway through weighs on all of them alike.
 */
export async function runLighthouse(baseURL, paths, runs = 3) {
  const sites = typeof baseURL === 'string' ? { only: baseURL } : baseURL;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const rows = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  try {
    for (const path of paths) {
      const samples = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
      for (let i = 0; i < runs; i++) {
        for (const [name, siteURL] of Object.entries(sites)) samples[name].push(await measure(chrome, siteURL, path));
      }
      // The median run by performance score (Lighthouse's own advice for variance).
      for (const [name, list] of Object.entries(samples)) {
        list.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
        const tbts = list.map((r) => r.tbtMs);
        const scores = list.map((r) => r.performance);
        rows[name].push({
          path,
          ...list[Math.floor(list.length / 2)],
          runs,
          tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
          performanceRange: [Math.min(...scores), Math.max(...scores)],
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return typeof baseURL === 'string' ? rows.only : rows;
}

/** One Lighthouse run of `baseURL + path`; a run that ends without one of its metrics is repeated, at most twice. */
async function measure(chrome, baseURL, path) {
  for (let retries = 0; ; retries++) {
    const result = await lighthouse(baseURL + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const lhr = result.lhr;
    // On a busy host a run now and then ends without a metric (the audit carries an
    // error instead of a number): that run is repeated, at most twice.
    const missing = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
      (id) => typeof lhr.audits[id]?.numericValue !== 'number',
    );
    if (missing.length > 0) {
      const why = missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? lhr.runtimeError?.message ?? 'no value'}`).join('; ');
      if (retries >= 2) throw new Error(`Lighthouse on ${path} measured no ${why}`);
      console.error(`  ${path}: a run without ${why}; running it again`);
      continue;
    }
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    // Scripts inline in the HTML (decision 0013) count too, each gzipped on its own like a file.
    const html = await (await fetch(baseURL + path)).text();
    const inlineGzip = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1].trim() && !/\ssrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
      .reduce((sum, m) => sum + gzipSync(Buffer.from(m[1]), { level: 9 }).length, 0);
    const jsGzipBytes = scripts.reduce((sum, r) => sum + gzipBytes(r.url), 0) + inlineGzip;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKb: Math.round((jsBytes / 1024) * 10) / 10,
      jsGzipKb: Math.round((jsGzipBytes / 1024) * 10) / 10,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  }
}
