import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLines } from './csv-lines.js';
import type { Cell } from './export-records.js';
import { exportStream } from './write-file.js';

// Every kind of field RFC 4180 treats apart, and a neutralised formula.
const ROWS: Cell[][] = [
  ['plain', 'a,b', 'say "hi"', '"', 'line\nbreak', 'lone\rcr', 'crlf\r\nend', 'ends\r', ''],
  [null, 0, -1.5, 1e21, 12, "'=SUM(A1)", "'+15145551234 (MOBILE)", 'true', 'é ü 中 😀'],
  [',', '""', '\n', ' spaced ', 'a;b', "it's", '\t', 'x,"y"\r\nz', null],
];

async function body(columns: string[], pages: Cell[][][]): Promise<string> {
  const stream = exportStream('csv', {
    columns,
    sheet: 'Test',
    pages: (async function* () {
      yield* pages;
    })(),
    onError: (error) => {
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV export text', () => {
  it('has the bytes csv-stringify writes with the options the export used', async () => {
    const columns = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const expected = stringify([columns, ...ROWS], {
      bom: true,
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
    });
    expect(CSV_BOM + csvLines([columns, ...ROWS])).toBe(expected);
    // Through the stream, split over pages, and read back to the same fields.
    const file = await body(columns, [ROWS.slice(0, 1), [], ROWS.slice(1)]);
    expect(file).toBe(expected);
    const back = parse(file, { bom: true }) as string[][];
    expect(back.slice(1)).toEqual(ROWS.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
  });

  it('quotes exactly the fields holding a comma, a quote, a CR or an LF', () => {
    expect(csvLines([['a,b', 'a"b', 'a\rb', 'a\nb', "a'b", 'a b', '=a']])).toBe(
      '"a,b","a""b","a\rb","a\nb",a\'b,a b,=a\r\n',
    );
    expect(csvLines([[null, '', 0]])).toBe(',,0\r\n');
  });

  it('starts with the BOM and the header when nothing matches', async () => {
    expect(await body(['uuid', 'name'], [])).toBe(`${CSV_BOM}uuid,name\r\n`);
  });

  it('stops reading pages when the reader goes away', async () => {
    let read = 0;
    let returned = false;
    const pages = (async function* () {
      try {
        for (;;) {
          read++;
          yield [['row', read]] as Cell[][];
        }
      } finally {
        returned = true;
      }
    })();
    const stream = exportStream('csv', { columns: ['a', 'b'], sheet: 'Test', pages, onError: () => {} });
    const first = await new Promise((resolve) => stream.once('data', resolve));
    expect(String(first)).toContain('a,b');
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(returned).toBe(true);
    expect(read).toBeLessThan(10);
    expect(stream).toBeInstanceOf(Readable);
  });
});
