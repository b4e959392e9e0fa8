import { type RequirementPage, type RequirementQuery, searchText } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { requirementFromRow } from './requirement-spec.js';

/** GET /requirements: who wants what, oldest requirement first. A size within [min, max] (an open
 * end is no limit); a city among the requirement's in search form (case and accents folded, whole
 * value: "montreal" finds Montréal, "mont" does not); a type among its property types (its rows in
 * `requirement_types`, migration 0029). Only a size is open-ended: a requirement naming no city (or
 * no type) is not found by one, since "who wants space in Montréal" means those who said so. The
 * cities are JSON text: one is matched as its quoted JSON form, never as part of another. */
export async function queryRequirements(database: Database, q: RequirementQuery): Promise<RequirementPage> {
  const { db } = database;
  const contains = (column: 'r.search_cities', item: string) => {
    const quoted = JSON.stringify(item);
    return database.dialect === 'postgres'
      ? sql<boolean>`strpos(${sql.ref(column)}, ${quoted}) > 0`
      : sql<boolean>`instr(${sql.ref(column)}, ${quoted}) > 0`;
  };
  let select = db
    .selectFrom('requirements as r')
    .innerJoin('entities as e', 'e.uuid', 'r.entity_id')
    .selectAll('r')
    .select('e.name as entity_name');
  if (q.deal) select = select.where('r.deal', '=', q.deal);
  if (q.entity_id) select = select.where('r.entity_id', '=', q.entity_id);
  // Its own rows only: a requirement naming no type ('*') is not found by one.
  if (q.type) {
    const type = q.type;
    select = select.where('r.id', 'in', (sub) =>
      sub.selectFrom('requirement_types').select('requirement_id').where('property_type', '=', type),
    );
  }
  if (q.city) select = select.where(contains('r.search_cities', searchText(q.city)));
  if (q.size !== undefined) {
    const size = q.size;
    select = select
      .where((eb) => eb.or([eb('r.min_sqft', 'is', null), eb('r.min_sqft', '<=', size)]))
      .where((eb) => eb.or([eb('r.max_sqft', 'is', null), eb('r.max_sqft', '>=', size)]));
  }
  const rows = await select.orderBy('r.id').limit(q.limit).offset(q.offset).execute();
  return {
    data: rows.map(({ entity_name, ...row }) => ({ ...requirementFromRow(row), entity_name })),
    offset: q.offset,
  };
}
