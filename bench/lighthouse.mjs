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

export async function runLighthouse(baseURL, paths, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const rows = [];
  try {
    for (const path of paths) {
      const samples = [];
      let retries = 0;
      for (let i = 0; i < runs; i++) {
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
        // error instead of a number): that run is repeated, at most twice per page.
        const missing = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
          (id) => typeof lhr.audits[id]?.numericValue !== 'number',
        );
        if (missing.length > 0) {
          const why = missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? lhr.runtimeError?.message ?? 'no value'}`).join('; ');
          if (++retries > 2) throw new Error(`Lighthouse on ${path} measured no ${why}`);
          console.error(`  ${path}: a run without ${why}; running it again`);
          i--;
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
        samples.push({
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
        });
      }
      // The median run by performance score (Lighthouse's own advice for variance).
      samples.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
      rows.push({ path, ...samples[Math.floor(samples.length / 2)], runs });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
