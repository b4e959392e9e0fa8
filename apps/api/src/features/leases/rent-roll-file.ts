// A rent roll as a file (`format=csv|xlsx`): its rows under stable English column keys
// (RENT_ROLL_COLUMNS, a portfolio's led by `building`), then its totals as key-and-value lines and,
// in the XLSX, the expiries by year. CSV: the rows, a blank line, the totals. XLSX: the sheets
// "Rent roll", "Totals" and "Expiries". Texts go through the exports' formula guard (a tenant named
// "=HYPERLINK(…)" stays text); numbers stay numbers, unrounded, for the tools that read them.
import {
  PORTFOLIO_RENT_ROLL_COLUMNS,
  type PortfolioRentRoll,
  RENT_ROLL_COLUMNS,
  RENT_ROLL_TOTAL_KEYS,
  type RentRoll,
  type RentRollRow,
} from '@crm/shared';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLines } from '../exports/csv-lines.js';
import { type Cell, toCell } from '../exports/export-records.js';
import { CONTENT_TYPES } from '../exports/write-file.js';

export type RollFileFormat = 'csv' | 'xlsx';

/** A roll as answered, and what names its file: the building's address or the contact's name. */
export type NamedRoll = (RentRoll | PortfolioRentRoll) & { label: string };

export interface RollFile {
  name: string;
  type: string;
  body: string | Buffer;
}

export const SHEETS = { rows: 'Rent roll', totals: 'Totals', expiries: 'Expiries' } as const;
const EXPIRY_COLUMNS = ['year', 'sqft', 'rent'];
const SLUG_MAX = 60;

/** ASCII for a file name: "1250 René-Lévesque O., Montréal" → "1250-rene-levesque-o-montreal". */
export const fileSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '') || 'roll';

const rowCells = (row: RentRollRow): Cell[] =>
  [
    row.label,
    row.floor,
    row.rba,
    row.tenant_name,
    row.start_on,
    row.end_on,
    row.area_sqft,
    row.annual_rent,
    row.rent_per_sqft,
  ].map(toCell);

/** The rows' cells (with the building first for a portfolio's) under their column keys, and the
 * total lines. */
export function rollTable(roll: RentRoll | PortfolioRentRoll) {
  const rows: Cell[][] =
    'entity_id' in roll
      ? roll.rows.map((row) => [toCell(row.building_label), ...rowCells(row)])
      : roll.rows.map(rowCells);
  return {
    columns: 'entity_id' in roll ? PORTFOLIO_RENT_ROLL_COLUMNS : RENT_ROLL_COLUMNS,
    rows,
    totals: RENT_ROLL_TOTAL_KEYS.map((key): Cell[] => [key, roll.totals[key]]),
  };
}

export async function rentRollFile(format: RollFileFormat, roll: NamedRoll): Promise<RollFile> {
  const name = `rent-roll-${fileSlug(roll.label)}-${roll.as_of}.${format}`;
  const { columns, rows, totals } = rollTable(roll);
  if (format === 'csv')
    return { name, type: CONTENT_TYPES.csv, body: CSV_BOM + csvLines([columns, ...rows, [], ...totals]) };
  const book = new ExcelJS.Workbook();
  book.addWorksheet(SHEETS.rows).addRows([[...columns], ...rows]);
  book.addWorksheet(SHEETS.totals).addRows(totals);
  book
    .addWorksheet(SHEETS.expiries)
    .addRows([EXPIRY_COLUMNS, ...roll.expiries.map((e) => [e.year, e.sqft, e.rent])]);
  return { name, type: CONTENT_TYPES.xlsx, body: Buffer.from(await book.xlsx.writeBuffer()) };
}
