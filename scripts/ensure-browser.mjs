// Browser tests drive Debian's Chromium (no browser download is possible here). Installs it with
// apt-get when missing and we are root (CI, fresh machines); otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${path}. Install it (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
}
