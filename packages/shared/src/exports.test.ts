import { describe, expect, it } from 'vitest';
import { EntityExportQuery, neutraliseFormula, readSummary, restoreFormula, summaryItem } from './exports.js';

describe('export cells', () => {
  it('puts one quote before what a spreadsheet would evaluate, and only that', () => {
    for (const text of ['=SUM(A1)', '+15145551234', '-1+2', '@x', '  =x', '\tcmd', '\rcmd', "'=x", "''+y"])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['plain', "'quoted", 'a=b', ' x', "it's", '', '1-2'])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it('restores exactly what it neutralised', () => {
    for (const text of ['=SUM(A1)', '+15145551234', "'=x", "''+y", "'quoted", 'plain', '  -3'])
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
  });

  it('takes the query filters and a format (csv by default), never a page', () => {
    expect(EntityExportQuery.parse({ name: 'x', limit: '5', offset: '10' })).toEqual({
      name: 'x',
      format: 'csv',
    });
    expect(EntityExportQuery.safeParse({ format: 'pdf' }).error?.issues[0]?.message).toBe('val.exportFormat');
  });
});

describe('summary cells', () => {
  it('read back what the export writes, item by item with its tag', () => {
    const cell = [summaryItem('a@b.c', 'WORK'), summaryItem('Jane Doe', 'CO-OWNER')].join('; ');
    expect(readSummary(cell)).toEqual([
      { value: 'a@b.c', tag: 'WORK' },
      { value: 'Jane Doe', tag: 'CO-OWNER' },
    ]);
  });

  it('read a plain value as one item without a tag, brackets of a phone number included', () => {
    expect(readSummary('(514) 555-0101')).toEqual([{ value: '(514) 555-0101', tag: null }]);
    expect(readSummary(' x@y.z ')).toEqual([{ value: 'x@y.z', tag: null }]);
  });
});
