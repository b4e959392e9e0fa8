import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, COLORS, HEADER_HEIGHT, LOGO_WIDTH } from './tokens';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const css = read('./site.css');
const STYLESHEETS = {
  'site.css': css,
  'home.css': read('../features/home/home.css'),
  'showcase.css': read('../features/showcase/showcase.css'),
};

describe('the public stylesheets follow the theme', () => {
  it('use the theme’s colours', () => {
    expect(css).toContain(`--primary: ${COLORS.primary};`);
    expect(css).toContain(`--secondary: ${COLORS.secondary};`);
    expect(css).toContain(`--text: ${COLORS.text};`);
    expect(css).toContain(`--text-2: ${COLORS.textSecondary};`);
  });

  it.each(Object.entries(STYLESHEETS))(
    '%s breaks only at the theme’s breakpoints, as min-width queries',
    (_, sheet) => {
      const widths = [...sheet.matchAll(/(min|max)-width: (\d+)px\)/g)].map(
        ([, kind, width]) => `${kind}-${width}`,
      );
      expect(widths.length).toBeGreaterThan(0);
      const allowed = Object.values(BREAKPOINTS).map((value) => `min-${value}`);
      for (const width of widths) expect(allowed).toContain(width);
    },
  );

  it('give the header the spec’s heights and the logo its widths', () => {
    const header = css.slice(css.indexOf('.site-header {'), css.indexOf('.site-toolbar'));
    for (const height of Object.values(HEADER_HEIGHT)) expect(header).toContain(`height: ${height}px;`);
    expect(css).toContain(`width: ${LOGO_WIDTH.upToMd}px;`);
    expect(css).toContain(`width: ${LOGO_WIDTH.aboveMd}px;`);
  });

  it('give the NDA dialog the spec’s 800 px', () => {
    expect(STYLESHEETS['showcase.css']).toMatch(/\.nda \{[^}]*max-width: 800px;/);
  });
});
