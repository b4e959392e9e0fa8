// A lead's level on a listing's deal room (issue 28): the listings a contact is a lead of, a deal's
// parties who are leads of its listings, and the level set (PUT …/leads/{entity_id}, which mails the
// lead when it rises). What a change makes stale is the cache policy's `leadLevelChanged`.
import type { LeadLevelName } from '@crm/shared';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

/** GET /entities/{id}/listing-leads. */
export const contactLeadsQuery = (entityId: string) => ({
  queryKey: queryKeys.listingLeads('entity', entityId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm('GET /entities/:id/listing-leads', { params: [entityId], signal }),
});

/** GET /deals/{id}/listing-leads. */
export const dealLeadsQuery = (dealId: string) => ({
  queryKey: queryKeys.listingLeads('deal', dealId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm('GET /deals/:id/listing-leads', { params: [dealId], signal }),
});

/** PUT /listings/{id}/leads/{entity_id}: the answer says whether the lead was emailed. */
export const setLeadLevel = (listingId: string, entityId: string, level: LeadLevelName) =>
  crm('PUT /listings/:id/leads/:entity_id', { params: [listingId, entityId], body: { level } });
