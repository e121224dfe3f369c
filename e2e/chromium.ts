import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH overrides. Never a test tool's own download. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

/** The flags ARCHITECTURE.md prescribes for this machine's closed network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features, so this one repeats
  // Playwright's own list (playwright-core's chromiumSwitches) and adds three:
  // every new context (nearly every test starts one) otherwise opens a
  // renderer for the address bar's two WebUI pop-ups, which a headless test
  // never shows, and a spare renderer for the last profile that the next
  // context cannot use. Measured: decision 0033, addendum of 2026-11-29.
  `--disable-features=${[
    ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter'],
    ...['PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints'],
    ...['NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'],
    ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'],
  ].join(',')}`,
];
