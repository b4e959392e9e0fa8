// The address pipeline's answers (issue 6): suggestions while typing, the place id of the best
// match, and the verified address the portal's new-address form starts from. One shape whatever
// provider answered (offline parser, Google, Nominatim), so the portal never branches on it.
import { z } from 'zod';
import { ADDRESS_COMPONENTS, CONFIRMATION_LEVELS, OSM_TYPES, PLACE_TYPES } from './enums.js';
import { noControl } from './fields.js';

export const PROVIDERS = ['offline', 'google', 'nominatim'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** GET /addresses/places/{place}?address=: `place` is one of spec §3's place types. */
export const PlacesParams = z.object({ place: z.enum(PLACE_TYPES, { error: 'val.placeType' }) });
export const PlacesQuery = z.object({
  address: z
    .string({ error: 'addresses.val.req' })
    .trim()
    .min(1, 'addresses.val.req')
    .max(500, 'val.text500')
    // A NUL reached the stored-address search as text and failed there (500): refused here, as
    // every text field refuses control characters.
    .refine(noControl, 'val.control'),
});

export const PlaceSuggestion = z.object({
  /** The whole address as one line, what the user picks. */
  description: z.string(),
  /** Stable for the same place; for the offline provider, derived from the normalised address. */
  place_id: z.string(),
  /** The first part (street line) and the rest, for a two-line list item. */
  main_text: z.string(),
  secondary_text: z.string(),
  /** The stored address this suggestion is, when it is one already in the CRM ('exists!'). */
  existing_uuid: z.string().nullable(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

export const PlaceSuggestions = z.object({
  data: z.array(PlaceSuggestion),
  provider: z.enum(PROVIDERS),
  /** True when an outside provider failed or timed out and the offline answer stands in. */
  fallback: z.boolean(),
});
export type PlaceSuggestions = z.infer<typeof PlaceSuggestions>;

export const PlaceId = z.object({
  place_id: z.string().nullable(),
  provider: z.enum(PROVIDERS),
  fallback: z.boolean(),
});
export type PlaceId = z.infer<typeof PlaceId>;

const component = z.string().nullable();
const level = z.enum(CONFIRMATION_LEVELS).nullable();

/** GET /ext/all/validate/{address}: every field the new-address form fills in, ready to POST to
 * /addresses once the user has checked it (and corrected any part by hand). */
export const ValidatedAddress = z.object({
  /** The formatted one-line address. */
  address: z.string(),
  ...Object.fromEntries(ADDRESS_COMPONENTS.map((c) => [c, component])),
  ...Object.fromEntries(ADDRESS_COMPONENTS.map((c) => [`${c}_confirmation_level`, level])),
  place_type: z.array(z.enum(PLACE_TYPES)),
  liq_osm_type: z.enum(OSM_TYPES).nullable(),
  liq_class: z.string().nullable(),
  liq_type: z.string().nullable(),
  /** 0 to 1. */
  liq_importance: z.number().nullable(),
  /** Kilometres between the validation geocode and the map-data point. */
  liq_haversine_distance: z.number().nullable(),
  /** 0 to 1: how sure the pipeline is of the whole address. */
  confidence: z.number().nullable(),
  point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  providers: z.object({ validation: z.enum(PROVIDERS), map_data: z.enum(PROVIDERS).nullable() }),
  fallback: z.boolean(),
  /** The stored address with the same normalised key, if any ('exists!'). */
  existing_uuid: z.string().nullable(),
}) as unknown as z.ZodType<ValidatedAddress>;

type Components = { [K in (typeof ADDRESS_COMPONENTS)[number]]: string | null };
type Levels = {
  [K in `${(typeof ADDRESS_COMPONENTS)[number]}_confirmation_level`]:
    | (typeof CONFIRMATION_LEVELS)[number]
    | null;
};
export type ValidatedAddress = Components &
  Levels & {
    address: string;
    place_type: (typeof PLACE_TYPES)[number][];
    liq_osm_type: (typeof OSM_TYPES)[number] | null;
    liq_class: string | null;
    liq_type: string | null;
    liq_importance: number | null;
    liq_haversine_distance: number | null;
    confidence: number | null;
    point: { lat: number; lng: number } | null;
    providers: { validation: Provider; map_data: Provider | null };
    fallback: boolean;
    existing_uuid: string | null;
  };
