// The requirement form holds what its inputs hold (strings for numbers, the cities as one text
// separated by commas); the shared schema judges what it becomes, so the form shows the API's
// messages (a minimum over the maximum, a ceiling without its basis).
import {
  type PriceBasis,
  type PropertyType,
  type Requirement,
  RequirementCreate,
  type RequirementDeal,
} from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export interface RequirementFormValues {
  deal: RequirementDeal;
  property_types: PropertyType[];
  min_sqft: string;
  max_sqft: string;
  cities: string;
  price_max: string;
  price_basis: PriceBasis | '';
  notes: string;
}

export const EMPTY_REQUIREMENT: RequirementFormValues = {
  deal: 'lease',
  property_types: [],
  min_sqft: '',
  max_sqft: '',
  cities: '',
  price_max: '',
  price_basis: '',
  notes: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

export const toRequirementForm = (r: Requirement): RequirementFormValues => ({
  deal: r.deal,
  property_types: [...r.property_types],
  min_sqft: text(r.min_sqft),
  max_sqft: text(r.max_sqft),
  cities: r.cities.join(', '),
  price_max: text(r.price_max),
  price_basis: r.price_basis ?? '',
  notes: r.notes ?? '',
});

export function toRequirementInput(values: RequirementFormValues): Record<string, unknown> {
  return {
    deal: values.deal,
    property_types: values.property_types,
    min_sqft: numberInput(values.min_sqft),
    max_sqft: numberInput(values.max_sqft),
    cities: values.cities
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    price_max: numberInput(values.price_max),
    price_basis: values.price_basis || null,
    notes: values.notes.trim() ? values.notes : null,
  };
}

export const requirementResolver = schemaResolver<RequirementFormValues, RequirementCreate>(
  RequirementCreate,
  toRequirementInput,
);
