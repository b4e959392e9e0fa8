// The PDF stamp's tests (apps/api/src/features/files/stamp-pdf.test.ts) read the stamped pages back
// with poppler's pdftotext, an independent reader: pdf-lib reading its own output would prove
// little. Installs Debian's poppler-utils with apt-get when pdftotext is missing and we are root
// (CI, fresh machines); otherwise says how.
import { execFileSync } from 'node:child_process';

const found = () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error('pdftotext not found. Install it: sudo apt-get install -y poppler-utils');
    process.exit(1);
  }
  console.log('Installing poppler-utils (pdftotext) from Debian packages…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', 'poppler-utils']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'poppler-utils']);
  }
}
