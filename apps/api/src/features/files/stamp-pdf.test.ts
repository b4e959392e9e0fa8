// A stamped PDF read back by poppler's pdftotext (an independent reader, installed by
// scripts/ensure-poppler.mjs): every page names its viewer, whatever its shape or rotation, and
// keeps its own text.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { concatTransformationMatrix, degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampPdf } from './stamp-pdf.js';
import { stampTime } from './stamp-text.js';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stamp-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Each page's text as pdftotext reads it (pages end with a form feed). */
async function pagesText(pdf: Buffer): Promise<string[]> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.split('\f').slice(0, -1);
}

/** Portrait letter, landscape letter, and a portrait page shown turned (/Rotate 90). */
async function threePages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const portrait = doc.addPage([612, 792]);
  portrait.drawText('Rent roll page one', { x: 72, y: 700, size: 14, font });
  const landscape = doc.addPage([792, 612]);
  landscape.drawText('Site plan page two', { x: 72, y: 500, size: 14, font });
  const turned = doc.addPage([612, 792]);
  turned.setRotation(degrees(90));
  // Written along the page's height, so it reads upright once turned.
  turned.drawText('Floor plan page three', { x: 300, y: 100, size: 14, font, rotate: degrees(90) });
  // Content that leaves its graphics state changed (a shrink, never restored): the stamp must
  // not inherit it.
  turned.pushOperators(concatTransformationMatrix(0.1, 0, 0, 0.1, 0, 0));
  return Buffer.from(await doc.save());
}

const viewer = {
  name: 'Ann Investor',
  email: 'ann.investor@fund.example',
  at: new Date('2026-11-28T17:40:00Z'),
  timeZone: 'America/Toronto',
};

describe('stampPdf', () => {
  it('names the viewer on every page (portrait, landscape, turned) and keeps the text', async () => {
    const original = await threePages();
    const before = await pagesText(original);
    expect(before.join('')).not.toContain(viewer.email);

    const pages = await pagesText(await stampPdf(original, viewer));
    expect(pages).toHaveLength(3);
    ['Rent roll page one', 'Site plan page two', 'Floor plan page three'].forEach((text, i) => {
      const page = pages[i]!;
      expect(page).toContain(text);
      // The footer line: name, email and the time where the viewer is (UTC−5 in November).
      expect(page).toContain(`Ann Investor · ${viewer.email} · 2026-11-28 12:40 GMT-5`);
    });
  });

  it('reads the turned page upright: its footer is horizontal as shown', async () => {
    const stamped = await stampPdf(await threePages(), viewer);
    const file = join(dir, 'turned.pdf');
    await writeFile(file, stamped);
    // -layout keeps lines as laid out on the shown page: the footer stays one line, not a column
    // of letters, only if it is drawn along the shown page's bottom.
    const { stdout } = await run('pdftotext', ['-layout', '-f', '3', '-l', '3', file, '-']);
    expect(stdout).toContain(viewer.email);
    const lines = stdout.split('\n').filter((line) => line.trim());
    expect(lines.at(-1)).toContain(viewer.email);
  });

  it('puts the footer full size along the bottom edge of each page as shown', async () => {
    const file = join(dir, 'bbox.pdf');
    await writeFile(file, await stampPdf(await threePages(), viewer));
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    const words = [...stdout.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)</g)]
      .filter((m) => m[4] === viewer.email)
      .map((m) => ({ x: Number(m[1]), top: Number(m[2]), width: Number(m[3]) - Number(m[1]) }));
    // Heights as shown: portrait, landscape, and the portrait page turned on its side.
    const shownHeights = [792, 612, 612];
    expect(words).toHaveLength(3);
    words.forEach((word, i) => {
      // 8 pt Helvetica: ~110 pt for this email. The turned page's leftover 0.1 scale would make
      // it ~11 pt had its content not been wrapped in q … Q.
      expect(word.width).toBeGreaterThan(80);
      expect(word.top).toBeGreaterThan(shownHeights[i]! - 30);
      expect(word.x).toBeLessThan(200);
    });
  });

  it('writes accents and replaces what Helvetica cannot write, without throwing', async () => {
    const stamped = await stampPdf(await threePages(), {
      name: 'Zoë Łukasiewicz 李',
      email: 'zoe@example.com',
      at: new Date('2026-01-05T09:05:00Z'),
    });
    const pages = await pagesText(stamped);
    for (const page of pages)
      expect(page).toContain('Zoë Lukasiewicz ? · zoe@example.com · 2026-01-05 09:05 UTC');
  });

  it('refuses what is not a readable PDF with the upload check’s 400', async () => {
    await expect(stampPdf(Buffer.from('%PDF-1.7 not really'), viewer)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'files.err.pdfUnreadable',
    });
  });
});

describe('stampTime', () => {
  it('writes the time in the zone asked, UTC by default, on a 24-hour clock', () => {
    const at = new Date('2026-07-01T23:30:00Z');
    expect(stampTime(at)).toBe('2026-07-01 23:30 UTC');
    expect(stampTime(at, 'Europe/Paris')).toBe('2026-07-02 01:30 GMT+2');
    expect(stampTime(at, 'Asia/Kolkata')).toBe('2026-07-02 05:00 GMT+5:30');
  });
});
