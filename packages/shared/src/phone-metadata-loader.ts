// Every country's phone metadata for the portal in the browser (ADR 0029). A module of its own so
// that the public pages, which import phones.ts, carry neither this loader nor the chunk it loads.
import { hasAllPhoneMetadata, installPhoneMetadata } from './phones.js';

/** Loads and installs every country's metadata where only the +1 set is (a chunk of its own in
 * the web build); does nothing in Node, which has them all. */
export async function loadPhoneMetadata(): Promise<void> {
  if (hasAllPhoneMetadata()) return;
  const all = await import('libphonenumber-js/min/metadata');
  installPhoneMetadata(all.default);
}
