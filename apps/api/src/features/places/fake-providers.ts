// A local stand-in for Google's Places Autocomplete (New) and Address Validation and a Nominatim
// /search, answering their documented response shapes, so the production HTTP code runs unchanged
// against it in tests. Each service can be told to fail (5xx, 429 quota, hang past the timeout).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'ok' | 'fail-once' | 'fail' | 'quota' | 'hang' | 'bad-request';
export type Service = 'autocomplete' | 'validation' | 'nominatim';

export interface Recorded {
  service: Service;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export function autocompleteAnswer() {
  return {
    suggestions: [
      {
        placePrediction: {
          place: 'places/ChIJ-mtl-1250',
          placeId: 'ChIJ-mtl-1250',
          text: {
            text: '1250 Rue Sainte-Catherine O, Montréal, QC H3G 1P1, Canada',
            matches: [{ endOffset: 4 }],
          },
          structuredFormat: {
            mainText: { text: '1250 Rue Sainte-Catherine O', matches: [{ endOffset: 4 }] },
            secondaryText: { text: 'Montréal, QC H3G 1P1, Canada' },
          },
          types: ['street_address', 'geocode'],
        },
      },
      {
        placePrediction: {
          place: 'places/ChIJ-mtl-1250b',
          placeId: 'ChIJ-mtl-1250b',
          text: { text: '1250 Rue Sainte-Catherine E, Montréal, QC H2L 2H2, Canada' },
          structuredFormat: {
            mainText: { text: '1250 Rue Sainte-Catherine E' },
            secondaryText: { text: 'Montréal, QC H2L 2H2, Canada' },
          },
          types: ['street_address', 'geocode'],
        },
      },
    ],
  };
}

const component = (text: string, componentType: string, confirmationLevel: string) => ({
  componentName: { text, languageCode: 'fr' },
  componentType,
  confirmationLevel,
});

export function validationAnswer(regionCode = 'CA') {
  return {
    result: {
      verdict: {
        inputGranularity: 'SUB_PREMISE',
        validationGranularity: 'PREMISE',
        geocodeGranularity: 'PREMISE',
        addressComplete: true,
        hasUnconfirmedComponents: true,
      },
      address: {
        formattedAddress: '1250 Rue Sainte-Catherine O #4, Montréal, QC H3G 1P1, Canada',
        postalAddress: {
          regionCode,
          languageCode: 'fr',
          postalCode: 'H3G 1P1',
          administrativeArea: 'QC',
          locality: 'Montréal',
          addressLines: ['1250 Rue Sainte-Catherine O #4'],
        },
        addressComponents: [
          component('4', 'subpremise', 'UNCONFIRMED_BUT_PLAUSIBLE'),
          component('1250', 'street_number', 'CONFIRMED'),
          component('Rue Sainte-Catherine Ouest', 'route', 'CONFIRMED'),
          component('Ville-Marie', 'sublocality_level_1', 'UNCONFIRMED_AND_SUSPICIOUS'),
          component('Montréal', 'locality', 'CONFIRMED'),
          component('Québec', 'administrative_area_level_1', 'CONFIRMED'),
          component('H3G 1P1', 'postal_code', 'CONFIRMED'),
          component('Canada', 'country', 'CONFIRMED'),
          component('Communauté-Urbaine-de-Montréal', 'administrative_area_level_2', 'CONFIRMED'),
        ],
        unconfirmedComponentTypes: ['subpremise', 'sublocality_level_1'],
      },
      geocode: {
        location: { latitude: 45.4978, longitude: -73.5752 },
        plusCode: { globalCode: '87Q8GF2F+4W' },
        featureSizeMeters: 30,
        placeId: 'ChIJ-mtl-1250',
        placeTypes: ['premise', 'street_address', 'establishment'],
      },
      metadata: { business: true, poBox: false, residential: false },
    },
    responseId: 'a5a2b9f0-0000-4000-8000-000000000000',
  };
}

/** Nominatim jsonv2 (`category`); LocationIQ answers the same with `class`. */
export function nominatimAnswer(locationIq = false) {
  return [
    {
      place_id: 123456,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'way',
      osm_id: 42424242,
      // 0.009° of latitude north of Google's geocode: 1.001 km.
      lat: '45.5068',
      lon: '-73.5752',
      [locationIq ? 'class' : 'category']: 'building',
      type: 'commercial',
      place_rank: 30,
      importance: 0.4213,
      addresstype: 'building',
      name: '',
      display_name: '1250, Rue Sainte-Catherine Ouest, Ville-Marie, Montréal, Québec, H3G 1P1, Canada',
      address: {
        house_number: '1250',
        road: 'Rue Sainte-Catherine Ouest',
        city: 'Montréal',
        country_code: 'ca',
      },
      boundingbox: ['45.4973', '45.4983', '-73.5757', '-73.5747'],
    },
  ];
}

export interface FakeProviders {
  base: string;
  requests: Recorded[];
  mode: Record<Service, Mode>;
  answers: Partial<Record<Service, unknown>>;
  count(service: Service): number;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const state: FakeProviders = {
    base: '',
    requests: [],
    mode: { autocomplete: 'ok', validation: 'ok', nominatim: 'ok' },
    answers: {},
    count: (service) => state.requests.filter((r) => r.service === service).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const failedOnce = new Set<Service>();
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = req.url ?? '';
    const service: Service = url.startsWith('/places/')
      ? 'autocomplete'
      : url.startsWith('/validation/')
        ? 'validation'
        : 'nominatim';
    state.requests.push({ service, url, headers: req.headers, body: raw ? JSON.parse(raw) : null });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const mode = state.mode[service];
    if (mode === 'hang') return; // never answers: the client's timeout must end the call
    if (mode === 'quota') return send(429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'));
    if (mode === 'bad-request') return send(400, googleError(400, 'INVALID_ARGUMENT', 'Invalid address.'));
    if (mode === 'fail' || (mode === 'fail-once' && !failedOnce.has(service))) {
      failedOnce.add(service);
      return send(503, googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'));
    }
    const defaults = {
      autocomplete: autocompleteAnswer(),
      validation: validationAnswer(),
      nominatim: nominatimAnswer(),
    };
    send(200, state.answers[service] ?? defaults[service]);
  });
  // Hanging requests must not keep the server open after the tests.
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = state.close;
  state.close = () => {
    server.closeAllConnections();
    return close();
  };
  return state;
}
