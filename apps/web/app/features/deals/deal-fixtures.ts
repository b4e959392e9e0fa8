// Samples the deals' component tests share: a leasing pipeline as migration 0033 seeds it, a deal
// in it, and a stubbed API answering the deal routes and recording each write.
import type { Board, Deal, Pipeline } from '@crm/shared';
import { vi } from 'vitest';

const stage = (
  id: string,
  key: string,
  name: string,
  position: number,
  probability: number,
  outcome: 'open' | 'won' | 'lost' = 'open',
) => ({ id, key, name, position, probability, outcome, playbook: [] });

/** Stage ids by key (UUIDs: the shared schemas check them). */
export const STAGE = {
  pursuit: '01900000-0000-7000-8000-000000000051',
  proposals: '01900000-0000-7000-8000-000000000052',
  won: '01900000-0000-7000-8000-000000000053',
  lost: '01900000-0000-7000-8000-000000000054',
};

export const PIPELINE: Pipeline = {
  id: '01900000-0000-7000-8000-0000000000f1',
  name: 'Landlord leasing',
  type: 'landlord_leasing',
  stages: [
    stage(STAGE.pursuit, 'pursuit', 'Pursuit', 0, 10),
    stage(STAGE.proposals, 'proposals', 'Proposals', 1, 50),
    stage(STAGE.won, 'closed_won', 'Closed won', 2, 100, 'won'),
    stage(STAGE.lost, 'closed_lost', 'Closed lost', 3, 0, 'lost'),
  ],
};

export const STAFF = [
  { id: 'user-ann', name: 'Ann Broker', email: 'ann@firm.test', time_zone: 'America/Toronto' },
  { id: 'user-bob', name: 'Bob Broker', email: 'bob@firm.test', time_zone: 'America/Toronto' },
];

export const DEAL: Deal = {
  id: '01900000-0000-7000-8000-0000000000d1',
  name: 'Acme HQ lease',
  type: 'landlord_leasing',
  pipeline_id: PIPELINE.id,
  stage_id: STAGE.proposals,
  stage_name: 'Proposals',
  outcome: 'open',
  address_id: '01900000-0000-7000-8000-0000000000a1',
  address: '1000 Rue Sherbrooke O, Montréal',
  city: 'Montréal',
  requirement_id: null,
  parties: [{ entity_id: '01900000-0000-7000-8000-0000000000e1', role: 'tenant', name: 'Acme Inc.' }],
  value: 600000,
  value_computed: true,
  area_sqft: 10000,
  rent_sqft_year: 20,
  term_months: 36,
  commission_pct: 5,
  commission_amount: null,
  commission: 30000,
  splits: [
    { staff_id: 'user-ann', pct: 60, name: 'Ann Broker' },
    { staff_id: 'user-bob', pct: 40, name: 'Bob Broker' },
  ],
  probability: 50,
  probability_overridden: false,
  weighted_commission: 15000,
  expected_close_on: '2027-03-31',
  dates: { loi_on: '2026-12-01', signed_on: null, dd_expires_on: null, financing_on: null, closing_on: null },
  closed_on: null,
  lost_reason: null,
  lost_note: null,
  owner_id: 'user-ann',
  owner_name: 'Ann Broker',
  stage_entered_at: '2026-11-20T15:00:00.000Z',
  created_at: '2026-11-01T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
};

export const BOARD: Board = {
  pipeline_id: PIPELINE.id,
  stages: PIPELINE.stages.map((s) => ({
    stage_id: s.id,
    key: s.key,
    name: s.name,
    outcome: s.outcome,
    probability: s.probability,
    count: s.id === DEAL.stage_id ? 1 : 0,
    value: s.id === DEAL.stage_id ? 600000 : 0,
    weighted_commission: s.id === DEAL.stage_id ? 15000 : 0,
    cards:
      s.id === DEAL.stage_id
        ? [
            {
              id: DEAL.id,
              name: DEAL.name,
              value: DEAL.value,
              probability: 50,
              expected_close_on: DEAL.expected_close_on,
              owner_id: DEAL.owner_id,
              owner_name: DEAL.owner_name,
              address: DEAL.address,
              parties: ['Acme Inc.'],
            },
          ]
        : [],
  })),
};

export interface Sent {
  method: string;
  url: string;
  body: unknown;
  ifMatch: string | null;
}

/** A stubbed API: `answers` by "METHOD /path" (a function of the body, or a [status, body] pair),
 * the pipelines, staff and the deal by default. Records every write. */
export function serveDeals(
  answers: Record<string, (body: unknown) => [number, unknown, string?]> = {},
): Sent[] {
  const sent: Sent[] = [];
  const defaults: Record<string, (body: unknown) => [number, unknown, string?]> = {
    'GET /api/v1/pipelines': () => [200, { data: [PIPELINE] }],
    'GET /api/v1/staff': () => [200, STAFF],
    [`GET /api/v1/pipelines/${PIPELINE.id}/board`]: () => [200, BOARD],
    [`PUT /api/v1/deals/${DEAL.id}`]: (body) => [200, { ...DEAL, ...(body as object) }, '"2"'],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(url).split('?')[0];
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const headers = new Headers(init.headers);
      if (method !== 'GET') sent.push({ method, url: String(url), body, ifMatch: headers.get('if-match') });
      const answer = answers[`${method} ${path}`] ?? defaults[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ data: [], offset: 0 }), { status: 200 });
      const [status, data, etag] = answer(body);
      return new Response(JSON.stringify(data), {
        status,
        headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
      });
    }),
  );
  return sent;
}
