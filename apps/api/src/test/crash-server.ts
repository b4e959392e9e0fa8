// The real server (`node apps/api/dist/server.js`, as `npm start` runs it) in a process of its own,
// for tests that kill it: on a free port, a given database, one api key, no demo data.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../shared/free-port.js';
import { AUTH_SECRET } from './harness.js';

const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/** Starts the server on `databaseUrl` and settles once it listens (it prints its address). Another
 * process on this shared machine may take the free port first: then it tries another, twice. */
export async function startServer(databaseUrl: string, apiKey: string, tries = 3): Promise<ServerProcess> {
  try {
    return await startOnce(databaseUrl, apiKey, await freePort());
  } catch (error) {
    if (tries > 1 && String(error).includes('EADDRINUSE')) return startServer(databaseUrl, apiKey, tries - 1);
    throw error;
  }
}

async function startOnce(databaseUrl: string, apiKey: string, port: number): Promise<ServerProcess> {
  // Its own working folder: the server reads a .env there, and the data folder defaults there.
  const cwd = mkdtempSync(join(tmpdir(), 'crm-server-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd,
    stdio: 'pipe',
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEYS: `crash:${apiKey}`,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(cwd, 'no-web-build'),
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit');
  // A test that fails or times out must not leave a server running after the test process.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.on('exit', () => {
    process.off('exit', orphan);
    rmSync(cwd, { recursive: true, force: true });
  });
  await new Promise<void>((resolve, reject) => {
    const look = () => stdout.includes('CRM running at') && resolve();
    child.stdout.on('data', look);
    child.on('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before listening: ${stderr}${stdout}`)),
    );
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
