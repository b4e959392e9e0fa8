import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import {
  linkKey,
  moreBeyond,
  nodeMap,
  type OwnershipMode,
  ownershipSections,
  type PathPart,
  pathParts,
  stopNote,
} from './ownership-paths';
import { OWNERS, path } from './ownership-test-graph';

/** The words of an i18n key such as `links:relationship.OWNER.in`, its `{{values}}` filled in. */
const words = (lang: keyof typeof resources, key: string, values: Record<string, unknown> = {}) => {
  const [ns, rest] = key.split(':') as [keyof typeof resources.en, string];
  const text = rest
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], resources[lang][ns]) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
const english = (key: string) => words('en', key);

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

  it('a cycle ends with the link that closes it, and says which record is already on the path', () => {
    // 426 Sunset LLC is owned by Crest Holdings, which 426 Sunset LLC owns in turn.
    const loop = path(
      [
        ['A', 'L', 'RECORDED_OWNER'],
        ['L', 'H', 'OWNER_OF'],
        ['H', 'L', 'OWNER_OF'],
      ],
      { end: 'cycle', depth: 2 },
    );
    expect(text(pathParts(loop, nodes, 'owners'), 'owners')).toBe(
      '426 Sunset Blvd ← Recorded owner — 426 Sunset LLC ← Owned by — Crest Holdings ← Owned by — 426 Sunset LLC',
    );
    const note = stopNote(loop, nodes)!;
    expect(note).toEqual({ key: 'end.cycle', name: '426 Sunset LLC' });
    expect(words('en', `ownership:${note.key}`, note)).toBe(
      'A loop of ownership: 426 Sunset LLC is already on this path, so it is followed no further.',
    );
    expect(words('fr', `ownership:${note.key}`, note)).toBe(
      'Une boucle de propriété : 426 Sunset LLC figure déjà sur ce chemin, qui n’est donc pas suivi plus loin.',
    );
  });

  it('a path cut at the depth says there is more beyond it', () => {
    const note = stopNote(OWNERS.paths[4]!, nodes)!;
    expect(note).toEqual({ key: 'end.depth', depth: 3 });
    expect(words('en', `ownership:${note.key}`, note)).toBe(
      'More beyond depth 3: choose a greater depth to follow it further.',
    );
    expect(words('fr', `ownership:${note.key}`, note)).toMatch(
      /^Il y a davantage au-delà de la profondeur 3 :/,
    );
    expect(stopNote(OWNERS.paths[0]!, nodes)).toBeNull();
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

  it('a portfolio cut at depth 1 is not empty: its paths stop with more beyond', () => {
    const cut = { ...OWNERS, depth: 1, root: 'P', paths: [path([['P', 'H', 'OWNER_OF']], { end: 'depth' })] };
    const sections = ownershipSections(cut);
    expect(sections.reached).toEqual([]);
    expect(sections.stopped).toEqual(cut.paths);
    expect(moreBeyond(cut)).toBe(true);
    expect(moreBeyond({ ...cut, paths: [path([['P', 'A', 'OWNER']], { end: 'address' })] })).toBe(false);
    expect(words('en', 'ownership:portfolio.beyond', { depth: 1 })).toMatch(/^More lies beyond depth 1: /);
    expect(words('fr', 'ownership:portfolio.beyond', { depth: 1 })).toMatch(
      /^Il y a davantage au-delà de la profondeur 1 : /,
    );
  });
});
