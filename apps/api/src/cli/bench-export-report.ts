// The section of docs/benchmarks.md that bench-export.ts writes, one a database, replaced when the
// bench runs again on it (the other sections are kept as they are).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Run } from './bench-export-download.js';

const DOC = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));
const MB = 2 ** 20;
/** Issue 13: 1,000,000 contacts exported in ≤ 20 s with the server's memory growing by ≤ 100 MB. */
const TARGET = { contacts: 1_000_000, seconds: 20, mb: 100 };

const int = (n: number) => n.toLocaleString('en-US');
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

/** The whole contact export's time at 1,000,000 contacts (scaled when the data holds another
 * number), and whether it meets the target. */
function target(run: Run, entities: number): string {
  if (!run.path.startsWith('/api/v1/entities/export') || run.path.includes('name=')) return '—';
  const seconds = (run.ms / 1000) * (TARGET.contacts / entities);
  const met = seconds <= TARGET.seconds && run.rssGrowth / MB <= TARGET.mb;
  const scaled = entities === TARGET.contacts ? '' : ' (scaled)';
  return `${seconds.toFixed(1)} s${scaled}: ${met ? 'met' : 'not met'}`;
}

export function writeSection(dialect: string, origin: string, entities: number, runs: Run[]): string {
  const cpus = os.cpus();
  const row = (r: Run) =>
    `| ${r.name} | \`${r.path}\` | ${r.rows >= 0 ? int(r.rows) : '—'} | ${(r.ms / 1000).toFixed(1)} | ${r.rows > 0 ? int(Math.round(r.rows / (r.ms / 1000))) : '—'} | ${(r.bytes / MB).toFixed(1)} | ${(r.heapGrowth / MB).toFixed(1)} | ${(r.rssGrowth / MB).toFixed(1)} | ${target(r, entities)} |`;
  const marker = `bench:export-${dialect}`;
  const section = [
    `<!-- ${marker} -->`,
    `## Export (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
    '',
    `- Run: ${new Date().toISOString()} by \`npm run bench:export\` (apps/api/src/cli/bench-export.ts): the app and the client in one process, the body read as it streams and dropped, started with \`--expose-gc --max-old-space-size=96\` (a collection before each download, and a heap small enough that garbage cannot hide what is held). Heap + buffers growth = peak of V8's used heap plus external memory (Buffers) during the download minus before it, after a collection: garbage not yet collected counts in, so it is an upper bound of what the export holds. RSS growth = the same for the process's resident memory (the PostgreSQL server's own memory is not in it; SQLite's export reads go through a connection that maps none of the file, so its pages are not either).`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}, load average at the end ${load()} (a shared machine: other work runs beside it); data: ${int(entities)} contacts, ${origin}.`,
    `- Target (issue 13): ${int(TARGET.contacts)} contacts exported in ≤ ${TARGET.seconds} s with the memory growing by ≤ ${TARGET.mb} MB (RSS growth); the last column gives the whole contact export's time for ${int(TARGET.contacts)}.`,
    '',
    `| Export | Path | Rows | Seconds | Rows/s | MB written | Heap + buffers growth (MB) | RSS growth (MB) | ${int(TARGET.contacts)} contacts |`,
    '|---|---|--:|--:|--:|--:|--:|--:|---|',
    ...runs.map(row),
    '',
    'XLSX rows are not counted (zipped); its time covers the same rows as the CSV.',
    `<!-- /${marker} -->`,
  ].join('\n');
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`<!-- ${marker} -->[\\s\\S]*?<!-- /${marker} -->`);
  writeFileSync(
    DOC,
    pattern.test(existing)
      ? existing.replace(pattern, () => section)
      : `${existing.trimEnd()}\n\n${section}\n`,
  );
  return section;
}
