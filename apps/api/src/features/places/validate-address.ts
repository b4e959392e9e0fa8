import {
  ADDRESS_COMPONENTS,
  COUNTRIES,
  type ConfirmationLevel,
  type Provider,
  type ValidatedAddress,
} from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PlacesConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { addressKey } from './address-key.js';
import { googleValidate } from './google.js';
import { ProviderError } from './http-json.js';
import { haversineKm, nominatimSearch } from './nominatim.js';
import { offlineValidation } from './offline.js';
import { type ParsedAddress, parseAddress } from './parse-address.js';
import { cached, cacheKey } from './place-cache.js';
import type { MapData, ProviderValidation } from './provider-types.js';
import { confirmFromStored, findByKeys } from './stored.js';

export const countryRefused = () => new AppError(400, 'validation', 'val.country', 'address');

/** The parse, or 400 when the text names a country other than the USA and Canada. */
export function parseAllowed(text: string): ParsedAddress {
  const parsed = parseAddress(text);
  if (parsed.foreign) throw countryRefused();
  return parsed;
}

/** An outside call that may fail: its answer, or undefined (logged) so the caller falls back. */
export async function tryProvider<T>(log: FastifyBaseLogger | undefined, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log?.warn({ err: error.message }, 'address provider failed; offline answer used');
    return undefined;
  }
}

const WEIGHT: Record<ConfirmationLevel, number> = {
  CONFIRMED: 1,
  UNCONFIRMED_BUT_PLAUSIBLE: 0.6,
  UNCONFIRMED_AND_SUSPICIOUS: 0.2,
};

/** 0 to 1: the mean weight of the found components' levels, lowered by a fifth when the address
 * is not complete (no street line or no city and postal code). Null when nothing was found. */
export function confidenceOf(v: ProviderValidation): number | null {
  const levels = Object.values(v.levels).filter((l): l is ConfirmationLevel => !!l);
  if (levels.length === 0) return null;
  const mean = levels.reduce((sum, l) => sum + WEIGHT[l], 0) / levels.length;
  return Math.round(mean * (v.complete ? 1 : 0.8) * 100) / 100;
}

/** GET /ext/all/validate/{address}: Google Address Validation when configured (else, or when it
 * fails, the offline parse), Nominatim's map data when configured, and the stored twin if any. */
export async function validateAddress(
  database: Database,
  config: PlacesConfig,
  text: string,
  log?: FastifyBaseLogger,
): Promise<ValidatedAddress> {
  const parsed = parseAllowed(text);
  const ttl = config.cacheTtlMs;
  // The two outside services answer independently: ask both at once, so the worst case is one
  // provider's timeout and retry, not the sum of both.
  const [google, nominatim] = await Promise.all([
    config.googleKey
      ? tryProvider(log, async () => {
          const call = () => googleValidate(config, text, parsed.country);
          return (await cached(database, ttl, cacheKey(`google-validate-${parsed.country}`, text), call))
            .value;
        })
      : null,
    config.nominatimUrl
      ? tryProvider(log, async () => {
          const call = () => nominatimSearch(config, text);
          return (await cached(database, ttl, cacheKey('nominatim', text), call)).value;
        })
      : null,
  ]);
  // `undefined`: the provider is configured but failed, and the offline answer stands in.
  const fallback = google === undefined || nominatim === undefined;
  const validator: Provider = google ? 'google' : 'offline';
  const validation: ProviderValidation = google ?? offlineValidation(parsed);
  if (validation.country && !(COUNTRIES as readonly string[]).includes(validation.country))
    throw countryRefused();
  const map: MapData | null = nominatim ?? null;

  const key = addressKey(text);
  const existing = (await findByKeys(database, [key])).get(key)?.uuid ?? null;
  if (existing && validator === 'offline') await confirmFromStored(database, existing, validation);

  const distance =
    validation.point && map?.point
      ? Math.round(haversineKm(validation.point, map.point) * 1000) / 1000
      : null;
  const out: Record<string, unknown> = {
    // Offline, the address stays as typed: a re-rendering must not drop a word the parser skipped.
    address: validator === 'google' && validation.formatted ? validation.formatted : text.trim(),
    place_type: validation.place_type,
    liq_osm_type: map?.osm_type ?? null,
    liq_class: map?.class ?? null,
    liq_type: map?.type ?? null,
    liq_importance: map?.importance ?? null,
    liq_haversine_distance: distance,
    confidence: confidenceOf(validation),
    point: validation.point ?? map?.point ?? null,
    providers: { validation: validator, map_data: map ? 'nominatim' : null },
    fallback,
    existing_uuid: existing,
  };
  for (const c of ADDRESS_COMPONENTS) {
    out[c] = validation.components[c] ?? null;
    out[`${c}_confirmation_level`] = validation.levels[c] ?? null;
  }
  return out as ValidatedAddress;
}
