// A graph as the API answers an address's owners, for the Ownership section's unit tests.
import type { OwnershipGraph, OwnershipNode, OwnershipPath } from '@crm/shared';

export const node = (id: string, label: string, over: Partial<OwnershipNode> = {}): OwnershipNode => ({
  id,
  kind: 'entity',
  label,
  is_person: false,
  tier: 1,
  ultimate: false,
  subpremise: null,
  rba: null,
  ...over,
});
export const path = (
  steps: [string, string, OwnershipPath['steps'][number]['link']][],
  over: Partial<OwnershipPath> = {},
) =>
  ({
    kind: 'owner',
    depth: steps.filter(([, , link]) => link !== 'CO-OWNER').length,
    end: 'ultimate',
    steps: steps.map(([from, to, link]) => ({ from, to, link })),
    ...over,
  }) satisfies OwnershipPath;

/** 426 Sunset Blvd ← LLC ← (Holdings ← Jane, Holdings co-owner with Kestrel; Fund ← Jane), a
 * contact to call, and a path cut at the depth asked for. */
export const OWNERS: OwnershipGraph = {
  depth: 6,
  root: 'A',
  nodes: [
    node('A', '426 Sunset Blvd', { kind: 'address', is_person: null, tier: 0, rba: 12_000 }),
    node('L', '426 Sunset LLC'),
    node('H', 'Crest Holdings', { tier: 2 }),
    node('K', 'Kestrel Trust', { tier: 2, ultimate: true }),
    node('Q', 'Quartz Fund', { tier: 2 }),
    node('P', 'Jane Doe', { tier: 3, ultimate: true, is_person: true }),
    node('C', 'Bob Agent', { is_person: true }),
    node('X', 'Deep Co', { tier: 3 }),
  ],
  paths: [
    path([
      ['A', 'L', 'RECORDED_OWNER'],
      ['L', 'H', 'OWNER_OF'],
      ['H', 'P', 'OWNER_OF'],
    ]),
    path([
      ['A', 'L', 'RECORDED_OWNER'],
      ['L', 'H', 'OWNER_OF'],
      ['H', 'K', 'CO-OWNER'],
    ]),
    path([
      ['A', 'L', 'RECORDED_OWNER'],
      ['L', 'Q', 'OWNER_OF'],
      ['Q', 'P', 'OWNER_OF'],
    ]),
    path([['A', 'C', 'OWNER_CONTACT']], { kind: 'contact' }),
    path(
      [
        ['A', 'L', 'RECORDED_OWNER'],
        ['L', 'Q', 'OWNER_OF'],
        ['Q', 'X', 'OWNER_OF'],
      ],
      { end: 'depth' },
    ),
  ],
  truncated: false,
  totals: null,
};
