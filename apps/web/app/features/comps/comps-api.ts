// The Comps page's calls (issue 26): a page of a search with its figures, a comp's creation, edit
// and deletion, and the address and contact lookups of the new-comp dialog. What a write makes stale
// is the cache policy's `compsChanged`.
import type { Comp, CompCreate, CompUpdate } from '@crm/shared';
import { crm, crmTagged, type Tagged } from '../../http/client';
import type { CompSearch } from './comp-search';

export const searchComps = (search: CompSearch, signal?: AbortSignal) =>
  crm('GET /comps', { query: search, signal });

export const createComp = (body: CompCreate) => crm('POST /comps', { body });

/** The comp as stored now, with its ETag (the version an edit is based on). */
export const loadComp = (id: string): Promise<Tagged<Comp>> =>
  crmTagged('GET /comps/:id/complete', { params: [id] });

export const updateComp = (id: string, body: CompUpdate, ifMatch: string | null) =>
  crm('PUT /comps/:id', { params: [id], body, ifMatch });

export const deleteComp = (id: string) => crm('DELETE /comps/:id', { params: [id] });

/** A record the dialog's pickers offer. */
export interface Choice {
  id: string;
  label: string;
  detail?: string | null;
}

const LOOKUP_LIMIT = 10;

/** The existing addresses matching the text typed (a comp is always at one). */
export async function findAddresses(text: string, signal?: AbortSignal): Promise<Choice[]> {
  const page = await crm('GET /addresses/query', { query: { limit: LOOKUP_LIMIT, address: text }, signal });
  return page.data.map((a) => ({ id: a.uuid, label: a.address }));
}

/** The contacts matching the text typed (a buyer, seller or tenant). */
export async function findContacts(text: string, signal?: AbortSignal): Promise<Choice[]> {
  const page = await crm('GET /entities/query', { query: { limit: LOOKUP_LIMIT, name: text }, signal });
  return page.data.map((e) => ({ id: e.uuid, label: e.name, detail: e.company_name }));
}
