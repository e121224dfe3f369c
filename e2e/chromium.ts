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
];
