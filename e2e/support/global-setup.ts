// A real SMTP server for the whole run: each message it receives is written to E2E_DIR/mail as a
// file, so tests in any worker can find the mail a form sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export default async function globalSetup() {
  const dir = join(process.env.E2E_DIR ?? '', 'mail');
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(join(dir, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = Number(process.env.E2E_SMTP_PORT ?? 2526);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
