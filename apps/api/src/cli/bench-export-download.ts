// One download of bench-export.ts: GETs a path of the app, counting bytes and CSV lines as they
// arrive and dropping them, with the process's memory sampled every 20 ms meanwhile.
import http from 'node:http';

export interface Run {
  name: string;
  path: string;
  ms: number;
  rows: number;
  bytes: number;
  rssGrowth: number;
  /** Peak of V8's heap plus Buffers (external memory) minus before: what the export itself holds. */
  heapGrowth: number;
}

export function download(base: string, key: string, name: string, path: string): Promise<Run> {
  global.gc?.();
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  const start0 = process.memoryUsage();
  const before = start0.rss;
  let peak = before;
  let heapPeak = held(start0);
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, held(m));
  }, 20);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'api-key': key } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => {
          clearInterval(timer);
          const ms = performance.now() - start;
          resolve({
            name,
            path,
            ms,
            rows: lines - 1,
            bytes,
            rssGrowth: peak - before,
            heapGrowth: heapPeak - held(start0),
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
