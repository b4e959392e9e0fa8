// A building's yearly figures in its history (issue 26): put-figure.ts and delete-figure.ts audit
// a year on the address as one field, `figures.2025`, whose values are the year's amounts
// ({ noi, opex, taxes }) or null for a year not stored. Read as words, not as JSON.
import type { PropertyFigure } from '@crm/shared';

const AMOUNTS = ['noi', 'opex', 'taxes'] as const;
export type FigureAmount = (typeof AMOUNTS)[number];

/** The year a field names, when it is a year's figures. */
export function figureYear(field: string): number | null {
  const match = /^figures\.(\d{4})$/.exec(field);
  return match ? Number(match[1]) : null;
}

/** "NOI $1,200,000 · Taxes $90,000": the amounts given, in the figures table's order; '' for a year
 * not stored or with no amount. */
export function figureText(
  value: unknown,
  words: { label(amount: FigureAmount): string; amount(value: number): string },
): string {
  if (!value || typeof value !== 'object') return '';
  const amounts = value as Partial<Pick<PropertyFigure, FigureAmount>>;
  return AMOUNTS.filter((a) => typeof amounts[a] === 'number')
    .map((a) => `${words.label(a)} ${words.amount(amounts[a] as number)}`)
    .join(' · ');
}
