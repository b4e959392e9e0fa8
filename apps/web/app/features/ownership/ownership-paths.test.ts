import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import {
  linkKey,
  nodeMap,
  type OwnershipMode,
  ownershipSections,
  type PathPart,
  pathParts,
} from './ownership-paths';
import { OWNERS, path } from './ownership-test-graph';

/** The English words of an i18n key such as `links:relationship.OWNER.in`. */
const english = (key: string) => {
  const [ns, rest] = key.split(':') as [keyof typeof resources.en, string];
  return rest
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], resources.en[ns]) as string;
};

/** The list's line, as the section renders it with the arrows the screen readers skip. */
const text = (parts: PathPart[], mode: OwnershipMode) =>
  parts
    .map((part) =>
      part.type === 'record'
        ? part.node.label
        : `${part.before} ${english(linkKey(part.link, mode))} ${part.after}`,
    )
    .join(' ');

describe('a path as text', () => {
  const nodes = nodeMap(OWNERS);

  it('reads up from the address: its role, then "Owned by" each tier', () => {
    expect(text(pathParts(OWNERS.paths[0]!, nodes, 'owners'), 'owners')).toBe(
      '426 Sunset Blvd ← Recorded owner — 426 Sunset LLC ← Owned by — Crest Holdings ← Owned by — Jane Doe',
    );
  });

  it('a co-owner shares its tier, with no arrow', () => {
    expect(text(pathParts(OWNERS.paths[1]!, nodes, 'owners'), 'owners')).toBe(
      '426 Sunset Blvd ← Recorded owner — 426 Sunset LLC ← Owned by — Crest Holdings — Co-owner with — Kestrel Trust',
    );
  });

  it('reads down a portfolio: "Owner of" each tier, then the role on the address', () => {
    const portfolio = path([
      ['P', 'H', 'OWNER_OF'],
      ['H', 'L', 'OWNER_OF'],
      ['L', 'A', 'RECORDED_OWNER'],
    ]);
    expect(text(pathParts(portfolio, nodes, 'portfolio'), 'portfolio')).toBe(
      'Jane Doe — Owner of → Crest Holdings — Owner of → 426 Sunset LLC — Recorded owner → 426 Sunset Blvd',
    );
  });

  it('names each link with the portal’s labels', () => {
    expect(linkKey('OWNER_OF', 'owners')).toBe('links:relationship.OWNER.in');
    expect(linkKey('OWNER_OF', 'portfolio')).toBe('links:relationship.OWNER.out');
    expect(linkKey('CO-OWNER', 'portfolio')).toBe('links:relationship.CO-OWNER.both');
    expect(linkKey('TRUE_OWNER_CONTACT', 'owners')).toBe('crm:addressRoles.TRUE_OWNER_CONTACT');
  });

  it('a record the graph does not list still shows, by its id', () => {
    const parts = pathParts(path([['A', 'Z', 'OWNER']]), nodes, 'owners');
    expect(parts[2]).toMatchObject({ type: 'record', node: { id: 'Z', label: 'Z' } });
  });
});

describe('the list’s sections', () => {
  it('ultimate owners nearest first, each with every path to it; cut paths and contacts apart', () => {
    const sections = ownershipSections(OWNERS);
    expect(sections.reached.map((group) => [group.node.label, group.paths.length])).toEqual([
      ['Kestrel Trust', 1],
      ['Jane Doe', 2],
    ]);
    expect(sections.stopped).toEqual([OWNERS.paths[4]]);
    expect(sections.contacts.map((group) => group.node.label)).toEqual(['Bob Agent']);
  });

  it('a portfolio lists the addresses reached', () => {
    const sections = ownershipSections({
      ...OWNERS,
      root: 'P',
      paths: [
        path([['P', 'A', 'OWNER']], { end: 'address' }),
        path([['P', 'H', 'OWNER_OF']], { end: 'cycle' }),
      ],
    });
    expect(sections.reached.map((group) => group.node.id)).toEqual(['A']);
    expect(sections.stopped.map((p) => p.end)).toEqual(['cycle']);
    expect(sections.contacts).toEqual([]);
  });
});
