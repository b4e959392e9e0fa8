// `npm run bench:workers [-- --database URL --size N --workers 1,2 --duration S --connections C]`:
// the throughput of each search and `…/complete` call with the production server
// (`dist/server.js`) run as 1, then 2, … API processes (WORKERS), on the data bench:api seeds.
// autocannon runs in this process, on the same cores as the workers (and as PostgreSQL): on a
// 2-core machine the load generator takes its share, so 2 workers cannot double anything.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { openDatabase } from '../db/database.js';
import { ensureData, scenarios } from './bench-api.js';
import { type Measure, measureHttp, writeSection } from './bench-report.js';
import { startScratchServer } from './scratch-server.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const url = flags.get('database') ?? 'sqlite:./data/bench.db';
const counts = (flags.get('workers') ?? '1,2').split(',').map(Number);
const seconds = Number(flags.get('duration') ?? 10);
const connections = Number(flags.get('connections') ?? 32);

/** The server as `npm start` runs it, with WORKERS; every worker is given a moment to listen. */
async function startServer(workers: number, key: string): Promise<{ base: string; child: ChildProcess }> {
  const server = await startScratchServer(key, { DATABASE_URL: url, WORKERS: String(workers) });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return server;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const fixed = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const int = (v: number) => Math.round(v).toLocaleString('en-US');

async function main(): Promise<void> {
  const origin = await ensureData();
  const database = openDatabase(url);
  // The searches and `…/complete` calls: the asset scenarios (issue 26) have targets at one
  // connection only, which the worker count does not change.
  const list = (await scenarios(database)).filter((s) => s.kind !== 'asset');
  const dialect = database.dialect;
  await database.close();
  const key = randomBytes(18).toString('base64url');
  const results = new Map<number, Measure[]>();
  for (const workers of counts) {
    const { base, child } = await startServer(workers, key);
    const measures: Measure[] = [];
    try {
      for (const scenario of list) {
        const run = (secs: number) =>
          measureHttp({
            base,
            paths: scenario.paths,
            connections,
            seconds: secs,
            headers: { 'api-key': key },
            cache: false,
          });
        await run(1); // warm-up: JIT in every worker, page cache
        const measure = await run(seconds);
        console.error(
          `${workers} worker(s) · ${scenario.name}: ${int(measure.rps)} req/s, p95 ${fixed(measure.p95)} ms`,
        );
        measures.push(measure);
      }
    } finally {
      await stop(child);
    }
    results.set(workers, measures);
  }
  const [one, ...more] = counts;
  const header = counts.map((w) => `${w} worker${w > 1 ? 's' : ''}: req/s · p95 (ms)`);
  const rows = list.map((scenario, i) => {
    const cells = counts.map((w) => {
      const m = results.get(w)![i]!;
      return `${int(m.rps)} · ${fixed(m.p95)}${m.errors ? ` (${m.errors} errors)` : ''}`;
    });
    const ratios = more.map((w) => (results.get(w)![i]!.rps / results.get(one!)![i]!.rps).toFixed(2));
    return `| ${scenario.name} | ${cells.join(' | ')} | ${ratios.join(' | ')} |`;
  });
  const cpus = os.cpus();
  const name = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const section = [
    `<!-- bench:workers-${dialect} -->`,
    `## Workers: throughput with ${counts.join(' and ')} API processes (${name})`,
    '',
    `- Run: ${new Date().toISOString()} by \`npm run bench:workers\` (apps/api/src/cli/bench-workers.ts), ${url.replace(/\/\/[^@/]*@/, '//…@')}, the production server (\`dist/server.js\` with \`WORKERS\`), ${connections} connections, ${seconds} s per measure after 1 s of warm-up, every URL unique (response cache bypassed)`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}; load average at the end ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(
        ' / ',
      )}. **The load generator (autocannon) runs on the same ${cpus.length} cores** as the workers${dialect === 'postgres' ? ' and PostgreSQL' : ''}: it takes a large share of them, so these figures understate what ${more.length ? `${more.join(', ')} workers` : 'more workers'} would give with the clients on other machines.`,
    `- Data: ${origin}; the same scenarios as bench:api.`,
    '',
    `| Call | ${header.join(' | ')} | ${more.map((w) => `${w} ÷ ${one} req/s`).join(' | ')} |`,
    `|---|${counts.map(() => '---|').join('')}${more.map(() => '--:|').join('')}`,
    ...rows,
    `<!-- /bench:workers-${dialect} -->`,
  ].join('\n');
  writeSection(`workers-${dialect}`, section);
  console.log(`\n${section}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
