// What each provider answers, before the pipeline adds the CRM's own matches (existing_uuid).
import type { AddressComponent, ConfirmationLevel, PlaceType } from '@crm/shared';

export interface ProviderSuggestion {
  description: string;
  place_id: string;
  main_text: string;
  secondary_text: string;
}

export interface ProviderValidation {
  formatted: string | null;
  components: Partial<Record<AddressComponent, string>>;
  levels: Partial<Record<AddressComponent, ConfirmationLevel | null>>;
  /** ISO code as the provider found it (anything, to refuse non-CA/US). */
  country: string | null;
  place_type: PlaceType[];
  point: { lat: number; lng: number } | null;
  /** The provider judged the address complete (Google's verdict; the offline parse: a street line). */
  complete: boolean;
}

export interface MapData {
  osm_type: 'way' | 'node' | 'relation' | null;
  class: string | null;
  type: string | null;
  importance: number | null;
  point: { lat: number; lng: number } | null;
}
