// ADR 0013: the public pages load no MUI or Emotion before someone opens a portal page. Follows the
// static imports (not `import type`, not lazy `import()`) from the document and the public routes.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = dirname(fileURLToPath(import.meta.url));
const ENTRIES = [
  'root.tsx',
  'entry.client.tsx',
  'layout/public-layout.tsx',
  'routes/home.tsx',
  'routes/showcase.tsx',
  'routes/listings.tsx',
  'routes/listing.tsx',
  'routes/not-found.tsx',
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null; // CSS, JSON and other assets
}

/** Every package each reachable module imports, with the module that imports it. */
function packagesReached(): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = ENTRIES.map((entry) => resolve(APP, entry));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const next = resolveFile(file, specifier);
        if (next) queue.push(next);
      } else {
        packages.set(specifier, file.slice(APP.length + 1));
      }
    }
  }
  return packages;
}

describe('the public pages’ static imports', () => {
  it('never reach MUI, Emotion or the graph library', () => {
    const reached = [...packagesReached()].filter(([name]) => /^@(mui|emotion|xyflow)\//.test(name));
    expect(reached).toEqual([]);
  });

  it('are followed (the walk sees React and the router)', () => {
    const names = [...packagesReached().keys()];
    expect(names).toContain('react-router');
    expect(names).toContain('react-i18next');
  });
});
