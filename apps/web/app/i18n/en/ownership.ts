// The Ownership section of the address and contact pages (issue 17): who owns a property in the
// end, and what a contact controls. Link words come from `links` (relationships) and `crm` (roles).
export const ownership = {
  title: 'Ownership',
  rentRoll: 'Portfolio rent roll',
  depth: 'Depth',
  depthHint: 'How many ownership tiers to follow',
  loading: 'Following the ownership links…',
  err: { load: 'Could not load the ownership. Try again.', retry: 'Try again' },
  truncated: 'Too many paths to show them all: only the first ones are listed.',
  owners: {
    empty: 'No owner is recorded for this address.',
    reached: 'Ultimate owners',
    contacts: 'Owner contacts',
    beyond: 'More owners lie beyond depth {{depth}}: choose a greater depth to follow every path to its end.',
    diagram:
      'Diagram of the ownership of {{name}}: {{records}} records over {{tiers}} tiers. The list beside it gives the same paths, with links.',
  },
  portfolio: {
    empty: 'This contact owns no property, directly or through other contacts.',
    reached: 'Properties controlled',
    contacts: 'Properties where this contact is an owner contact',
    beyond:
      'More lies beyond depth {{depth}}: this contact may control other properties through the contacts it owns. Choose a greater depth to follow them.',
    diagram:
      'Diagram of the portfolio of {{name}}: {{records}} records over {{tiers}} tiers. The list beside it gives the same paths, with links.',
  },
  stopped: 'Paths not followed to the end',
  end: {
    cycle: 'A loop of ownership: {{name}} is already on this path, so it is followed no further.',
    depth: 'More beyond depth {{depth}}: choose a greater depth to follow it further.',
  },
  loopEdge: '{{link}} (loop)',
  pathDepth: 'Depth {{depth}}:',
  path: 'Path',
  ultimate: 'Ultimate owner',
  person: 'Person',
  company: 'Company',
  unit: 'Unit {{unit}}',
  totals: {
    title: 'Totals to depth {{depth}}',
    properties_one: '{{count}} property',
    properties_other: '{{count}} properties',
    units_one: '{{count}} unit',
    units_other: '{{count}} units',
    area: '{{area}} sq ft',
    withArea: '{{count}} of {{total}} with an area',
    noArea: 'No area recorded',
    partial: 'Incomplete: the walk stopped at its limit before reaching every property.',
  },
};
