import type { PropertyFigure, PropertyFigureInput } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { addressSpec } from './address-spec.js';
import { figureAmounts, figureField, findFigure } from './property-figures.js';

/** PUT /addresses/{id}/figures/{year}: the amounts given replace the stored ones (null clears one),
 * a year not stored yet is created. A change is audited on the address (`figures.{year}`, the
 * year's amounts before and after) and raises its version, since its `…/complete` lists the
 * figures; the same amounts again write nothing. 404 for no address. */
export function putFigure(
  database: Database,
  id: string,
  year: number,
  input: PropertyFigureInput,
  actor: Actor,
): Promise<PropertyFigure> {
  return database.db.transaction().execute(async (trx) => {
    const address = String((await findRecordRow(trx, addressSpec, id)).uuid);
    const before = await findFigure(trx, address, year);
    const old = figureAmounts(before);
    const amount = (field: keyof PropertyFigureInput) =>
      input[field] === undefined ? (old?.[field] ?? null) : input[field];
    const next = { noi: amount('noi'), opex: amount('opex'), taxes: amount('taxes') };
    if (before && JSON.stringify(next) === JSON.stringify(old)) return before;
    const now = new Date().toISOString();
    if (before)
      await trx
        .updateTable('property_figures')
        .set({ ...next, updated_at: now })
        .where('address_id', '=', address)
        .where('year', '=', year)
        .execute();
    else
      await trx
        .insertInto('property_figures')
        .values({ address_id: address, year, ...next, created_at: now, updated_at: now })
        .execute();
    await bumpVersion(trx, 'addresses', address);
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: addressSpec.auditType,
      id: address,
      changes: { [figureField(year)]: { old, new: next } },
    });
    return (await findFigure(trx, address, year))!;
  });
}
