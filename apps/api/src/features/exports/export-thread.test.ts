// Issue 23: a compiled server makes a search's CSV or XLSX export on a thread of its own
// (export-thread.ts), so its reads and compression never hold the event loop. On both databases,
// from the compiled dist (the TypeScript sources have no worker file and export on their thread):
// the thread's file holds what the search matches, with the contacts' linked emails, and a
// client that goes away stops it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../test/child-process.js';
import { createEmail, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const dist = (path: string) => new URL(`../../../dist/${path}`, import.meta.url).href;
type Threads = typeof import('./export-thread.js');

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(DIALECTS)('an export on its own thread (%s)', (dialect) => {
  let t: TestApp;
  let threads: Threads;
  const tag = `thread${Date.now().toString(36)}`;
  beforeAll(async () => {
    buildApi();
    threads = await import(dist('features/exports/export-thread.js'));
    t = await createTestApp(dialect);
    for (const n of [1, 2, 3]) {
      const contact = await createEntity(t, { name: `${tag} Broker ${n}` });
      const email = `broker${n}@${tag}.test`;
      await createEmail(t, { email });
      await link(t, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
    }
  });
  afterAll(() => t?.close());

  const file = (format: 'csv' | 'xlsx') =>
    threads.exportFileInThread(
      {
        databaseUrl: t.config.databaseUrl,
        kind: 'entities',
        query: { name: tag, format },
        actor: 'api-key:tests',
        format,
      },
      () => {},
    );

  it('writes the contacts a search matches, with their emails, as CSV', async () => {
    expect(threads.exportThreadsAvailable(t.config.databaseUrl)).toBe(true);
    const csv = (await bytesOf(await file('csv'))).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('name');
    for (const n of [1, 2, 3]) expect(csv).toContain(`broker${n}@${tag}.test`);
  });

  it('writes the same rows as an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(await file('xlsx'))) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(4);
    const names = sheet.getColumn(1 + (sheet.getRow(1).values as string[]).indexOf('name') - 1).values;
    expect(names).toEqual(expect.arrayContaining([`${tag} Broker 1`, `${tag} Broker 3`]));
  });

  it('stops when its reader goes away, and answers the next export', async () => {
    const stream = await file('csv');
    stream.destroy();
    const again = (await bytesOf(await file('csv'))).toString('utf8');
    expect(again).toContain(`broker2@${tag}.test`);
  });
});
