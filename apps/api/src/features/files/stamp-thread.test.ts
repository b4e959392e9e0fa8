// A compiled server stamps a visitor's PDF on the stamps' own thread (stamp-thread.ts), so a large
// file is never parsed and written on the event loop. From the compiled dist (the TypeScript
// sources have no worker file and stamp on their thread): the stamped copy names its reader on
// every page, as pdftotext reads it, and a file the thread cannot read is the same refusal.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../test/child-process.js';

const run = promisify(execFile);
const dist = (path: string) => new URL(`../../../dist/${path}`, import.meta.url).href;
type Threads = typeof import('./stamp-thread.js');

describe('PDF stamps on their own thread', () => {
  let threads: Threads;
  let dir: string;
  beforeAll(async () => {
    buildApi();
    threads = await import(dist('features/files/stamp-thread.js'));
    dir = await mkdtemp(join(tmpdir(), 'stamp-thread-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the reader on every page of the copy', async () => {
    expect(threads.stampThreadAvailable()).toBe(true);
    const doc = await PDFDocument.create();
    for (let n = 1; n <= 3; n++)
      doc.addPage([612, 792]).drawText(`Offering memorandum page ${n}`, { x: 72, y: 700 });
    const viewer = { name: 'Claire Roy', email: 'claire@buyer.test', at: new Date('2026-11-28T20:00:00Z') };
    // Two at once: each answer reaches its own caller.
    const [one, two] = await Promise.all([
      threads.stampPdfOffThread(Buffer.from(await doc.save()), viewer),
      threads.stampPdfOffThread(Buffer.from(await doc.save()), { ...viewer, email: 'luc@buyer.test' }),
    ]);
    for (const [pdf, email] of [
      [one!, 'claire@buyer.test'],
      [two!, 'luc@buyer.test'],
    ] as const) {
      const file = join(dir, `${email}.pdf`);
      await writeFile(file, pdf);
      const pages = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.split('\f').slice(0, -1);
      expect(pages).toHaveLength(3);
      for (const [i, page] of pages.entries()) {
        expect(page).toContain(email);
        expect(page).toContain(`Offering memorandum page ${i + 1}`);
      }
    }
  });

  it('refuses a file it cannot read with the same 400 as on the server thread', async () => {
    const refused = await threads
      .stampPdfOffThread(Buffer.from('%PDF-1.7 not really a pdf'), {
        name: 'Claire Roy',
        email: 'claire@buyer.test',
        at: new Date(),
      })
      .catch((error: unknown) => error);
    // What the route answers is read off these fields (the error handler's).
    expect(refused).toMatchObject({ statusCode: 400, messageKey: 'files.err.pdfUnreadable' });
  });
});
