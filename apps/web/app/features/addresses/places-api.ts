// The address pipeline's two calls the new-address flow makes (answer shapes in
// packages/shared/src/places.ts).
import { type MessageKey, messages, type PlaceSuggestions, type ValidatedAddress } from '@crm/shared';
import { CrmError, crmRequest, seg } from '../../portal/crm-api';

/** Suggestions while the user types: GET /addresses/places/street_address?address=. */
export const suggestAddresses = (text: string, signal?: AbortSignal) =>
  crmRequest<PlaceSuggestions>('/addresses/places/street_address', { query: { address: text }, signal });

/** The picked address, parsed into components with their confirmation levels. */
export const validateAddress = (address: string, signal?: AbortSignal) =>
  crmRequest<ValidatedAddress>(`/ext/all/validate/${seg(address)}`, { signal });

/** The shared message of a refused call (the API answers its English text), so the user reads why
 * in their language: an address outside Canada and the USA says so. */
export function refusalKey(error: unknown): MessageKey | undefined {
  if (!(error instanceof CrmError) || error.status !== 400) return undefined;
  const text = Object.values(error.fields)[0] ?? error.message;
  return (Object.keys(messages) as MessageKey[]).find((key) => messages[key] === text || key === text);
}
