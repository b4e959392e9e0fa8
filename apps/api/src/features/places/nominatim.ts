// A Nominatim-compatible /search (OpenStreetMap's own, a self-hosted one, or LocationIQ with its
// key): the map-data object's type, class, type, importance and point for the liq_* fields.
import type { PlacesConfig } from '../../config.js';
import { fetchJson } from './http-json.js';
import type { MapData } from './provider-types.js';

interface SearchResult {
  osm_type?: string;
  /** jsonv2 names it `category`; LocationIQ and format=json say `class`. */
  category?: string;
  class?: string;
  type?: string;
  importance?: number | string;
  lat?: string;
  lon?: string;
}

const OSM = new Set(['way', 'node', 'relation']);

/** The best match, or null when the service knows no such place. */
export async function nominatimSearch(config: PlacesConfig, text: string): Promise<MapData | null> {
  const url = new URL(`${config.nominatimUrl}/search`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    limit: '1',
    countrycodes: 'us,ca',
    q: text,
    ...(config.nominatimKey ? { key: config.nominatimKey } : {}),
  }).toString();
  // Nominatim's usage policy asks every client to name itself.
  const results = await fetchJson<SearchResult[]>(
    url.toString(),
    { headers: { 'user-agent': 'crm-address-pipeline/1.0', accept: 'application/json' } },
    { provider: 'nominatim', timeoutMs: config.timeoutMs },
  );
  const r = Array.isArray(results) ? results[0] : undefined;
  if (!r) return null;
  const importance = Number(r.importance);
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  return {
    osm_type: OSM.has(r.osm_type ?? '') ? (r.osm_type as MapData['osm_type']) : null,
    class: r.category ?? r.class ?? null,
    type: r.type ?? null,
    importance: Number.isFinite(importance) ? Math.min(1, Math.max(0, importance)) : null,
    point: Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
  };
}

/** Great-circle distance in kilometres (mean Earth radius 6,371.0088 km). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
