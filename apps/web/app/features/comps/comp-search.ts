// The Comps page's search as plain data, as Who wants what does it: the URL holds it (a bookmark,
// Back and a shared link restore the same search), the form what is typed, and both are judged by
// the API's own CompQuery, so the page refuses exactly what the server would, with its messages.
import { COMP_KINDS, type CompKind, CompQuery, type PropertyType } from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export const COMPS_PAGE_SIZE = 25;

/** The filters as their inputs hold them ('' for any); the kind is the page's tab. */
export interface CompSearchValues {
  kind: string;
  city: string;
  property_type: string;
  min_sqft: string;
  max_sqft: string;
  from: string;
  to: string;
}

/** The GET /comps parameters of one page of a search. */
export type CompSearch = {
  kind: CompKind;
  city?: string;
  property_type?: PropertyType;
  min_sqft?: number;
  max_sqft?: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

const toQueryInput = (values: CompSearchValues) => ({
  kind: values.kind,
  city: values.city,
  property_type: values.property_type || undefined,
  // An empty size is none (the schema coerces, and would read '' as 0); "20 000", as written in
  // French, is 20000.
  min_sqft: numberInput(values.min_sqft) ?? undefined,
  max_sqft: numberInput(values.max_sqft) ?? undefined,
  from: values.from || undefined,
  to: values.to || undefined,
});

export const compSearchResolver = schemaResolver<CompSearchValues, CompQuery>(CompQuery, toQueryInput);

/** The tab a URL names: sales, the first, when it names none (or no kind there is, as no input
 * could show that message). */
export const kindFrom = (params: URLSearchParams): CompKind =>
  COMP_KINDS.find((kind) => kind === params.get('kind')) ?? 'sale';

export const valuesFrom = (params: URLSearchParams): CompSearchValues => ({
  kind: kindFrom(params),
  city: params.get('city') ?? '',
  property_type: params.get('property_type') ?? '',
  min_sqft: params.get('min_sqft') ?? '',
  max_sqft: params.get('max_sqft') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

/** The URL of a search: its filters as the schema read them, the kind unless a sale, and the offset
 * when not 0. */
export function toSearchParams(search: Omit<CompSearch, 'limit'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.kind !== 'sale') params.set('kind', search.kind);
  for (const name of ['city', 'property_type', 'min_sqft', 'max_sqft', 'from', 'to'] as const) {
    const value = search[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (search.offset > 0) params.set('offset', String(search.offset));
  return params;
}

/** The search a URL describes, or null when the schema refuses a filter (a hand-edited link: the
 * form then shows why, and nothing is sent). */
export function searchFrom(params: URLSearchParams): CompSearch | null {
  const input = { ...toQueryInput(valuesFrom(params)), limit: COMPS_PAGE_SIZE };
  let parsed = CompQuery.safeParse({ ...input, offset: params.get('offset') ?? undefined });
  // A refused offset has no field to show its message: it is the first page.
  if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === 'offset'))
    parsed = CompQuery.safeParse(input);
  if (!parsed.success) return null;
  const { kind, city, property_type, min_sqft, max_sqft, from, to, limit, offset } = parsed.data;
  return { kind, city, property_type, min_sqft, max_sqft, from, to, limit, offset };
}
