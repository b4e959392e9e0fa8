// The pre-pass that makes vCard 2.1 (and exporters' slips) readable by ical.js.
import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, normaliseLine, splitVcards } from './split-vcards.js';

describe('normaliseLine', () => {
  it('2.1 bare types become TYPE=, with any TYPE= beside them', () => {
    expect(normaliseLine('TEL;WORK;VOICE:(514) 555-0101', true)).toBe('TEL;TYPE=WORK,VOICE:(514) 555-0101');
    expect(normaliseLine('TEL;PREF;TYPE=CELL:514', true)).toBe('TEL;TYPE=PREF,CELL:514');
  });

  it('quoted-printable in its charset, encoding and charset dropped, line breaks escaped', () => {
    expect(normaliseLine('NOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Tr=E8s=0D=0Abien', true)).toBe(
      'NOTE:Très\\nbien',
    );
    expect(normaliseLine('FN;CHARSET=UTF-8;QUOTED-PRINTABLE:Fran=C3=A7ois', false)).toBe('FN:François');
  });

  it('2.1 text: a comma and a lone backslash are text, `\\;` stays an escape', () => {
    expect(normaliseLine('ADR;HOME:;;1 Main St, Apt 2;C:\\x;QC\\;Y', true)).toBe(
      'ADR;TYPE=HOME:;;1 Main St\\, Apt 2;C:\\\\x;QC\\;Y',
    );
  });

  it('a 3.0 or 4.0 line needing nothing is untouched, quoted parameters included; a line with no colon is dropped', () => {
    const line = 'ADR;TYPE=work;LABEL="8 rue; Paris:France":;;8 rue de la Paix;Paris;;75002;France';
    expect(normaliseLine(line, false)).toBe(line);
    expect(normaliseLine('NOTE:a\\, b', false)).toBe('NOTE:a\\, b');
    expect(normaliseLine('just some text', false)).toBeUndefined();
  });
});

describe('decodeQuotedPrintable', () => {
  it('reads bytes in the charset, UTF-8 when none or unknown, keeps text already decoded', () => {
    expect(decodeQuotedPrintable('C=F4t=E9', 'ISO-8859-1')).toBe('Côté');
    expect(decodeQuotedPrintable('C=C3=B4t=C3=A9')).toBe('Côté');
    expect(decodeQuotedPrintable('=C3=A9t=C3=A9', 'x-unknown')).toBe('été');
    expect(decodeQuotedPrintable('déjà =3D 1')).toBe('déjà = 1');
  });
});

describe('splitVcards', () => {
  it('unfolds, joins soft breaks, skips photos of every shape and nested agents, puts VERSION first, ignores text between cards', () => {
    const file = [
      '\ufeffjunk before',
      'BEGIN:VCARD',
      'FN:Ann',
      'VERSION:4.0',
      'NOTE:one',
      '  two',
      'PHOTO:data:image/jpeg;base64,AAAA',
      ' BBBB',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'NOTE;ENCODING=QUOTED-PRINTABLE:a=',
      'b',
      'NOTE:x',
      ' y',
      'PHOTO;ENCODING=BASE64;JPEG:AAAA',
      'BBBBCCCC',
      '',
      'KEY;ENCODING=BASE64:QUJD',
      '  REVGRw==',
      '',
      'EMAIL:a@b.c',
      'AGENT:',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN:Her Assistant',
      'END:VCARD',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:No end',
    ].join('\r\n');
    expect(splitVcards(file)).toEqual([
      { line: 2, text: 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nNOTE:one two\r\nEND:VCARD\r\n' },
      {
        line: 10,
        text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:ab\r\nNOTE:x y\r\nEMAIL:a@b.c\r\nEND:VCARD\r\n',
      },
      { line: 29, text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No end\r\nEND:VCARD\r\n' },
    ]);
  });

  it('a card that lost its END:VCARD ends where the next card begins; the cards after it are kept', () => {
    const file = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ann', 'BEGIN:VCARD', 'VERSION:3.0', 'FN:Bob', 'END:VCARD']
      .concat(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Cid', 'END:VCARD'])
      .join('\r\n');
    expect(splitVcards(file)).toEqual([
      { line: 1, text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n' },
      { line: 4, text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n' },
      { line: 8, text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cid\r\nEND:VCARD\r\n' },
    ]);
  });
});
