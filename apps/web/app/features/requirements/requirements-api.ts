// A contact's requirements (issue 25): read, add, change, delete; and who wants what, across contacts.
import type { RequirementCreate } from '@crm/shared';
import { crm } from '../../http/client';
import type { RequirementSearch } from './requirement-search';

export const listRequirements = (entityId: string, signal?: AbortSignal) =>
  crm('GET /entities/:id/requirements', { params: [entityId], signal });

export const addRequirement = (entityId: string, body: RequirementCreate) =>
  crm('POST /entities/:id/requirements', { params: [entityId], body });

export const saveRequirement = (id: string, body: RequirementCreate) =>
  crm('PUT /requirements/:id', { params: [id], body });

export const deleteRequirement = (id: string) => crm('DELETE /requirements/:id', { params: [id] });

/** Who wants what: one page of the requirements matching a search, with their contacts' names. */
export const searchRequirements = (search: RequirementSearch, signal?: AbortSignal) =>
  crm('GET /requirements', { query: search, signal });
