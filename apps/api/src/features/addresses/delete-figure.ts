import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { addressSpec } from './address-spec.js';
import { figureAmounts, figureField, findFigure } from './property-figures.js';

/** DELETE /addresses/{id}/figures/{year}: audited on the address like a write (its amounts to
 * null), its version raised. 404 for no address, or no figures of that year. */
export function deleteFigure(database: Database, id: string, year: number, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const address = String((await findRecordRow(trx, addressSpec, id)).uuid);
    const before = await findFigure(trx, address, year);
    if (!before) throw notFound('lookup.figure', 'year');
    await trx
      .deleteFrom('property_figures')
      .where('address_id', '=', address)
      .where('year', '=', year)
      .execute();
    await bumpVersion(trx, 'addresses', address);
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: addressSpec.auditType,
      id: address,
      changes: { [figureField(year)]: { old: figureAmounts(before), new: null } },
    });
  });
}
