// The built server (apps/api/dist/server.js) in a child process, as `npm start` runs it, for the
// tests of several processes and hosts, kills and outages. Requests go over real sockets, each on a
// connection of its own, so the cluster hands them to its workers in turn.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY, AUTH_SECRET } from './harness.js';

const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Settles once the output after character `from` matches; fails if the process exits first. */
  waitFor(text: string | RegExp, from?: number): Promise<void>;
  /** The serving workers' pids, as the primary logged them (WORKERS over 1). */
  workers(): number[];
  /** Sends `signal` and settles with the exit code once the process (and its workers) ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server with the tests' key and secret, no demo data, on a free port of 127.0.0.1,
 * logging at info, in a working folder of its own; `env` adds or overrides settings. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const cwd = mkdtempSync(join(tmpdir(), 'crm-server-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      API_KEYS: `tests:${API_KEY}`,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('exit', () => rmSync(cwd, { recursive: true, force: true }));

  const waitFor = (pattern: string | RegExp, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const found = () => {
        const rest = text.slice(from);
        return typeof pattern === 'string' ? rest.includes(pattern) : pattern.test(rest);
      };
      if (found()) return resolve();
      const look = () => {
        if (!found()) return;
        child.stdout?.off('data', look);
        child.stderr?.off('data', look);
        resolve();
      };
      child.stdout?.on('data', look);
      child.stderr?.on('data', look);
      void exited.then((code) => reject(new Error(`server exited (${code}) before ${pattern}:\n${text}`)));
    });

  await waitFor(/CRM running at http:\/\/[\d.]+:\d+/);
  const port = Number(/CRM running at http:\/\/[\d.]+:(\d+)/.exec(text)![1]);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    waitFor,
    workers: () => [...text.matchAll(/"worker":(\d+),"msg":"worker listening"/g)].map((m) => Number(m[1])),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are asserted field by field
  body: any;
}

/** One request on a connection of its own (so each goes to the next worker of a cluster), with
 * the tests' api-key unless `headers` names another credential. A refused connection rejects, and
 * so does one left without an answer for `patience` ms: a connection the cluster's primary was
 * handing to a worker killed at that moment is never answered nor closed (node's round-robin
 * handoff keeps it), as a client's own time limit would find. */
export function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = { 'api-key': API_KEY },
  patience = 15_000,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => {
          let parsed: unknown = data;
          try {
            parsed = data ? JSON.parse(data) : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(patience, () => req.destroy(new Error(`no answer from ${method} ${url}`)));
    req.end(payload);
  });
}
