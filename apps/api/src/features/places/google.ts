// Google's two APIs, mapped onto the pipeline's shapes: Places Autocomplete (New) for suggestions
// and place ids, Address Validation for the components, their confirmation levels, the verdict and
// the geocode. Base URLs come from the settings, so tests point this same code at a local server.
import {
  ADDRESS_COMPONENTS,
  type AddressComponent,
  CONFIRMATION_LEVELS,
  type ConfirmationLevel,
  PLACE_TYPES,
  type PlaceType,
} from '@crm/shared';
import type { PlacesConfig } from '../../config.js';
import { REGIONS } from './address-words.js';
import { fetchJson } from './http-json.js';
import { fold } from './parse-street.js';
import type { ProviderSuggestion, ProviderValidation } from './provider-types.js';

interface AutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
    };
  }[];
}

/** POST places:autocomplete; `place` narrows the predictions to one primary type. */
export async function googleSuggest(
  config: PlacesConfig,
  input: string,
  place: PlaceType,
): Promise<ProviderSuggestion[]> {
  const body = {
    input,
    includedRegionCodes: ['us', 'ca'],
    // Google's "political" is not a primary type it filters on; it then answers every type.
    ...(place === 'political' ? {} : { includedPrimaryTypes: [place] }),
  };
  const res = await fetchJson<AutocompleteResponse>(
    `${config.googlePlacesUrl}/places:autocomplete`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': config.googleKey!,
        'x-goog-fieldmask':
          'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
      },
      body: JSON.stringify(body),
    },
    { provider: 'google', timeoutMs: config.timeoutMs },
  );
  return (res.suggestions ?? []).flatMap(({ placePrediction: p }) => {
    if (!p?.placeId) return [];
    const description = p.text?.text ?? '';
    const main = p.structuredFormat?.mainText?.text ?? description.split(',')[0] ?? '';
    const secondary =
      p.structuredFormat?.secondaryText?.text ?? description.split(',').slice(1).join(',').trim();
    return [{ description, place_id: p.placeId, main_text: main, secondary_text: secondary }];
  });
}

interface ValidationResponse {
  result?: {
    verdict?: {
      addressComplete?: boolean;
      hasUnconfirmedComponents?: boolean;
      hasInferredComponents?: boolean;
    };
    address?: {
      formattedAddress?: string;
      postalAddress?: { regionCode?: string };
      addressComponents?: {
        componentName?: { text?: string };
        componentType?: string;
        confirmationLevel?: string;
      }[];
    };
    geocode?: {
      location?: { latitude?: number; longitude?: number };
      placeTypes?: string[];
      placeId?: string;
    };
  };
}

const isComponent = (t: string | undefined): t is AddressComponent =>
  (ADDRESS_COMPONENTS as readonly string[]).includes(t ?? '');
const isLevel = (l: string | undefined): l is ConfirmationLevel =>
  (CONFIRMATION_LEVELS as readonly string[]).includes(l ?? '');

/** POST v1:validateAddress. `regionCode`: the country the offline parse found, when it found one. */
export async function googleValidate(
  config: PlacesConfig,
  text: string,
  regionCode: 'US' | 'CA' | null,
): Promise<ProviderValidation> {
  const res = await fetchJson<ValidationResponse>(
    `${config.googleValidationUrl}:validateAddress?key=${encodeURIComponent(config.googleKey!)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: { addressLines: [text], ...(regionCode ? { regionCode } : {}) } }),
    },
    { provider: 'google', timeoutMs: config.timeoutMs },
  );
  const result = res.result ?? {};
  const out: ProviderValidation = {
    formatted: result.address?.formattedAddress ?? null,
    components: {},
    levels: {},
    country: null,
    place_type: (result.geocode?.placeTypes ?? []).filter((t): t is PlaceType =>
      (PLACE_TYPES as readonly string[]).includes(t),
    ),
    point: null,
    complete: result.verdict?.addressComplete ?? false,
  };
  const region = result.address?.postalAddress?.regionCode?.toUpperCase() ?? null;
  out.country = region;
  for (const c of result.address?.addressComponents ?? []) {
    if (!isComponent(c.componentType) || !c.componentName?.text) continue;
    let value = c.componentName.text;
    // Codes, like the offline parser: "Quebec" → QC, "USA" → US.
    if (c.componentType === 'administrative_area_level_1') value = REGIONS.get(fold(value))?.[0] ?? value;
    if (c.componentType === 'country') value = region ?? value;
    out.components[c.componentType] = value;
    out.levels[c.componentType] = isLevel(c.confirmationLevel) ? c.confirmationLevel : null;
  }
  const loc = result.geocode?.location;
  if (typeof loc?.latitude === 'number' && typeof loc.longitude === 'number')
    out.point = { lat: loc.latitude, lng: loc.longitude };
  return out;
}
