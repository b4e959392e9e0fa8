// A new space of a building (issue 26): its unit, floor, rentable area, use, status and asking rent,
// as the inputs hold them, and the address the API stores for it. A space is an address (ADR 0040):
// the building's own text with the unit in it, the building's components (so a city search finds
// the space), the unit as its subpremise, and the building as its parent.
import {
  ADDRESS_COMPONENTS,
  type AddressComplete,
  AddressCreate,
  type SPACE_STATUSES,
  type SPACE_USES,
  spaceAddress,
} from '@crm/shared';
import type { Resolver } from 'react-hook-form';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export interface SpaceFormValues {
  subpremise: string;
  floor: string;
  rba: string;
  space_use: (typeof SPACE_USES)[number] | '';
  space_status: (typeof SPACE_STATUSES)[number] | '';
  asking_rent_sqft_year: string;
}

export const BLANK_SPACE: SpaceFormValues = {
  subpremise: '',
  floor: '',
  rba: '',
  space_use: '',
  space_status: 'vacant',
  asking_rent_sqft_year: '',
};

type Building = Pick<AddressComplete, 'uuid' | 'address' | 'country'> &
  Partial<Record<(typeof ADDRESS_COMPONENTS)[number], string | null>>;

/** What AddressCreate parses for a space of `building`. */
export function spaceInput(building: Building, v: SpaceFormValues): Record<string, unknown> {
  const unit = v.subpremise.trim();
  const components = Object.fromEntries(
    ADDRESS_COMPONENTS.filter((c) => c !== 'subpremise' && c !== 'country').map((c) => [
      c,
      building[c] ?? null,
    ]),
  );
  return {
    ...components,
    address: spaceAddress(building.address, unit),
    country: building.country,
    subpremise: unit,
    parent_address_id: building.uuid,
    floor: v.floor,
    rba: numberInput(v.rba),
    space_use: v.space_use || null,
    space_status: v.space_status || null,
    asking_rent_sqft_year: numberInput(v.asking_rent_sqft_year),
  };
}

/** The shared schema's verdict; a space needs its unit, which an address does not. */
export function spaceResolver(building: Building): Resolver<SpaceFormValues, unknown, AddressCreate> {
  const check = schemaResolver<SpaceFormValues, AddressCreate>(AddressCreate, (v) => spaceInput(building, v));
  return async (values, ctx, opts) => {
    const result = await check(values, ctx, opts);
    if (values.subpremise.trim()) return result;
    return {
      values: {},
      errors: { ...result.errors, subpremise: { type: 'required', message: 'val.required' } },
    };
  };
}
