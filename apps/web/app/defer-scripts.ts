// Build-time rewrite of a prerendered page so its JavaScript starts only after the first paint.
//
// The page is complete HTML: nothing on screen needs a script. But React Router's <Scripts/> puts
// ~35 `modulepreload` links in <head> and an inline module that imports the entry; on a fast
// connection those modules arrive and are evaluated before Chromium paints, and on a slow phone
// the first paint then waits for all of them (Lighthouse's simulation counts every module script
// that finished loading before the paint as render-blocking). Here the preloads are dropped and
// the module is kept in place but inert (so hydration still finds its element); a small classic
// script re-adds both once a frame has been painted. The CSP (apps/api/src/plugins/web-app.ts)
// hashes every inline <script>, so the re-created module, same text, is allowed.

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The classic script that starts the app once the document is parsed and a frame has been
 * painted, or 500 ms after parsing when no frame comes (a tab opened in the background). It sits
 * in <head>, where hydration ignores elements it did not render. The entry runs first; the
 * preloads (which spare the module graph its waterfall) follow six per task, as starting a fetch
 * costs a phone's main thread a few milliseconds each. */
function starter(hrefs: string[]): string {
  return `(function(){var done=false,h=${JSON.stringify(hrefs)};function preload(i){h.slice(i,i+6).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});if(i+6<h.length)setTimeout(preload,0,i+6)}function go(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.textContent=document.getElementById('app-entry').textContent;document.head.appendChild(s);setTimeout(preload,0,0)}function parsed(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()})()`;
}

/** `html` with its module scripts started after the first paint; unchanged when it has none. */
export function deferScripts(html: string): string {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) return html;
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => `<script type="text/plain" id="app-entry">${entry[1]}</script>`)
    .replace('</head>', () => `<script>${starter(hrefs)}</script></head>`);
}
