// A one-line progress bar on stderr, so stdout stays clean for results. On a terminal it redraws
// in place; in a log (no TTY) it prints a line every 10% instead of filling the file with frames.

const WIDTH = 30;
const REDRAW_MS = 100;
const LABEL = 28;

export interface Progress {
  /** Adds `n` done units. */
  tick(n?: number): void;
  /** Ends the line and returns the elapsed milliseconds. */
  done(): number;
}

const fmt = (n: number) => n.toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function progress(
  label: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  const start = performance.now();
  const tty = stream.isTTY === true;
  let count = 0;
  let lastDraw = 0;
  let lastDecile = -1;

  const line = () => {
    const ratio = total > 0 ? Math.min(1, count / total) : 1;
    const filled = Math.round(ratio * WIDTH);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
    const elapsed = performance.now() - start;
    const eta = ratio > 0 && ratio < 1 ? ` eta ${seconds((elapsed / ratio) * (1 - ratio))}` : '';
    const pct = `${(ratio * 100).toFixed(0).padStart(3)}%`;
    return `${label.padEnd(LABEL)} ${bar} ${pct} ${fmt(count)}/${fmt(total)} ${seconds(elapsed)}${eta}`;
  };
  const draw = (force: boolean) => {
    const now = performance.now();
    if (tty) {
      if (!force && now - lastDraw < REDRAW_MS) return;
      lastDraw = now;
      stream.write(`\r${line()}\x1b[K`);
      return;
    }
    const decile = total > 0 ? Math.floor((count / total) * 10) : 10;
    if (force || decile > lastDecile) {
      lastDecile = decile;
      stream.write(`${line()}\n`);
    }
  };

  draw(true);
  return {
    tick(n = 1) {
      count += n;
      draw(false);
    },
    done() {
      count = Math.max(count, total);
      if (tty) {
        draw(true);
        stream.write('\n');
      } else if (lastDecile < 10) draw(true);
      return performance.now() - start;
    },
  };
}

/** Runs a step that has no countable units (an index rebuild), showing its label meanwhile. */
export async function step<T>(label: string, run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  process.stderr.write(`${label.padEnd(LABEL)} …`);
  const value = await run();
  const ms = performance.now() - start;
  process.stderr.write(` ${seconds(ms)}\n`);
  return { value, ms };
}
