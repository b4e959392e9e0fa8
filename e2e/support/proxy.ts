// What e2e/proxy.spec.ts runs: two API processes (the built server, as `npm start` runs it) on one
// SQLite file, behind nginx running deploy/nginx.conf with this run's addresses, ports and a
// self-signed certificate for crm.test. nginx listens on IPv6 loopback only and reaches the API
// processes over IPv4, so the API can tell the browser's address (::1, from X-Forwarded-For) from
// nginx's own (127.0.0.1).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Proxied {
  /** https://crm.test:<port> */
  baseURL: string;
  /** The first API process itself, for arranging and checking data with the api-key. */
  direct: string;
  database: string;
  close(): Promise<void>;
}

function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      out += chunk;
      const port = /CRM running at http:\/\/[\d.]+:(\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => reject(new Error(`API exited (${code}): ${out}`)));
  });
}

/** deploy/nginx.conf with these upstream servers, ports (IPv6 loopback) and certificate. */
export function nginxSite(
  upstreams: string[],
  ports: { http: number; https: number },
  tls: { cert: string; key: string },
) {
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  let first = true;
  return site
    .replace(/^(\s*)server \d[\d.]*:\d+( [^;]*);\n/gm, (_line, indent: string, options: string) => {
      if (!first) return '';
      first = false;
      return upstreams.map((u) => `${indent}server ${u}${options};\n`).join('');
    })
    .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '')
    .replace(/listen 80;/, `listen [::1]:${ports.http};`)
    .replace(/listen 443 /, `listen [::1]:${ports.https} `)
    .replace(/server_name crm\.example\.com;/g, 'server_name crm.test;')
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${tls.cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`);
}

export async function startProxied(
  dir: string,
  ports: { http: number; https: number },
  env: Record<string, string>,
) {
  const baseURL = `https://crm.test:${ports.https}`;
  const database = join(dir, 'proxy.db');
  const settings = { DATABASE_URL: `sqlite:${database}`, PUBLIC_URL: baseURL, TRUST_PROXY: 'true', ...env };
  // The first migrates the file; the second finds it ready.
  const first = await startApi(settings);
  const second = await startApi(settings);

  const cert = join(dir, 'crm.test.pem');
  const key = join(dir, 'crm.test.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=crm.test',
      '-addext',
      'subjectAltName=DNS:crm.test',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const upstreams = [first.port, second.port].map((p) => `127.0.0.1:${p}`);
  writeFileSync(join(dir, 'crm.conf'), nginxSite(upstreams, ports, { cert, key }));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, temp), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${join(dir, 'nginx-access.log')};`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${join(dir, t)};`,
      ),
      `  include ${join(dir, 'crm.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')], {
    stdio: 'ignore',
  });
  // Ready once it answers on its HTTP port (the redirect to HTTPS).
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://[::1]:${ports.http}/`, { redirect: 'manual' }).then(
      (r) => r.status === 301,
      () => false,
    );
    if (ok) break;
    if (nginx.exitCode !== null || i > 100)
      throw new Error(`nginx did not start: ${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    baseURL,
    direct: `http://127.0.0.1:${first.port}`,
    database,
    close: async () => {
      await Promise.all([nginx, first.child, second.child].map(stop));
    },
  } satisfies Proxied;
}
