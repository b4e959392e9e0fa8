// The SPA fallback's early script (ADR 0051; the answers are taken by http/early-answers.ts):
// which GETs and modules each page of the client portal starts from its head. Written into the
// fallback by entry.server.tsx at build time, so none of this is in the browser's bundles.

/** What every page of a signed-in client asks first: who is signed in, and their client record;
 * and the route module of their portal's frame. */
const CLIENT = { routes: ['client-portal'], data: ['/api/auth/get-session', '/api/v1/client/me'] };

/** A client's page: the portal's frame, then its own route module and GETs. */
const clientPage = (path: string, route: string, data: string[]) => ({
  path,
  routes: [...CLIENT.routes, route],
  data: [...CLIENT.data, ...data],
});

/** A portal page: its path, its route modules (their ids in routes.ts), and the GETs its first
 * render makes, `$1` standing for the path's one parameter (URL-encoded, as `seg` does). */
export const EARLY_PAGES: ReadonlyArray<{ path: string; routes: string[]; data: string[] }> = [
  clientPage('^/portal/?$', 'portal-home', ['/api/v1/client/properties', '/api/v1/client/performance']),
  clientPage('^/portal/properties/([^/]+)/?$', 'portal-property', [
    '/api/v1/client/properties/$1/performance',
  ]),
  clientPage('^/portal/updates/?$', 'portal-updates', ['/api/v1/client/updates']),
  clientPage('^/portal/documents/?$', 'portal-documents', ['/api/v1/client/documents']),
  clientPage('^/portal/messages/?$', 'portal-messages', [
    '/api/v1/client/messages',
    '/api/v1/client/properties',
  ]),
  clientPage('^/portal/settings/?$', 'portal-settings', []),
  // Signed out: the invitation and whether Google is offered.
  {
    path: '^/portal/invite/([^/]+)/?$',
    routes: ['client-invite'],
    data: ['/api/v1/public/client-invites/$1', '/api/v1/public/auth-config'],
  },
];

/** The headers of every GET the app makes (http/client.ts): the same request, the same answer. */
export const EARLY_INIT = {
  credentials: 'same-origin',
  cache: 'no-store',
  headers: { accept: 'application/json' },
};

/** Where the build writes the messages' chunks (scripts/fill-fallback.mjs replaces it). */
const MESSAGE_CHUNKS = 'M={}';

interface RouteAssets {
  module: string;
  imports?: string[];
}

/** The script, for the fallback page, given React Router's manifest (route id → its module and
 * its module's imports). */
export function earlyScript(
  routes: Record<string, RouteAssets | undefined>,
  namespaces: readonly string[],
): string {
  const modules = (ids: string[]) => [
    ...new Set(ids.flatMap((id) => (routes[id] ? [routes[id].module, ...(routes[id].imports ?? [])] : []))),
  ];
  const pages = EARLY_PAGES.map((page) => ({ ...page, routes: undefined, modules: modules(page.routes) }));
  // M: the messages' chunks by language and namespace, filled in by the build
  // (render/message-chunks.mjs, scripts/fill-fallback.mjs).
  return `(function(){var P=${JSON.stringify(pages)},I=${JSON.stringify(EARLY_INIT)},N=${JSON.stringify(namespaces)},${MESSAGE_CHUNKS},p=location.pathname;for(var i=0;i<P.length;i++){var m=new RegExp(P[i].path).exec(p);if(!m)continue;var id='';try{id=encodeURIComponent(decodeURIComponent(m[1]||''))}catch(e){return}var e=window.__early={};P[i].data.forEach(function(u){u=u.replace('$1',id);var f=fetch(u,I),x=e[u]={at:Date.now(),answer:f};x.body=f.then(function(r){return r.ok?r.clone().json():void 0}).then(function(b){x.value=b},function(){})});var L='en';try{if(localStorage.getItem('language')==='fr')L='fr'}catch(e){}N.forEach(function(n){P[i].modules=P[i].modules.concat(M[L+'/'+n]||[])});P[i].modules.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});setTimeout(warm,0,L+'-CA');return}function warm(L){new Intl.NumberFormat(L,{style:'currency',currency:'CAD',currencyDisplay:'narrowSymbol'}).format(1);new Intl.NumberFormat(L,{style:'percent'}).format(1);new Intl.DateTimeFormat(L,{dateStyle:'long'}).format(0);new Intl.PluralRules(L.slice(0,2)).select(1)}})()`;
}
