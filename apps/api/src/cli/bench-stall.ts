// `npm run bench:stall [-- --rows N] [--db sqlite|postgres]` (issue 23): does an import or an export
// stall the server, and how much memory does a hostile file cost it? The production server runs in a
// child process (scratch-server.ts); this process sends `GET /api/v1/entities/count` one after
// another (10 ms apart) during each phase and keeps every response time, and samples the child's
// resident memory (/proc, Linux) every 20 ms. Phases: idle; a CSV import job of N contacts; its dry
// run; an XLSX dry run; eight exports at once; then each bomb of the issue posted as a dry run, with
// its answer, the time it took and the peak RSS growth. Writes a section of docs/benchmarks.md. A
// benchmark, never a test: nothing here asserts.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { summarize, uniquePath, writeSection } from './bench-report.js';
import { throwawaySchema } from './bench-schema.js';
import { contactRow, contactsCsv } from './contacts-csv.js';
import { startScratchServer } from './scratch-server.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '50000' }, db: { type: 'string', default: 'sqlite' } },
});
const ROWS = Number(values.rows);
const KEY = 'bench-stall-key-0123456789';
const headers = { 'api-key': KEY };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The child's resident memory in bytes. */
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Runs `work` while probing the count route and sampling the child's memory. */
async function during<T>(base: string, pid: number, work: () => Promise<T>) {
  const latencies: number[] = [];
  let stop = false;
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 20);
  const probe = (async () => {
    while (!stop) {
      const started = performance.now();
      await fetch(`${base}${uniquePath('/api/v1/entities/count', false)}`, { headers }).then((r) =>
        r.arrayBuffer(),
      );
      latencies.push(performance.now() - started);
      await sleep(10);
    }
  })();
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  stop = true;
  await probe;
  clearInterval(sampler);
  const m = summarize(latencies, seconds, 0);
  return {
    value,
    seconds,
    p50: m.p50,
    p99: m.p99,
    max: Math.max(...latencies),
    count: m.count,
    rssMb: (peak - before) / 2 ** 20,
  };
}

function form(file: Buffer, fields: Record<string, string>, name: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set('file', new Blob([file]), name);
  return body;
}

async function post(base: string, file: Buffer, fields: Record<string, string>, name = 'file.csv') {
  const res = await fetch(`${base}/api/v1/imports`, {
    method: 'POST',
    headers,
    body: form(file, fields, name),
  });
  const text = await res.text();
  return { status: res.status, bytes: text.length, text };
}

async function importJob(base: string, file: Buffer) {
  const started = await post(base, file, { kind: 'contacts', policy: 'skip' });
  if (started.status !== 202)
    throw new Error(`import refused: ${started.status} ${started.text.slice(0, 300)}`);
  const { id } = JSON.parse(started.text) as { id: string };
  for (;;) {
    await sleep(250);
    const job = (await (await fetch(`${base}/api/v1/imports/${id}`, { headers })).json()) as {
      status: string;
    };
    if (job.status !== 'running' && job.status !== 'queued') return job.status;
  }
}

/** A zip of the given entries, deflated (the XLSX bomb needs no more than its sheet to be read). */
function zip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The issue's XLSX that unpacks to 150 MB of XML. */
function unzipBomb(): Buffer {
  const row = (i: number) => `<row r="${i}"><c t="inlineStr"><is><t>${'A'.repeat(200)}</t></is></c></row>`;
  const parts: string[] = ['<worksheet><sheetData>'];
  let size = 0;
  for (let i = 1; size < 150 * 2 ** 20; i++) {
    const r = row(i);
    parts.push(r);
    size += r.length;
  }
  parts.push('</sheetData></worksheet>');
  return zip({ 'xl/worksheets/sheet1.xml': Buffer.from(parts.join('')) });
}

async function xlsx(rows: (string | number)[][], sharedStrings: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: sharedStrings }));
}

