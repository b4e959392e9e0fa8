// The SPA fallback's early script (ADR 0051; the answers are taken by http/early-answers.ts):
// which GETs and modules each page of the client portal starts from its head. Written into the
// fallback by entry.server.tsx at build time, so none of this is in the browser's bundles.
import { CLIENT_PAGES, clientPageData } from '@crm/shared';

/** A portal page: its path, its route modules (their ids in routes.ts: a signed-in page's frame,
 * then its own), and the GETs its first render makes, `$1` standing for the path's one parameter
 * (URL-encoded, as `seg` does). The shared table (@crm/shared client-pages.ts) is also what the API
 * renders a client's page from (ADR 0052). */
export const EARLY_PAGES: ReadonlyArray<{ path: string; routes: string[]; data: string[] }> =
  CLIENT_PAGES.map((page) => ({
    path: page.path,
    routes: page.signedOut ? [page.route] : ['client-portal', page.route],
    data: clientPageData(page),
  }));

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
