import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, COLORS, HEADER_HEIGHT, LOGO_WIDTH } from './tokens';

const css = readFileSync(new URL('./site.css', import.meta.url), 'utf8');
const homeCss = readFileSync(new URL('../features/home/home.css', import.meta.url), 'utf8');

describe('the public stylesheet follows the theme', () => {
  it('uses the theme’s colours', () => {
    expect(css).toContain(`--primary: ${COLORS.primary};`);
    expect(css).toContain(`--secondary: ${COLORS.secondary};`);
    expect(css).toContain(`--text: ${COLORS.text};`);
    expect(css).toContain(`--text-2: ${COLORS.textSecondary};`);
  });

  it('breaks only at the theme’s breakpoints', () => {
    const widths = new Set(
      [...`${css}${homeCss}`.matchAll(/min-width: (\d+)px\)/g)].map((match) => Number(match[1])),
    );
    expect([...widths].every((width) => Object.values(BREAKPOINTS).includes(width as never))).toBe(true);
  });

  it('gives the header the spec’s heights and the logo its widths', () => {
    const header = css.slice(css.indexOf('.site-header {'), css.indexOf('.site-toolbar'));
    for (const height of Object.values(HEADER_HEIGHT)) expect(header).toContain(`height: ${height}px;`);
    expect(css).toContain(`width: ${LOGO_WIDTH.upToMd}px;`);
    expect(css).toContain(`width: ${LOGO_WIDTH.aboveMd}px;`);
  });
});
