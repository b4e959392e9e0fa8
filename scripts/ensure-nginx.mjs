// The reverse-proxy test (e2e/proxy.spec.ts) runs nginx from Debian's packages as a child process
// with a configuration of its own. Installs it with apt-get when missing and we are root (CI, fresh
// machines); otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

if (!existsSync(NGINX_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `nginx not found at ${NGINX_PATH}. Install it (sudo apt-get install -y nginx) or set NGINX_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing nginx from Debian packages…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  }
}
