// The figures dialog holds what its inputs hold (text); the shared schemas judge what it becomes:
// the year as the path's (1900 to 2100), the amounts as PUT …/figures/{year}'s body, so the dialog
// shows the API's own messages.
import { type PropertyFigure, PropertyFigureInput, PropertyFigureParams } from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export interface FigureFormValues {
  year: string;
  noi: string;
  opex: string;
  taxes: string;
}

/** A year and its amounts, checked. */
export type FigureChecked = PropertyFigureInput & { year: number };

export const AMOUNTS = ['noi', 'opex', 'taxes'] as const;

const text = (n: number | null) => (n === null ? '' : String(n));

/** A new year: the one after the latest entered, else last year (the latest a year's books close). */
export function blankFigure(years: readonly number[]): FigureFormValues {
  const year = years.length ? Math.max(...years) + 1 : new Date().getFullYear() - 1;
  return { year: String(year), noi: '', opex: '', taxes: '' };
}

export const toFigureForm = (f: PropertyFigure): FigureFormValues => ({
  year: String(f.year),
  noi: text(f.noi),
  opex: text(f.opex),
  taxes: text(f.taxes),
});

const FigureForm = PropertyFigureInput.extend({ year: PropertyFigureParams.shape.year });

export const figureResolver = schemaResolver<FigureFormValues, FigureChecked>(FigureForm, (values) => ({
  year: numberInput(values.year),
  noi: numberInput(values.noi),
  opex: numberInput(values.opex),
  taxes: numberInput(values.taxes),
}));
