// A real SMTP server for mail tests (smtp-server on 127.0.0.1) and helpers to read what it got.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server that accepts everything and keeps each message. */
export async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A header of a raw message, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
export const bodyOf = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '');
