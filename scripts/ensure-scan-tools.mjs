// `npm run security:scan` drives sqlmap and wapiti from Debian's packages. Installs them with
// apt-get when missing and we are root (CI, fresh machines); otherwise says how.
import { execFileSync } from 'node:child_process';

const missing = ['sqlmap', 'wapiti'].filter((tool) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(' and ')} not found. Install: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} from Debian packages…`);
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', ...missing]);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', ...missing]);
  }
}
