// The client portal's calls (issue 29): a client's own data, each answer typed by its route. The
// server filters every one by the contact the account is tied to; nothing here sends another id
// than one the server gave this client.
import type { ClientMessageInput, ClientPreferences } from '@crm/shared';
import { crm, crmUrl, seg } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

/** The client portal's query keys (the portal kit's table). */
export const clientKeys = queryKeys.client;

export const getMe = (signal?: AbortSignal) => crm('GET /client/me', { signal });
export const saveMe = (body: ClientPreferences) => crm('PUT /client/me', { body });
export const getProperties = (signal?: AbortSignal) => crm('GET /client/properties', { signal });
export const getPortfolio = (signal?: AbortSignal) => crm('GET /client/performance', { signal });
export const getPropertyPerformance = (id: string, signal?: AbortSignal) =>
  crm('GET /client/properties/:id/performance', { params: [id], signal });
export const getUpdates = (signal?: AbortSignal) => crm('GET /client/updates', { signal });
export const getDocuments = (signal?: AbortSignal) => crm('GET /client/documents', { signal });
export const getMessages = (signal?: AbortSignal) => crm('GET /client/messages', { signal });
export const sendMessage = (body: ClientMessageInput) => crm('POST /client/messages', { body });

/** The address of a file the browser downloads itself (with the session cookie); the server
 * records the download. */
export const documentUrl = (id: string) => crmUrl(`/client/documents/${seg(id)}`);
export const attachmentUrl = (updateId: string, fileId: string) =>
  crmUrl(`/client/updates/${seg(updateId)}/files/${seg(fileId)}`);
