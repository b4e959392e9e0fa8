// The inputs of a client's figures (client-figures.ts) for a set of buildings: their rent rolls on a
// day (leases/read-building-rolls.ts, set-based) and their stored yearly figures.
import type { Database } from '../../db/database.js';
import { numberOrNull, toIso } from '../../db/rows.js';
import { ROLL_CHUNK, readBuildingRolls } from '../leases/read-building-rolls.js';
import type { FigureRow } from './client-figures.js';

export async function readRollsAndFigures(database: Database, buildingIds: readonly string[], day: string) {
  const rolls = await readBuildingRolls(database, buildingIds, day);
  const figures: FigureRow[] = [];
  for (let at = 0; at < buildingIds.length; at += ROLL_CHUNK) {
    const rows = await database.db
      .selectFrom('property_figures')
      .select(['address_id', 'year', 'noi', 'updated_at'])
      .where('address_id', 'in', buildingIds.slice(at, at + ROLL_CHUNK))
      .execute();
    for (const r of rows)
      figures.push({
        address_id: String(r.address_id),
        year: Number(r.year),
        noi: numberOrNull(r.noi),
        updated_at: toIso(r.updated_at),
      });
  }
  return { rolls, figures };
}
