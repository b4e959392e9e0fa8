// The inbox calls (issue 14): the list, the count of new items (the navigation's badge), one item
// with its evidence and matching contacts, its status and link, and "create the contact from it".
import type { InboxItemUpdate, InboxKind, InboxStatus } from '@crm/shared';
import { crm } from '../../http/client';

export const INBOX_PAGE_SIZE = 20;
/** How often the badge asks again: new leads show within a minute without a reload. */
export const COUNT_REFRESH_MS = 60_000;

export interface InboxFilters {
  kind?: InboxKind;
  status?: InboxStatus;
  page: number;
}

export const listInbox = ({ kind, status, page }: InboxFilters, signal?: AbortSignal) =>
  crm('GET /inbox', {
    query: { kind, status, limit: INBOX_PAGE_SIZE, offset: page * INBOX_PAGE_SIZE },
    signal,
  });

/** Polled every minute by the navigation's count: a background call, not the user's activity. */
export const countNewItems = (signal?: AbortSignal) =>
  crm('GET /inbox/count', { query: { status: 'new' }, signal, background: true });

export const getInboxItem = (id: string, signal?: AbortSignal) =>
  crm('GET /inbox/:id', { params: [id], signal });

export const updateInboxItem = (id: number, change: InboxItemUpdate) =>
  crm('PUT /inbox/:id', { params: [String(id)], body: change });

export const createContactFromItem = (id: number) => crm('POST /inbox/:id/contact', { params: [String(id)] });
