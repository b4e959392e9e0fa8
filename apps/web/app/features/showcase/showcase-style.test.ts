import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../theme/tokens';

const css = readFileSync(new URL('./showcase.css', import.meta.url), 'utf8');

describe('the showcase stylesheet', () => {
  it('breaks only at the theme’s breakpoints, as min-width queries', () => {
    const widths = [...css.matchAll(/(min|max)-width: (\d+)px\)/g)].map(
      ([, kind, width]) => `${kind}-${width}`,
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) {
      expect(Object.values(BREAKPOINTS).map((value) => `min-${value}`)).toContain(width);
    }
  });

  it('gives the NDA dialog the spec’s 800 px', () => {
    expect(css).toMatch(/\.nda \{[^}]*max-width: 800px;/);
  });
});
