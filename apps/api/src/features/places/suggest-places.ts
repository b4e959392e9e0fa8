import type { PlaceId, PlaceSuggestion, PlaceSuggestions, PlaceType, Provider } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PlacesConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { addressKey } from './address-key.js';
import { googleSuggest } from './google.js';
import { offlinePlaceId, offlineSuggestion } from './offline.js';
import type { ParsedAddress } from './parse-address.js';
import { cached, cacheKey } from './place-cache.js';
import type { ProviderSuggestion } from './provider-types.js';
import { findByKeys, searchStored } from './stored.js';
import { parseAllowed, tryProvider } from './validate-address.js';

const STREET_LEVEL = new Set<PlaceType>(['street_address', 'premise', 'subpremise', 'route']);
const LIMIT = 10;

/** Whether the offline parse is a place of the asked type (or one being typed). */
function parseMatches(p: ParsedAddress, place: PlaceType): boolean {
  if (place === 'route') return !!p.route;
  if (STREET_LEVEL.has(place)) return !!(p.route || p.post_box);
  if (place === 'postal_code') return !!p.postal_code;
  return !!(p.locality || p.administrative_area_level_1);
}

/** Google's predictions when configured, else (or when it fails) the offline parse. */
async function providerSuggestions(
  database: Database,
  config: PlacesConfig,
  place: PlaceType,
  text: string,
  parsed: ParsedAddress,
  log?: FastifyBaseLogger,
): Promise<{ list: ProviderSuggestion[]; provider: Provider; fallback: boolean }> {
  if (config.googleKey) {
    const list = await tryProvider(log, async () => {
      const call = () => googleSuggest(config, text, place);
      return (await cached(database, config.cacheTtlMs, cacheKey(`google-suggest-${place}`, text), call))
        .value;
    });
    if (list) return { list, provider: 'google', fallback: false };
  }
  const own = parseMatches(parsed, place) ? offlineSuggestion(text, parsed) : null;
  return { list: own ? [own] : [], provider: 'offline', fallback: !!config.googleKey };
}

/** GET /addresses/places/{place}: the CRM's own matching addresses first ('exists!'), then the
 * provider's suggestions, each marked with the stored address it already is, if any. */
export async function suggestPlaces(
  database: Database,
  config: PlacesConfig,
  place: PlaceType,
  text: string,
  log?: FastifyBaseLogger,
): Promise<PlaceSuggestions> {
  const parsed = parseAllowed(text);
  const { list, provider, fallback } = await providerSuggestions(database, config, place, text, parsed, log);
  // A postal code, city or neighbourhood is not an address of the CRM: no stored twin to offer.
  if (!STREET_LEVEL.has(place))
    return { data: list.slice(0, LIMIT).map((s) => ({ ...s, existing_uuid: null })), provider, fallback };
  // A suggestion that is a stored address (same key) is shown as the stored one, first.
  const keys = [addressKey(text), ...list.map((s) => addressKey(s.description))];
  const known = await findByKeys(database, keys);
  const stored = [...known.values()];
  stored.push(...(await searchStored(database, text.split(',')[0]!, 5)));
  const data: PlaceSuggestion[] = [];
  for (const s of stored) {
    if (data.some((d) => d.existing_uuid === s.uuid)) continue;
    const [main, ...rest] = s.address.split(',');
    data.push({
      description: s.address,
      place_id: offlinePlaceId(s.key ?? addressKey(s.address)),
      main_text: main!.trim(),
      secondary_text: rest.join(',').trim(),
      existing_uuid: s.uuid,
    });
  }
  list.forEach((s, i) => {
    if (!known.has(keys[i + 1]!)) data.push({ ...s, existing_uuid: null });
  });
  return { data: data.slice(0, LIMIT), provider, fallback };
}

/** GET /addresses/places/{place}/id: the place id of the best match. */
export async function getPlaceId(
  database: Database,
  config: PlacesConfig,
  place: PlaceType,
  text: string,
  log?: FastifyBaseLogger,
): Promise<PlaceId> {
  const parsed = parseAllowed(text);
  const { list, provider, fallback } = await providerSuggestions(database, config, place, text, parsed, log);
  return { place_id: list[0]?.place_id ?? null, provider, fallback };
}
