// What the Ownership section says about a graph, decided apart from its words (pure, so the rules
// are unit-tested): which paths come first, how one reads as a line of text, which words name each
// link. The section and the diagram turn these into the portal's labels.
import type { OwnershipGraph, OwnershipNode, OwnershipPath, OwnershipStep } from '@crm/shared';

/** Owners walk up from an address; a portfolio walks down from a contact. */
export type OwnershipMode = 'owners' | 'portfolio';
export type OwnershipLink = OwnershipStep['link'];

type LinkWordsKey =
  | `links:relationship.OWNER.${'in' | 'out'}`
  | 'links:relationship.CO-OWNER.both'
  | `crm:addressRoles.${Exclude<OwnershipLink, 'OWNER_OF' | 'CO-OWNER'>}`;

/** The i18n key naming a link as read along the walk: an address role is crm's label of it; an
 * OWNER link reads "Owned by" going up and "Owner of" going down; CO-OWNER the same both ways. */
export function linkKey(link: OwnershipLink, mode: OwnershipMode): LinkWordsKey {
  if (link === 'OWNER_OF') return `links:relationship.OWNER.${mode === 'owners' ? 'in' : 'out'}`;
  if (link === 'CO-OWNER') return 'links:relationship.CO-OWNER.both';
  return `crm:addressRoles.${link}`;
}

/** The arrow before a link's words: towards the start, as the walk reads back ("A ← Recorded owner —
 * LLC"), or onward for a portfolio ("Jane — Owner of → Holdings"); none within a tier. */
export function linkGlyphs(link: OwnershipLink, mode: OwnershipMode): [before: string, after: string] {
  if (link === 'CO-OWNER') return ['—', '—'];
  return mode === 'owners' ? ['←', '—'] : ['—', '→'];
}

export type PathPart =
  | { type: 'record'; node: OwnershipNode }
  | { type: 'link'; link: OwnershipLink; before: string; after: string };

/** A path as alternating records and links, from the start. A step naming a record the graph does
 * not list still shows, as a record with its id for label. */
export function pathParts(
  path: OwnershipPath,
  nodes: Map<string, OwnershipNode>,
  mode: OwnershipMode,
): PathPart[] {
  const record = (id: string): PathPart => ({ type: 'record', node: nodes.get(id) ?? unknownNode(id) });
  const parts: PathPart[] = [record(path.steps[0]!.from)];
  for (const step of path.steps) {
    const [before, after] = linkGlyphs(step.link, mode);
    parts.push({ type: 'link', link: step.link, before, after }, record(step.to));
  }
  return parts;
}

const unknownNode = (id: string): OwnershipNode => ({
  id,
  kind: 'entity',
  label: id,
  is_person: null,
  tier: 0,
  ultimate: false,
  subpremise: null,
  rba: null,
});

/** "426 Sunset Blvd ← Recorded owner — 426 Sunset LLC ← Owned by — Jane Doe", with `words(key)`
 * giving each link's label. */
export function pathText(parts: PathPart[], words: (key: string) => string, mode: OwnershipMode): string {
  return parts
    .map((part) =>
      part.type === 'record'
        ? part.node.label
        : `${part.before} ${words(linkKey(part.link, mode))} ${part.after}`,
    )
    .join(' ');
}

/** The record a path reaches, with every path that reaches it. */
export interface PathGroup {
  node: OwnershipNode;
  paths: OwnershipPath[];
}

export interface OwnershipSections {
  /** Owners: the ultimate owners; portfolio: the addresses controlled. Nearest first. */
  reached: PathGroup[];
  /** Paths stopped by a cycle (their last step goes back onto them) or the depth limit. */
  stopped: OwnershipPath[];
  /** _CONTACT roles: whom to call, shown apart from the owners. */
  contacts: PathGroup[];
}

const lastId = (path: OwnershipPath) => path.steps[path.steps.length - 1]!.to;

function groupByEnd(paths: OwnershipPath[], nodes: Map<string, OwnershipNode>): PathGroup[] {
  const groups = new Map<string, PathGroup>();
  for (const path of paths) {
    const id = lastId(path);
    const group = groups.get(id) ?? { node: nodes.get(id) ?? unknownNode(id), paths: [] };
    group.paths.push(path);
    groups.set(id, group);
  }
  const nearest = (group: PathGroup) => Math.min(...group.paths.map((path) => path.depth));
  for (const group of groups.values()) group.paths.sort((a, b) => a.depth - b.depth);
  return [...groups.values()].sort(
    (a, b) => nearest(a) - nearest(b) || a.node.label.localeCompare(b.node.label),
  );
}

/** The list's sections, in the order it shows them. */
export function ownershipSections(graph: OwnershipGraph): OwnershipSections {
  const nodes = nodeMap(graph);
  const owners = graph.paths.filter((path) => path.kind === 'owner');
  return {
    reached: groupByEnd(
      owners.filter((path) => path.end === 'ultimate' || path.end === 'address'),
      nodes,
    ),
    stopped: owners
      .filter((path) => path.end === 'cycle' || path.end === 'depth')
      .sort((a, b) => a.depth - b.depth),
    contacts: groupByEnd(
      graph.paths.filter((path) => path.kind === 'contact'),
      nodes,
    ),
  };
}

/** Why a stopped path stops, as the list says it under the path: a cycle names the record its last
 * step goes back to (already on the path, earlier); a depth cut, the depth beyond which more lies. */
export type StopNote = { key: 'end.cycle'; name: string } | { key: 'end.depth'; depth: number };

export function stopNote(path: OwnershipPath, nodes: Map<string, OwnershipNode>): StopNote | null {
  if (path.end === 'cycle')
    return { key: 'end.cycle', name: (nodes.get(lastId(path)) ?? unknownNode(lastId(path))).label };
  if (path.end === 'depth') return { key: 'end.depth', depth: path.depth };
  return null;
}

/** Whether the walk stopped at the depth asked for with more beyond: an answer whose paths are all
 * cut there (a portfolio at depth 1) is then not empty, just short. */
export const moreBeyond = (graph: OwnershipGraph) => graph.paths.some((path) => path.end === 'depth');

/** Whether a path's step is the link that closes a cycle (its last, back onto the path). */
export const closesLoop = (path: OwnershipPath, index: number) =>
  path.end === 'cycle' && index === path.steps.length - 1;

/** A path's identity: its steps (no two paths take the same ones). */
export const pathKey = (path: OwnershipPath) =>
  path.steps.map((step) => `${step.from}>${step.to}>${step.link}`).join('|');

export const nodeMap = (graph: OwnershipGraph) => new Map(graph.nodes.map((node) => [node.id, node]));
