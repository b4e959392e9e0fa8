// The contact form's model: what its inputs hold, from and to the API's shapes (spec §3).
import {
  type ENTITY_AMOUNT_FIELDS,
  ENTITY_COUNT_FIELDS,
  type ENTITY_PERCENT_FIELDS,
  ENTITY_TEXT_FIELDS,
  type Entity,
  EntityCreate,
  EntityUpdate,
  ROLE_FLAGS,
  type RoleFlag,
  USER_TYPES,
  type UserType,
} from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

/** Portfolio fields in the spec's order (section 3). */
export const PORTFOLIO_FIELDS = [
  'n_sales',
  'n_sales_value',
  'total_square_foot',
  'total_square_foot_available',
  'total_units',
  'total_land_acres',
  'total_properties',
  'pct_vacant',
  'pct_leased',
  'n_properties_owned',
  'portfolio_square_foot',
  'portfolio_units',
  'revenue',
  'n_employees',
] as const satisfies readonly (
  | (typeof ENTITY_COUNT_FIELDS)[number]
  | (typeof ENTITY_AMOUNT_FIELDS)[number]
  | (typeof ENTITY_PERCENT_FIELDS)[number]
)[];
type PortfolioField = (typeof PORTFOLIO_FIELDS)[number];
/** Whole numbers get a numeric keypad; the others may have decimals. */
export const WHOLE_NUMBER_FIELDS: ReadonlySet<string> = new Set(ENTITY_COUNT_FIELDS);

/** Identity fields in the spec's order; `is_person` and `sunset` are flags. */
export const IDENTITY_FIELDS = ['name', ...ENTITY_TEXT_FIELDS] as const;
type TextField = (typeof IDENTITY_FIELDS)[number] | 'notes' | 'representative_id';
type FlagField = 'is_person' | 'sunset' | RoleFlag | UserType;

export type EntityFormValues = Record<TextField | PortfolioField, string> & Record<FlagField, boolean>;

/** Every field of the form, in the order it shows (the confirm dialog lists changes in it). */
export const ENTITY_FORM_ORDER = [
  ...IDENTITY_FIELDS,
  'representative_id',
  'is_person',
  'sunset',
  ...ROLE_FLAGS,
  ...USER_TYPES,
  ...PORTFOLIO_FIELDS,
  'notes',
] as const;

const FLAGS = ['is_person', 'sunset', ...ROLE_FLAGS, ...USER_TYPES] as const;
const TEXTS = [...IDENTITY_FIELDS, 'notes', 'representative_id'] as const;

/** The inputs' values for a saved contact (null → '') or for a new one. */
export function toEntityForm(entity: Partial<Entity> = {}): EntityFormValues {
  const values = {} as Record<string, string | boolean>;
  for (const field of TEXTS) values[field] = entity[field] ?? '';
  for (const field of PORTFOLIO_FIELDS) {
    const value = entity[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  for (const field of FLAGS) values[field] = entity[field] ?? false;
  return values as EntityFormValues;
}

/** What the shared schema checks: numbers parsed (text that is not one is refused there). */
export function toEntityInput(values: EntityFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const field of PORTFOLIO_FIELDS) input[field] = numberInput(values[field]);
  return input;
}

export const entityUpdateResolver = schemaResolver<EntityFormValues, EntityUpdate>(
  EntityUpdate,
  toEntityInput,
);
export const entityCreateResolver = schemaResolver<EntityFormValues, EntityCreate>(
  EntityCreate,
  toEntityInput,
);