async function main() {
  const pg = values.db === 'postgres';
  const dir = await mkdtemp(join(tmpdir(), 'bench-stall-'));
  const schema = pg ? await throwawaySchema('bench_stall') : undefined;
  const databaseUrl = schema?.url ?? `sqlite:${join(dir, 'bench.db')}`;
  const { base, child } = await startScratchServer(KEY, {
    DATABASE_URL: databaseUrl,
    RESPONSE_CACHE: 'false',
  });
  const pid = child.pid!;
  const rows: string[][] = [];
  const line = (phase: string, r: Awaited<ReturnType<typeof during>>, outcome: string) => {
    const cells = [
      phase,
      outcome,
      r.seconds.toFixed(1),
      r.count,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.max.toFixed(0),
      Math.max(0, r.rssMb).toFixed(0),
    ];
    rows.push(cells.map(String));
    console.log(cells.join(' | '));
  };
  try {
    const idle = await during(base, pid, () => sleep(3000));
    line('idle', idle, '—');
    const file = contactsCsv(ROWS);
    const job = await during(base, pid, () => importJob(base, file));
    line(
      `CSV import job, ${ROWS.toLocaleString('en')} contacts (${(file.length / 2 ** 20).toFixed(1)} MB)`,
      job,
      job.value,
    );
    const big = contactsCsv(Math.round((20 * 2 ** 20) / (file.length / ROWS)));
    const dry = await during(base, pid, () => post(base, big, { kind: 'contacts', dry_run: 'true' }));
    line(`CSV dry run, 20 MiB (${(big.length / 2 ** 20).toFixed(1)} MB)`, dry, `${dry.value.status}`);
    const sheetRows = 20_000;
    const book = await xlsx(
      [
        ['name', 'company_name', 'email', 'phone_number'],
        ...Array.from({ length: sheetRows }, (_, i) => Object.values(contactRow(ROWS + i))),
      ],
      false,
    );
    const xdry = await during(base, pid, () =>
      post(base, book, { kind: 'contacts', dry_run: 'true' }, 'c.xlsx'),
    );
    line(`XLSX dry run, ${sheetRows.toLocaleString('en')} rows`, xdry, `${xdry.value.status}`);
    const exports = await during(base, pid, () =>
      Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const res = await fetch(`${base}/api/v1/entities/export?format=${i % 2 ? 'xlsx' : 'csv'}`, {
            headers,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    const counts = new Map<number, number>();
    for (const status of exports.value) counts.set(status, (counts.get(status) ?? 0) + 1);
    line(
      `8 exports at once of ${ROWS.toLocaleString('en')} contacts (4 CSV, 4 XLSX)`,
      exports,
      [...counts].map(([s, n]) => `${n} × ${s}`).join(', '),
    );

    const bombs: [string, Buffer, string][] = [
      ['CSV of a million columns', Buffer.from(`name${',abcdef'.repeat(1_100_000)}\n`), 'b.csv'],
      ['CSV of 1,000,001 rows', Buffer.from(`name\n${'Ann Smith\n'.repeat(1_000_001)}`), 'r.csv'],
      ['XLSX unpacking to 150 MB of XML', unzipBomb(), 'z.xlsx'],
      [
        'XLSX, 600 rows of one 1 MiB shared string',
        await xlsx(
          [['name', 'notes'], ...Array.from({ length: 600 }, () => ['Ann Smith', 'x'.repeat(2 ** 20)])],
          true,
        ),
        's.xlsx',
      ],
      [
        'CSV, 20 rows of a 1 MiB cell',
        Buffer.from(`name,notes\n${`Ann Smith,${'x'.repeat(2 ** 20)}\n`.repeat(20)}`),
        'c.csv',
      ],
      [
        'PNG named .csv',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 1)]),
        'x.csv',
      ],
    ];
    for (const [name, bytes, fileName] of bombs) {
      const r = await during(base, pid, () =>
        post(base, bytes, { kind: 'contacts', dry_run: 'true' }, fileName),
      );
      const answer =
        r.value.status >= 400
          ? `${r.value.status} ${JSON.parse(r.value.text).error.key}`
          : String(r.value.status);
      line(`${name} (${(bytes.length / 2 ** 20).toFixed(2)} MB)`, r, `${answer}, ${r.value.bytes} B`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await schema?.drop();
    await rm(dir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  const marker = `stall-${pg ? 'postgres' : 'sqlite'}`;
  const section = [
    `<!-- bench:${marker} -->`,
    `## Imports and exports beside other requests, and hostile files (issue 23, ${pg ? 'PostgreSQL' : 'SQLite'})`,
    '',
    `Written by \`npm run bench:stall -- --rows ${ROWS}${pg ? ' --db postgres' : ''}\` (apps/api/src/cli/bench-stall.ts). Run: ${new Date().toISOString()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(
        ' / ',
      )}. The production server in a child process with the default settings (limits: 1,000,000 rows, 500 columns, 32,767 characters a cell, 100 MB unzipped; exports: 2 a user, 4 in all); \`GET /api/v1/entities/count\` sent one after another, 10 ms apart, during each phase (response cache off); the server's RSS sampled every 20 ms, growth = peak − value when the phase began. Target (issue 23): the count answers within 100 ms p99 during any import or export; peak RSS growth ≤ 300 MB for any accepted file.`,
    '',
    '| Phase | Answer | Time (s) | Count requests | p50 (ms) | p99 (ms) | max (ms) | Peak RSS growth (MB) |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    `<!-- /bench:${marker} -->`,
  ].join('\n');
  writeSection(marker, section);
}

await main();
