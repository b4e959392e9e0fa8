// The listings' calls (issue 28): the Listings page, one listing with its ETag (what a save sends as
// If-Match), its create, update and delete, and its deal room's photos, documents and leads. What a
// write makes stale is the cache policy's `listing…` events.
import type { DocumentLevel, LeadLevelName, ListingStatus, ListingUpdate } from '@crm/shared';
import { ApiError, crm, crmTagged, crmUrl, seg } from '../../http/client';
import type { LoadedListing } from '../../portal/cache-policy';
import { queryKeys } from '../../portal/query-keys';

export type { LoadedListing };

export const LISTINGS_PAGE_SIZE = 25;

/** GET /listings: a page, newest first, of one status or all. */
export const listingsQuery = (status: ListingStatus | undefined, offset: number) => {
  const query = { status, offset, limit: LISTINGS_PAGE_SIZE };
  return {
    queryKey: queryKeys.listings.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /listings', { query, signal }),
  };
};

/** GET /listings/{id}/complete with its ETag; null when there is no such listing (the not-found card). */
export const listingQuery = (id: string) => ({
  queryKey: queryKeys.listings.one(id),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LoadedListing | null> => {
    try {
      const { data, etag } = await crmTagged('GET /listings/:id/complete', { params: [id], signal });
      return { ...data, etag };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  },
});

/** POST /listings: the body as the shared ListingCreate judged it. */
export const createListing = (body: unknown) => crm('POST /listings', { body });

/** PUT /listings/{id}: only the fields that change, checked against the version loaded. */
export const updateListing = (id: string, body: Partial<ListingUpdate>, ifMatch: string | null) =>
  crmTagged('PUT /listings/:id', { params: [id], body, ifMatch });

export const deleteListing = (id: string) => crm('DELETE /listings/:id', { params: [id] });

export const photosQuery = (id: string) => ({
  queryKey: queryKeys.listings.photos(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /listings/:id/photos', { params: [id], signal }),
});

/** POST /listings/{id}/photos: one file, last on the page; its alt text is written afterwards. */
export function uploadPhoto(id: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return crm('POST /listings/:id/photos', { params: [id], body });
}

export const updatePhoto = (
  id: string,
  photoId: string,
  body: { alt?: { en: string; fr: string }; position?: number },
) => crm('PUT /listings/:id/photos/:photo_id', { params: [id, photoId], body });

export const deletePhoto = (id: string, photoId: string) =>
  crm('DELETE /listings/:id/photos/:photo_id', { params: [id, photoId] });

export const documentsQuery = (id: string) => ({
  queryKey: queryKeys.listings.documents(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm('GET /listings/:id/documents', { params: [id], signal }),
});

/** POST /listings/{id}/documents: one file at its level, last in the list; without a title the
 * server names it after the file. */
export function uploadDocument(id: string, file: File, level: DocumentLevel, title?: string) {
  const body = new FormData();
  if (title) body.append('title', title);
  body.append('level', level);
  body.append('file', file, file.name);
  return crm('POST /listings/:id/documents', { params: [id], body });
}

export const updateDocument = (
  id: string,
  docId: string,
  body: { title?: string; level?: DocumentLevel; position?: number },
) => crm('PUT /listings/:id/documents/:docId', { params: [id, docId], body });

export const deleteDocument = (id: string, docId: string) =>
  crm('DELETE /listings/:id/documents/:docId', { params: [id, docId] });

/** The staff download of a document as uploaded (the browser follows it with the session cookie). */
export const documentFileUrl = (id: string, docId: string) =>
  crmUrl(`/listings/${seg(id)}/documents/${seg(docId)}/file`);

export const leadsQuery = (id: string) => ({
  queryKey: queryKeys.listings.leads(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /listings/:id/leads', { params: [id], signal }),
});

/** A page of the listing's activity (acceptances and documents served), newest first. */
export const activityQuery = (id: string, offset: number) => ({
  queryKey: queryKeys.listings.activity(id, offset),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm('GET /listings/:id/activity', {
      params: [id],
      query: { limit: ACTIVITY_PAGE_SIZE, offset },
      signal,
    }),
});
export const ACTIVITY_PAGE_SIZE = 25;

export const setLeadLevel = (id: string, entityId: string, level: LeadLevelName) =>
  crm('PUT /listings/:id/leads/:entity_id', { params: [id, entityId], body: { level } });
