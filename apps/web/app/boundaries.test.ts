// The web app's layers (ARCHITECTURE.md, "Web app"): feature folders never import each other, and
// what sits below them (the portal kit, the session, the HTTP client, ui, i18n, theme) never
// imports a feature, a route module or the public layout. Route modules and the layout compose.
// Every import counts here, type-only and lazy ones included: each is a dependency a reader follows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The graph library (issue 17) is heavy: only the Ownership diagram imports it, and only lazily. */
const GRAPH_LIBRARY = /['"]@xyflow\//;
const GRAPH_MODULE = 'features/ownership/ownership-diagram.tsx';
const STATIC_IMPORT_OF_DIAGRAM = /(?:\bfrom\s+|^\s*import\s+)['"][^'"]*\/ownership-diagram(?:\.tsx)?['"]/m;

/** What each shared folder may import from the app, besides itself (packages are not limited). */
const BELOW_FEATURES: Record<string, readonly string[]> = {
  http: [],
  session: ['http'],
  i18n: ['site-config.ts'],
  theme: [],
  ui: ['i18n', 'theme', 'site-config.ts'],
  portal: ['http', 'session', 'i18n', 'theme', 'ui', 'site-config.ts'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each app-relative import of the app's sources: [importing file, imported path], from APP. */
function imports(): [string, string][] {
  return sources(APP).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(
      ([, specifier]) =>
        [relative(APP, file), relative(APP, resolve(dirname(file), specifier!)).split('?')[0]!] as [
          string,
          string,
        ],
    ),
  );
}

/** `features/links/x.tsx` → `features/links`; `portal/editing/y.ts` → `portal`; `seo.ts` → itself. */
const area = (path: string) => {
  const parts = path.split('/');
  if (parts[0] === 'features') return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0]! : /\.tsx?$/.test(path) ? path : `${path}.ts`;
};

describe('the web app’s layers', () => {
  const all = imports();

  it('are read (the walk sees the imports of every folder)', () => {
    const from = new Set(all.map(([file]) => area(file)));
    for (const folder of ['features/links', 'features/contacts', 'portal', 'routes', 'session'])
      expect(from).toContain(folder);
  });

  it('keep feature folders from importing each other, a route module or the layout', () => {
    const crossing = all.filter(([file, target]) => {
      const [a, b] = [area(file), area(target)];
      return a.startsWith('features/') && a !== b && /^(features\/|routes|layout)/.test(b);
    });
    expect(crossing.map(([file, target]) => `${file} → ${target}`)).toEqual([]);
  });

  it('keep the portal kit, session, HTTP client, ui, i18n and theme below every feature', () => {
    const upward = all.filter(([file, target]) => {
      const [a, b] = [area(file), area(target)];
      const allowed = BELOW_FEATURES[a];
      return allowed !== undefined && a !== b && !allowed.includes(b);
    });
    expect(upward.map(([file, target]) => `${file} → ${target}`)).toEqual([]);
  });

  it('keep the graph library in the Ownership diagram, which nothing imports but lazily', () => {
    const files = sources(APP).map((file) => [relative(APP, file), readFileSync(file, 'utf8')] as const);
    expect(files.filter(([, text]) => GRAPH_LIBRARY.test(text)).map(([file]) => file)).toEqual([
      GRAPH_MODULE,
    ]);
    expect(files.filter(([, text]) => STATIC_IMPORT_OF_DIAGRAM.test(text)).map(([file]) => file)).toEqual([]);
    // The walk sees the lazy import (else the check above proves nothing).
    expect(all).toContainEqual([
      'features/ownership/ownership-section.tsx',
      GRAPH_MODULE.replace(/\.tsx$/, ''),
    ]);
  });
});
