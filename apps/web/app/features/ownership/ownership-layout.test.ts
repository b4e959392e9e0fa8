import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, diagramHeight, layoutOwnership, ROW_HEIGHT } from './ownership-layout';
import { ownershipSections } from './ownership-paths';
import { OWNERS, path } from './ownership-test-graph';

describe('the diagram’s layout', () => {
  const layout = layoutOwnership(OWNERS, ownershipSections(OWNERS));
  const at = (id: string) => layout.nodes.find((placed) => placed.node.id === id)!;

  it('puts each tier in a column, the start alone on the left', () => {
    expect(at('A')).toMatchObject({ x: 0, y: 0, role: 'root' });
    expect(at('L').x).toBe(COLUMN_WIDTH);
    expect(at('P').x).toBe(3 * COLUMN_WIDTH);
    expect(layout.tiers).toBe(3);
  });

  it('orders a column as the list names its records, centred on the start', () => {
    // The list: Kestrel's path (via Holdings), then Jane's (Holdings, Quartz); the contact after.
    const tier = (n: number) =>
      layout.nodes
        .filter((placed) => placed.node.tier === n)
        .sort((a, b) => a.y - b.y)
        .map((placed) => [placed.node.id, placed.y]);
    expect(tier(2)).toEqual([
      ['H', -ROW_HEIGHT],
      ['K', 0],
      ['Q', ROW_HEIGHT],
    ]);
    expect(tier(1)).toEqual([
      ['L', -ROW_HEIGHT / 2],
      ['C', ROW_HEIGHT / 2],
    ]);
    expect(layout.rows).toBe(3);
  });

  it('marks the ultimate owners', () => {
    expect(
      layout.nodes.filter((placed) => placed.role === 'ultimate').map((placed) => placed.node.id),
    ).toEqual(['K', 'P']);
  });

  it('draws each step once, however many paths take it', () => {
    expect(layout.edges.filter((edge) => edge.source === 'A' && edge.target === 'L')).toHaveLength(1);
    expect(layout.edges).toHaveLength(8);
    expect(layout.edges.find((edge) => edge.target === 'K')?.link).toBe('CO-OWNER');
  });

  it('marks the link closing a cycle, back to a record further left, and only that one', () => {
    const loop = {
      ...OWNERS,
      paths: [
        path(
          [
            ['A', 'L', 'RECORDED_OWNER'],
            ['L', 'H', 'OWNER_OF'],
            ['H', 'L', 'OWNER_OF'],
          ],
          { end: 'cycle', depth: 2 },
        ),
      ],
    };
    const edges = layoutOwnership(loop, ownershipSections(loop)).edges;
    expect(edges.map((edge) => [edge.source, edge.target, edge.loop])).toEqual([
      ['A', 'L', false],
      ['L', 'H', false],
      ['H', 'L', true],
    ]);
  });

  it('is tall enough for its tallest column, within bounds', () => {
    expect(diagramHeight({ rows: 1 })).toBe(240);
    expect(diagramHeight({ rows: 4 })).toBe(4 * ROW_HEIGHT + 80);
    expect(diagramHeight({ rows: 50 })).toBe(560);
  });
});
