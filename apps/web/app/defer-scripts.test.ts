import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts';

const PAGE = [
  '<html><head><title>t</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry-2.js"/>',
  '</head><body><main>text</main>',
  '<script>window.__ctx = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry-2.js");</script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  const html = deferScripts(PAGE);

  it('leaves no module to load or run before the first paint', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
  });

  it('keeps the entry in place, inert, with its exact text (the CSP hash and hydration need both)', () => {
    expect(html).toContain(
      '<main>text</main><script>window.__ctx = {};</script><script type="text/plain" id="app-entry">import "/assets/manifest-1.js";\nimport("/assets/entry-2.js");</script></body>',
    );
  });

  it('adds one starter in <head> that preloads every module and runs the entry', () => {
    const starter = /<script>(\(function\(\)[\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
    expect(starter).toContain('h=["/assets/manifest-1.js","/assets/entry-2.js"]');
    expect(starter).toContain("getElementById('app-entry')");
    // It waits for a painted frame, with a timer for tabs that never paint.
    expect(starter).toContain('requestAnimationFrame');
    expect(starter).toContain('setTimeout(go,500)');
  });

  it('leaves a page without a module entry unchanged', () => {
    const plain = '<html><head></head><body><p>404</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });
});
