// Imported first by root.tsx, so it runs before any module that builds a schema: zod checks at
// schema construction whether it may compile parsers with `new Function`. That probe is caught,
// but the API's strict CSP (no 'unsafe-eval') still reports it as a violation on every page with
// a form. In the browser, zod parses without compiling; the server keeps the compiled parsers.
//
// This is what zod's `config({ jitless: true })` does, written to the global object zod reads its
// configuration from, so that pages without forms do not download zod for it
// (zod-config.test.ts checks that zod sees it).

const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
