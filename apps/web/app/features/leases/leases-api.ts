// The building page's lease calls (issue 26): a building's leases, one lease with its ETag, its
// creation, edit and deletion, the rent rolls (a building's, an owner's portfolio) and their files.
// What a write makes stale is the cache policy's `leasesChanged`.
import type { Lease, LeaseCreate, LeaseUpdate } from '@crm/shared';
import { crm, crmTagged, crmUrl, seg, type Tagged } from '../../http/client';

/** A page of the leases of a building (and of its spaces), newest first. */
export const listLeases = (addressId: string, signal?: AbortSignal) =>
  crm('GET /leases', { query: { address_id: addressId, limit: 100 }, signal });

export const createLease = (body: LeaseCreate) => crm('POST /leases', { body });

/** The lease as stored now, with its ETag (the version an edit is based on). */
export const loadLease = (id: string): Promise<Tagged<Lease>> =>
  crmTagged('GET /leases/:id/complete', { params: [id] });

export const updateLease = (id: string, body: LeaseUpdate, ifMatch: string | null) =>
  crm('PUT /leases/:id', { params: [id], body, ifMatch });

export const deleteLease = (id: string) => crm('DELETE /leases/:id', { params: [id] });

export const buildingRentRoll = (id: string, signal?: AbortSignal) =>
  crm('GET /addresses/:id/rent-roll', { params: [id], signal });

export const portfolioRentRoll = (id: string, signal?: AbortSignal) =>
  crm('GET /entities/:id/rent-roll', { params: [id], signal });

export type RollFormat = 'csv' | 'xlsx';

/** The download of a rent roll as a file (the API answers it with its own file name). */
export const rentRollFile = (kind: 'address' | 'entity', id: string, format: RollFormat) =>
  crmUrl(`/${kind === 'address' ? 'addresses' : 'entities'}/${seg(id)}/rent-roll`, { format });
