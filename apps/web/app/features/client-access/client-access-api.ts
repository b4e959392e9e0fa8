// Staff's calls for the client portal (issue 29): a contact's access (invite, companies, revoke),
// updates posted to clients and documents shared with them, and the inbox's sign-ups and client
// messages.
import type { UpdateInput } from '@crm/shared';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

export const accessKey = queryKeys.clientAccess;
export const repliesKey = queryKeys.inbox.replies;

export const getAccess = (entityId: string, signal?: AbortSignal) =>
  crm('GET /entities/:id/client-access', { params: [entityId], signal });
export const invite = (entityId: string, lang: 'en' | 'fr') =>
  crm('POST /entities/:id/client-invite', { params: [entityId], body: { lang } });
/** The properties the contact sees in the client portal (for a document about one of them). */
export const propertiesKey = (entityId: string) =>
  [...queryKeys.clientAccess(entityId), 'properties'] as const;
export const getClientProperties = (entityId: string, signal?: AbortSignal) =>
  crm('GET /entities/:id/client-properties', { params: [entityId], signal });
export const saveCompanies = (entityId: string, companyIds: string[]) =>
  crm('PUT /entities/:id/client-access', { params: [entityId], body: { company_ids: companyIds } });
export const revoke = (entityId: string) => crm('DELETE /entities/:id/client-access', { params: [entityId] });

/** An update as JSON, or multipart (the update's JSON in `update`, each attachment a `file`). */
export function postUpdate(update: UpdateInput, files: readonly File[]) {
  if (files.length === 0) return crm('POST /updates', { body: update });
  const form = new FormData();
  form.set('update', JSON.stringify(update));
  for (const file of files) form.append('file', file);
  return crm('POST /updates', { body: form });
}

export interface DocumentTarget {
  kind: 'entity' | 'address';
  id: string;
}

/** A document for a client (and optionally about one of their properties) or for every client of
 * a property. */
export function shareDocument(target: DocumentTarget, file: File, title: string, addressId?: string) {
  const form = new FormData();
  form.set('title', title);
  if (addressId) form.set('address_id', addressId);
  form.set('file', file);
  return target.kind === 'entity'
    ? crm('POST /entities/:id/documents', { params: [target.id], body: form })
    : crm('POST /addresses/:id/client-documents', { params: [target.id], body: form });
}

export const giveClientAccess = (inboxId: number, entityId: string) =>
  crm('POST /inbox/:id/client-access', { params: [String(inboxId)], body: { entity_id: entityId } });
export const refuseSignup = (inboxId: number) => crm('POST /inbox/:id/refuse', { params: [String(inboxId)] });
export const getReplies = (inboxId: number, signal?: AbortSignal) =>
  crm('GET /inbox/:id/replies', { params: [String(inboxId)], signal });
export const reply = (inboxId: number, body: string) =>
  crm('POST /inbox/:id/replies', { params: [String(inboxId)], body: { body } });
