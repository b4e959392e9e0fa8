// The Who wants what page's search as plain data. The URL holds it (a bookmark, Back and a shared
// link restore the same search); the form holds what is typed. Both are judged by the API's own
// RequirementQuery, so the page refuses exactly what the server would, with its messages.
import { type PropertyType, type RequirementDeal, RequirementQuery } from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export const REQUIREMENTS_PAGE_SIZE = 25;

/** The filters as their inputs hold them ('' for any). */
export interface RequirementSearchValues {
  deal: string;
  type: string;
  size: string;
  city: string;
}

/** The GET /requirements parameters of one page of a search. */
export type RequirementSearch = {
  deal?: RequirementDeal;
  type?: PropertyType;
  size?: number;
  city?: string;
  limit: number;
  offset: number;
};

const toQueryInput = (values: RequirementSearchValues) => ({
  deal: values.deal || undefined,
  type: values.type || undefined,
  // An empty size is none (the schema coerces, and would read '' as 0); "20 000", as written in
  // French, is 20000.
  size: numberInput(values.size) ?? undefined,
  city: values.city,
});

export const requirementSearchResolver = schemaResolver<RequirementSearchValues, RequirementQuery>(
  RequirementQuery,
  toQueryInput,
);

export const valuesFrom = (params: URLSearchParams): RequirementSearchValues => ({
  deal: params.get('deal') ?? '',
  type: params.get('type') ?? '',
  size: params.get('size') ?? '',
  city: params.get('city') ?? '',
});

/** The URL of a search: its filters as the schema read them, and the offset when not 0. */
export function toSearchParams(search: Omit<RequirementSearch, 'limit'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.deal) params.set('deal', search.deal);
  if (search.type) params.set('type', search.type);
  if (search.size !== undefined) params.set('size', String(search.size));
  if (search.city) params.set('city', search.city);
  if (search.offset > 0) params.set('offset', String(search.offset));
  return params;
}

/** The search a URL describes, or null when the schema refuses a filter (a hand-edited link: the
 * form then shows why, and nothing is sent). */
export function searchFrom(params: URLSearchParams): RequirementSearch | null {
  const input = { ...toQueryInput(valuesFrom(params)), limit: REQUIREMENTS_PAGE_SIZE };
  let parsed = RequirementQuery.safeParse({ ...input, offset: params.get('offset') ?? undefined });
  // A refused offset has no field to show its message: it is the first page.
  if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === 'offset'))
    parsed = RequirementQuery.safeParse(input);
  if (!parsed.success) return null;
  const { deal, type, size, city, limit, offset } = parsed.data;
  return { deal, type, size, city, limit, offset };
}
