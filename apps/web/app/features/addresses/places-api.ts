// The address pipeline's two calls the new-address flow makes (answer shapes in
// packages/shared/src/places.ts).
import type { MessageKey } from '@crm/shared';
import { ApiError, crm } from '../../http/client';

/** Suggestions while the user types: GET /addresses/places/street_address?address=. */
export const suggestAddresses = (text: string, signal?: AbortSignal) =>
  crm('GET /addresses/places/:place', { params: ['street_address'], query: { address: text }, signal });

/** The picked address, parsed into components with their confirmation levels. */
export const validateAddress = (address: string, signal?: AbortSignal) =>
  crm('GET /ext/all/validate/:address', { params: [address], signal });

/** The shared message of a refused call, so the user reads why in their language: an address
 * outside Canada and the USA says so. */
export function refusalKey(error: unknown): MessageKey | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return Object.values(error.fieldKeys)[0] ?? error.key ?? undefined;
}
