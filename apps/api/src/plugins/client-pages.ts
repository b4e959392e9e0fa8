// A signed-in client's portal page, rendered here with its data (ADR 0052). The page's GETs (the
// shared table, @crm/shared client-pages.ts) are answered in-process through the app's own routes,
// with the visitor's cookie, so every guard and filter is the one the browser's requests would meet;
// their answers go to the web app's server build as the load context, and into the page for its
// hydration. The phone paints the page complete from the HTML instead of after its scripts.
//
// The invitation (signed out) is rendered the same way, with the invitation and the sign-in
// options. Anything else gets the SPA fallback, whose app handles it as before: no cookie, no
// session, a staff member, an account that is not a client, a page whose GET is refused (another's
// property, a used invitation), a HEAD, or a render that fails. The HTML is the visitor's own:
// never cached, never shared.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  CLIENT_SESSION_URL,
  type ClientPageContext,
  clientPageRequests,
  hasStaffAccess,
  LANGUAGES,
  type Language,
  sessionUserOf,
} from '@crm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../shared/cookie-value.js';
import { cspOf } from './html-page.js';
import type { WebRenderer } from './web-renderer.js';

// On libuv's pool, not the request thread: the page is the visitor's own, compressed per answer.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The reader's language: the portal's choice, which the browser also keeps as a cookie; else, on
 * the invitation, the invitation's (as its page would switch to); else English. */
function languageOf(cookie: string | undefined, invitation: unknown): Language {
  const chosen = cookieValue(cookie, 'language');
  if (isLanguage(chosen)) return chosen;
  const invited = (invitation as { lang?: unknown } | undefined)?.lang;
  return isLanguage(invited) ? invited : 'en';
}

interface Answers {
  bodies: Record<string, unknown>;
  /** The session's answer may renew its cookie: passed on to the browser. */
  setCookies: string[];
}

/** The answers to `urls` as the visitor would get them; undefined when any is not a 200. */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: readonly string[],
): Promise<Answers | undefined> {
  const replies = await Promise.all(
    urls.map(async (url) => {
      const reply = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          cookie: request.headers.cookie ?? '',
          accept: 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
        },
      });
      return { url, reply };
    }),
  );
  if (replies.some(({ reply }) => reply.statusCode !== 200)) return undefined;
  const bodies: Record<string, unknown> = {};
  const setCookies: string[] = [];
  for (const { url, reply } of replies) {
    bodies[url] = reply.json();
    const set = reply.headers['set-cookie'];
    if (set) setCookies.push(...(Array.isArray(set) ? set : [set]));
  }
  return { bodies, setCookies };
}

export function clientPages(app: FastifyInstance, renderer: WebRenderer) {
  return {
    /** Answers `path` with the client's rendered page; false when the SPA fallback should. */
    async serve(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
      const requested = clientPageRequests(path);
      const cookie = request.headers.cookie;
      if (!requested || request.method !== 'GET') return false;
      const { page, urls } = requested;
      if (!page.signedOut && !cookie) return false;
      const answers = await answer(app, request, urls);
      if (!answers) return false;
      if (!page.signedOut) {
        const user = sessionUserOf(answers.bodies[CLIENT_SESSION_URL]);
        if (!user || hasStaffAccess(user.role)) return false;
      }
      const language = languageOf(cookie, page.signedOut ? answers.bodies[urls[0] ?? ''] : undefined);
      const context: ClientPageContext = { clientPage: { language, answers: answers.bodies } };
      let html: string;
      try {
        const res = await renderer.render(new Request(`${app.config.publicUrl}${request.url}`), context);
        if (res.status !== 200) return false;
        html = await res.text();
      } catch (error) {
        request.log.error({ err: error }, 'rendering a client page failed; sent the SPA fallback');
        return false;
      }
      for (const set of answers.setCookies) reply.header('set-cookie', set);
      reply
        .header('content-security-policy', cspOf(html))
        .header('cache-control', 'private, no-store')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      // Compressed for this one answer: quick settings, not the build's slowest.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts))
        await reply
          .header('content-encoding', 'br')
          .send(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      else if (/\bgzip\b/.test(accepts))
        await reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
      else await reply.send(html);
      return true;
    },
  };
}
