// A building's yearly figures (issue 26, ADR 0040): net operating income, operating expenses and
// taxes of one year, entered by staff. One row per address and year: PUT …/figures/{year} writes
// the year (only the amounts given), DELETE removes it.
import { z } from 'zod';
import { outNumber, timestamps } from './fields.js';
import type { MessageKey } from './messages.js';

export const FIGURE_YEAR_MIN = 1900;
export const FIGURE_YEAR_MAX = 2100;
export const FIGURE_AMOUNT_MAX = 1e12;
/** How many years `…/complete` shows: the latest ones. */
export const FIGURES_SHOWN = 10;

const amount = (key: MessageKey, min: number) =>
  z.number({ error: key }).finite(key).min(min, key).max(FIGURE_AMOUNT_MAX, key).nullable().optional();

/** The path of one year: /addresses/{id}/figures/{year}. */
export const PropertyFigureParams = z.object({
  id: z.string().describe('Record UUID'),
  year: z.coerce
    .number({ error: 'figures.val.year' })
    .int('figures.val.year')
    .min(FIGURE_YEAR_MIN, 'figures.val.year')
    .max(FIGURE_YEAR_MAX, 'figures.val.year')
    .describe('The year the figures are of, 1900 to 2100'),
});
export type PropertyFigureParams = z.infer<typeof PropertyFigureParams>;

/** PUT /addresses/{id}/figures/{year}: the amounts given are written (null clears one); a year not
 * stored yet is created with them. */
export const PropertyFigureInput = z.strictObject({
  noi: amount('figures.val.noi', -FIGURE_AMOUNT_MAX).describe(
    'Net operating income of the year (negative for a loss)',
  ),
  opex: amount('figures.val.opex', 0).describe('Operating expenses of the year'),
  taxes: amount('figures.val.taxes', 0).describe('Property taxes of the year'),
});
export type PropertyFigureInput = z.infer<typeof PropertyFigureInput>;

export const PropertyFigure = z.object({
  year: z.number().int(),
  noi: outNumber,
  opex: outNumber,
  taxes: outNumber,
  ...timestamps,
});
export type PropertyFigure = z.infer<typeof PropertyFigure>;

export const PropertyFigureList = z.object({ data: z.array(PropertyFigure) });
export type PropertyFigureList = z.infer<typeof PropertyFigureList>;
