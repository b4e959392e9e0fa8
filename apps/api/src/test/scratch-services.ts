// A PostgreSQL cluster and a Redis server of a test's own, on free ports in temporary folders, that
// the outage tests stop and start under load. The machine's shared PostgreSQL and Redis are never
// touched. PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../shared/free-port.js';

/** The newest PostgreSQL server installed from Debian's packages. */
function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('No PostgreSQL server in /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

export interface ScratchPostgres {
  /** postgres://…/postgres on the cluster. */
  url: string;
  start(): void;
  /** A fast shutdown: sessions are ended, every committed transaction is kept. */
  stop(): void;
  /** Stops the cluster and removes its folder. */
  remove(): void;
}

export async function scratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'crm-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : `${bin}/${command}`,
      asRoot ? ['-u', 'postgres', '--', `${bin}/${command}`, ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  const start = () => pgCtl('-l', join(dir, 'log'), '-o', options, 'start');
  const stop = () => pgCtl('-m', 'fast', 'stop');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ScratchRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** redis-server in the foreground, no persistence; started and stopped again on the same port. */
export async function scratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = server;
      let out = '';
      server.stdout?.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Ready to accept connections')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const server = child;
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
