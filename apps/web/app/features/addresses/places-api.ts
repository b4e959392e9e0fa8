// The address pipeline's two calls the new-address flow makes (answer shapes in
// packages/shared/src/places.ts).
import type { PlaceSuggestions, ValidatedAddress } from '@crm/shared';
import { crmRequest, seg } from '../crm/api';

/** Suggestions while the user types: GET /addresses/places/street_address?address=. */
export const suggestAddresses = (text: string, signal?: AbortSignal) =>
  crmRequest<PlaceSuggestions>('/addresses/places/street_address', { query: { address: text }, signal });

/** The picked address, parsed into components with their confirmation levels. */
export const validateAddress = (address: string, signal?: AbortSignal) =>
  crmRequest<ValidatedAddress>(`/ext/all/validate/${seg(address)}`, { signal });
