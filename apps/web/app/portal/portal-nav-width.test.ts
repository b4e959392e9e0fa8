// The portal's bar holds on one line from NAV_FROM (1024 px) in both languages: its widths summed
// from the labels as they are now, with Roboto's own advance widths (the font the portal loads,
// read from its WOFF file) and MUI's button metrics. A label made longer that would wrap the bar
// fails here, not in a window someone happens to open.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { admin as enAdmin } from '../i18n/en/admin';
import { common as enCommon } from '../i18n/en/common';
import { admin as frAdmin } from '../i18n/fr/admin';
import { common as frCommon } from '../i18n/fr/common';
import { site } from '../site-config';
import { NAV_FROM } from './site-bar';

/** Text width in px of a Roboto weight at a size: its cmap (format 4) and hmtx tables. */
function roboto(weight: 500 | 700) {
  const file = createRequire(import.meta.url).resolve(
    `@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`,
  );
  const b = readFileSync(file);
  const tables: Record<string, Buffer> = {};
  for (let i = 0; i < b.readUInt16BE(12); i++) {
    const o = 44 + i * 20;
    const [off, length, original] = [b.readUInt32BE(o + 4), b.readUInt32BE(o + 8), b.readUInt32BE(o + 12)];
    const raw = b.subarray(off, off + length);
    tables[b.toString('latin1', o, o + 4)] = length < original ? inflateSync(raw) : raw;
  }
  const { head, hhea, hmtx, cmap } = tables as Record<'head' | 'hhea' | 'hmtx' | 'cmap', Buffer>;
  const glyphs = new Map<number, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const off = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(off) !== 4) continue;
    const segX2 = cmap.readUInt16BE(off + 6);
    const [ends, starts] = [off + 14, off + 16 + segX2];
    const [deltas, ranges] = [starts + segX2, starts + 2 * segX2];
    for (let s = 0; s < segX2 / 2; s++) {
      const [start, end] = [cmap.readUInt16BE(starts + 2 * s), cmap.readUInt16BE(ends + 2 * s)];
      const [delta, range] = [cmap.readInt16BE(deltas + 2 * s), cmap.readUInt16BE(ranges + 2 * s)];
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const g = range === 0 ? c : cmap.readUInt16BE(ranges + 2 * s + range + 2 * (c - start));
        glyphs.set(c, (g + delta) & 0xffff);
      }
    }
  }
  const [unitsPerEm, metrics] = [head.readUInt16BE(18), hhea.readUInt16BE(34)];
  const advance = (g: number) => hmtx.readUInt16BE(4 * Math.min(g, metrics - 1));
  return (text: string, px: number) =>
    ([...text].reduce((w, ch) => w + advance(glyphs.get(ch.codePointAt(0) ?? 0) ?? 0), 0) * px) / unitsPerEm;
}

const [medium, bold] = [roboto(500), roboto(700)];
// MUI's text button: 8 px each side, at least 64 px; an end icon adds 20 px and 4 px net margin.
const button = (label: string, extra = 0) => Math.max(64, medium(label, 14) + 16 + extra);
const MENU = 24;
const COUNT = 8 + 34; // the inbox badge at its widest ("99+")

describe.each([
  ['en', enAdmin.layout, enCommon.header.switchTo],
  ['fr', frAdmin.layout, frCommon.header.switchTo],
])('the portal bar in %s', (_, l, toggle) => {
  const nav =
    [l.today, l.search, l.requirements, l.comps].reduce((w, label) => w + button(label), 0) +
    button(l.inbox, COUNT) +
    button(l.deals, MENU) +
    button(l.more, MENU) +
    4 * 6 + // the nav's gaps
    16; // its right margin
  // Padding 24 px a side; the logo; the bar's 8 px gaps; the language button (its globe 24 px);
  // the account avatar.
  const rest = 48 + 40 + 8 * 4 + button(toggle, 24) + 44;

  it(`fits on one line from ${NAV_FROM} px, the firm's name left out`, () => {
    expect(nav + rest).toBeLessThanOrEqual(NAV_FROM - 16);
  });

  it('fits with the firm’s name from 1280 px', () => {
    expect(nav + rest + 12 + bold(site.shortName, 16)).toBeLessThanOrEqual(1280 - 16);
  });
});
