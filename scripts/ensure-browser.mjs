// Browser tests drive Debian's Chromium (no browser can be downloaded here). As root (CI, fresh
// machines) this installs the tested package version with apt-get, replacing another one;
// otherwise it says how.
//
// Why a pinned version: Debian's security update to Chromium 156 (bookworm-security, November 2026)
// leaves pages unresponsive to Playwright 1.65 in some runs (evaluate, locators and axe time out on
// pages that drew correctly: auth.spec's account menu, portal-addresses' first test), while 150 (bookworm
// main) passes the whole suite. CHROMIUM_DEB_VERSION chooses another version ("latest": apt's).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

const TESTED = '150.0.7871.100-1~deb12u1';
const wanted = process.env.CHROMIUM_DEB_VERSION ?? TESTED;
const custom = !!process.env.CHROME_PATH;

const run = (command, args) =>
  execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

/** The installed package's version, or null. */
function installedVersion() {
  try {
    const [status, installed] = run('dpkg-query', [
      '-W',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format, not a template
      '-f=${db:Status-Abbrev}|${Version}',
      'chromium',
    ]).split('|');
    // "ii": installed; a removed package keeps a version in dpkg's records ("rc").
    return status?.startsWith('ii') ? installed?.trim() || null : null;
  } catch {
    return null;
  }
}

/** Whether apt can install `version` of chromium (its index may need an update first). */
function available(version) {
  try {
    return run('apt-cache', ['madison', 'chromium']).includes(` ${version} `);
  } catch {
    return false;
  }
}

function install() {
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (wanted !== 'latest' && !available(wanted)) apt(['update']);
  const pinned = wanted !== 'latest' && available(wanted);
  if (wanted !== 'latest' && !pinned)
    console.warn(`Chromium ${wanted} is not in apt's sources: installing apt's own version.`);
  const packages = pinned ? [`chromium=${wanted}`, `chromium-common=${wanted}`] : ['chromium'];
  const args = ['install', '-y', '--no-install-recommends', '--allow-downgrades', ...packages];
  try {
    apt(args);
  } catch {
    apt(['update']);
    apt(args);
  }
}

const root = process.getuid?.() === 0;
const version = custom ? null : installedVersion();
const mismatch = !custom && wanted !== 'latest' && version !== null && version !== wanted;

if (!existsSync(path) || mismatch) {
  if (!root) {
    if (!existsSync(path)) {
      console.error(
        `Chromium not found at ${path}. Install it (sudo apt-get install -y chromium=${TESTED}) or set CHROME_PATH.`,
      );
      process.exit(1);
    }
    console.warn(`Chromium ${version} is installed; the tests are proven with ${wanted}.`);
  } else {
    console.log(`Installing Chromium ${wanted} from Debian packages (found: ${version ?? 'none'})…`);
    install();
  }
}
