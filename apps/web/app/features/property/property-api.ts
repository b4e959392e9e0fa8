// A building's yearly figures (issue 26, ADR 0040): the list, a year written, a year deleted. What a
// write makes stale is the cache policy's `figuresChanged`.
import type { PropertyFigureInput } from '@crm/shared';
import { crm } from '../../http/client';

/** Every year entered, oldest first. */
export const listFigures = (addressId: string, signal?: AbortSignal) =>
  crm('GET /addresses/:id/figures', { params: [addressId], signal });

/** Writes the year's three amounts (null clears one), creating the year if need be. */
export const putFigure = (addressId: string, year: number, body: PropertyFigureInput) =>
  crm('PUT /addresses/:id/figures/:year', { params: [addressId, String(year)], body });

export const deleteFigure = (addressId: string, year: number) =>
  crm('DELETE /addresses/:id/figures/:year', { params: [addressId, String(year)] });
