// The Chromium every browser tool here drives (Debian's package: no browser can be downloaded),
// and the flags both the browser tests and the Lighthouse runs launch it with.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers, root), no GPU, and none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
