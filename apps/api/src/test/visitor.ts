// Requests of a website visitor: no api-key, a JSON body, optional extra headers and client address.
import type { InjectOptions } from 'fastify';
import type { TestApp } from './harness.js';

export interface VisitorAnswer {
  status: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
  body: any;
}

/** inject with a JSON body (a string is sent as it is) and these headers, from `ip` when given;
 * the answer's body is parsed when it is JSON. */
export async function visit(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  ip?: string,
): Promise<VisitorAnswer> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  let parsed: unknown;
  try {
    parsed = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    parsed = res.body;
  }
  return { status: res.statusCode, headers: res.headers, body: parsed };
}
