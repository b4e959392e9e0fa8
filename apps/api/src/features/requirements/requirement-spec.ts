// Requirements as the data layer sees them (shared/record-spec.ts): by UUID v7, their columns in
// `requirements`, the lists as JSON text and the cities also in search form (`search_cities`).
import {
  PROPERTY_TYPES,
  type PropertyType,
  type Requirement,
  type RequirementCreate,
  searchText,
} from '@crm/shared';
import { numberOrNull, type Row, toIso } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A new requirement's columns: what was posted and whose it is. */
type RequirementInsert = RequirementCreate & { entity_id: string };

const list = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
};
const isPropertyType = (v: string): v is PropertyType => PROPERTY_TYPES.some((t) => t === v);

export function requirementFromRow(row: Row<'requirements'>): Requirement {
  const { version, search_cities, ...fields } = row;
  return {
    ...fields,
    id: String(row.id),
    entity_id: String(row.entity_id),
    property_types: list(row.property_types).filter(isPropertyType),
    cities: list(row.cities),
    // PostgreSQL answers a bigint or numeric as text; these are integer and double, but be exact.
    min_sqft: numberOrNull(row.min_sqft),
    max_sqft: numberOrNull(row.max_sqft),
    price_max: numberOrNull(row.price_max),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** A city list in search form, the form GET /requirements?city= compares (as the contact search's
 * city filter: searchText, whole value). */
export const searchCities = (cities: readonly string[]) => [...new Set(cities.map(searchText))];

export const requirementSpec: RecordSpec<'requirements', Requirement, RequirementInsert> = {
  table: 'requirements',
  key: 'id',
  auditType: 'requirement',
  missing: 'lookup.requirement',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: requirementFromRow,
  derived: {
    from: ['cities'],
    columns: (r) => (r.cities ? { search_cities: searchCities(r.cities) } : {}),
  },
};
