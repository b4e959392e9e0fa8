// A bounded write load for the kill and outage tests: a few loops, each creating contacts one after
// another through the API until stopped, keeping what was acknowledged and every other outcome.
import { send } from './server-process.js';

export interface LoadResult {
  /** Names of the contacts the API acknowledged (201). */
  acked: string[];
  /** How many answers of each status (0: the connection failed, no answer). */
  statuses: Record<number, number>;
}

export interface Load {
  result: LoadResult;
  /** Settles once `n` more writes are acknowledged than now. */
  acks(n: number): Promise<void>;
  stop(): Promise<LoadResult>;
}

let serial = 0;
const PAUSE_MS = 25;

/** `loops` writers on `urls` (each loop on one, in turn), each waiting for its answer before the next. */
export function writeLoad(urls: string[], tag: string, loops = 3): Load {
  const result: LoadResult = { acked: [], statuses: {} };
  let running = true;
  const waiters: Array<{ target: number; resolve: () => void }> = [];
  const count = (status: number) => {
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  };
  const loop = async (url: string) => {
    while (running) {
      const name = `Load ${tag} ${++serial}`;
      try {
        const res = await send(`${url}/api/v1/entities`, 'POST', { name });
        count(res.status);
        if (res.status === 201) result.acked.push(name);
      } catch {
        count(0);
      }
      // Bounded: a few writes a second a loop, leaving the machine's cores to the servers.
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      for (const w of waiters.filter((w) => result.acked.length >= w.target)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(urls[i % urls.length]!)));
  return {
    result,
    acks: (n) =>
      new Promise((resolve) => {
        waiters.push({ target: result.acked.length + n, resolve });
      }),
    async stop() {
      running = false;
      await done;
      return result;
    },
  };
}
