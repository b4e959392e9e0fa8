// Where the diagram draws each record, laid out here rather than by a layout library: a column per
// tier (the start on the left), and within a column the records in the order the list names them,
// so the diagram and the list read alike. Pure, so the rules are unit-tested.
import type { OwnershipGraph, OwnershipNode } from '@crm/shared';
import { closesLoop, nodeMap, type OwnershipLink, type OwnershipSections } from './ownership-paths';

export const COLUMN_WIDTH = 250;
export const NODE_WIDTH = 160;
export const ROW_HEIGHT = 90;
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 560;

export interface PlacedNode {
  node: OwnershipNode;
  x: number;
  y: number;
  /** The record asked about, an ultimate owner, or any record between. */
  role: 'root' | 'ultimate' | 'other';
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  link: OwnershipLink;
  /** The link closing a cycle: back to a record drawn further left, already on the path. */
  loop: boolean;
}

export interface DiagramLayout {
  nodes: PlacedNode[];
  /** Each step once, however many paths take it. */
  edges: DiagramEdge[];
  /** The records of the tallest column, and the deepest tier (the start is tier 0). */
  rows: number;
  tiers: number;
}

/** The diagram's height in pixels: the tallest column, within bounds (it pans and zooms beyond). */
export const diagramHeight = (layout: Pick<DiagramLayout, 'rows'>) =>
  Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, layout.rows * ROW_HEIGHT + 80));

export function layoutOwnership(graph: OwnershipGraph, sections: OwnershipSections): DiagramLayout {
  const nodes = nodeMap(graph);
  // The order records first appear along the list's paths; any other record of the graph after.
  const order: string[] = [graph.root];
  const paths = [
    ...sections.reached.flatMap((group) => group.paths),
    ...sections.stopped,
    ...sections.contacts.flatMap((group) => group.paths),
  ];
  for (const path of paths) for (const step of path.steps) order.push(step.from, step.to);
  order.push(...nodes.keys());

  const columns = new Map<number, string[]>();
  const seen = new Set<string>();
  for (const id of order) {
    const node = nodes.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    const column = columns.get(node.tier) ?? [];
    column.push(id);
    columns.set(node.tier, column);
  }

  const placed: PlacedNode[] = [];
  for (const [tier, ids] of columns)
    ids.forEach((id, row) => {
      const node = nodes.get(id)!;
      placed.push({
        node,
        x: tier * COLUMN_WIDTH,
        // Each column centred on the start's row.
        y: (row - (ids.length - 1) / 2) * ROW_HEIGHT,
        role: id === graph.root ? 'root' : node.ultimate ? 'ultimate' : 'other',
      });
    });

  const edges = new Map<string, DiagramEdge>();
  for (const path of graph.paths)
    path.steps.forEach(({ from, to, link }, index) => {
      const id = `${from}>${to}>${link}`;
      if (!edges.has(id) && nodes.has(from) && nodes.has(to))
        edges.set(id, { id, source: from, target: to, link, loop: closesLoop(path, index) });
    });
  return {
    nodes: placed,
    edges: [...edges.values()],
    rows: Math.max(0, ...[...columns.values()].map((ids) => ids.length)),
    tiers: Math.max(0, ...columns.keys()),
  };
}
