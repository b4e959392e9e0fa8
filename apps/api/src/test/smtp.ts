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

/** Quoted-printable text (a body, or a Q-encoded header word with `_` for space) as UTF-8. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const ENCODED_WORD = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;

/** A header as read (RFC 2047 encoded words, e.g. a French subject, decoded). */
export function decodedHeader(raw: string, name: string): string | undefined {
  const value = header(raw, name);
  // Whitespace between two encoded words is not part of the text.
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat(
        [...run.matchAll(ENCODED_WORD)].map(([, kind, text]) =>
          kind!.toUpperCase() === 'B'
            ? Buffer.from(text!, 'base64')
            : Buffer.from(quotedPrintable(text!.replace(/_/g, ' ')), 'utf8'),
        ),
      ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const text = kind === 'quoted-printable' ? quotedPrintable(body) : body;
  return text.replace(/\r\n/g, '\n');
}

/** The text and HTML parts of a raw message (a single part or multipart/alternative), decoded. */
export function mailParts(raw: string): { text?: string; html?: string } {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\r\n\r\n');
  const type = header(raw, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const decoded = decodeBody(body, header(raw, 'Content-Transfer-Encoding')).replace(/\n$/, '');
    return type.toLowerCase().startsWith('text/html') ? { html: decoded } : { text: decoded };
  }
  const parts = body.split(`--${boundary}`).slice(1);
  return Object.assign(
    {},
    ...parts.filter((p) => !p.startsWith('--')).map((p) => mailParts(p.replace(/^\r?\n/, ''))),
  );
}
