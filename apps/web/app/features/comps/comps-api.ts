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
