// The production server (apps/api/dist/server.js, as `npm start` runs it) in a child process of
// the benches and scans: on a free port of 127.0.0.1, settled once it answers the API key.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '../shared/free-port.js';

const SERVER = fileURLToPath(new URL('../server.js', import.meta.url));

/** Starts the server with `env` over these defaults (no demo data, a fresh auth secret, the key
 * `key`), and waits until `GET /api/v1/entities/count` answers it; fails if the process exits. */
export async function startScratchServer(
  key: string,
  env: Record<string, string>,
  options: { cwd?: string } = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEYS: `scratch:${key}`,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && !exited; i++) {
    const up = await fetch(`${base}/api/v1/entities/count`, { headers: { 'api-key': key } })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the scratch server did not start');
}
