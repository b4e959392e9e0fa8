// The inputs of a client's figures (client-figures.ts) for a set of buildings: their rent rolls on a
// day (leases/read-building-rolls.ts, set-based) and their stored yearly figures.
import { type Database, prepared, readQueries } from '../../db/database.js';
import { numberOrNull, toIso } from '../../db/rows.js';
import { idIn, readBuildingRolls, rollChunks } from '../leases/read-building-rolls.js';
import type { FigureRow } from './client-figures.js';

export async function readRollsAndFigures(database: Database, buildingIds: readonly string[], day: string) {
  const rolls = await readBuildingRolls(database, buildingIds, day);
  // Through the read connection in one batch (SQLite: its prepared statements, beside the writer),
  // as the rolls are read; a named statement on PostgreSQL (idIn: the ids are one parameter).
  const chunks = rollChunks(buildingIds).map((part) =>
    prepared(
      database.db
        .selectFrom('property_figures')
        .select(['address_id', 'year', 'noi', 'updated_at'])
        .where(idIn(database, 'address_id', part))
        .compile(),
    ),
  );
  const figures: FigureRow[] = [];
  for (const rows of await readQueries(database, chunks))
    for (const r of rows)
      figures.push({
        address_id: String(r.address_id),
        year: Number(r.year),
        noi: numberOrNull(r.noi),
        updated_at: toIso(r.updated_at),
      });
  return { rolls, figures };
}
