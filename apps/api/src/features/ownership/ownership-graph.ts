// Turns the paths a walk found into the answer both reads share: paths in a stable order (owners
// before contacts, shallow before deep, then by the labels along them), at most OWNERSHIP_MAX_PATHS,
// and every record on a kept path once, the start first, at the least tier it is reached at.
import {
  OWNERSHIP_MAX_PATHS,
  type OwnershipGraph,
  type OwnershipNode,
  type OwnershipPath,
  type OwnershipStep,
  type PortfolioTotals,
} from '@crm/shared';

/** What is known of a record before the walk places it: everything but its tier. */
export type NodeInfo = Omit<OwnershipNode, 'tier'>;

/** A path as found, before its depth is counted. */
export type FoundPath = Pick<OwnershipPath, 'kind' | 'end' | 'steps'>;

export interface GraphInput {
  depth: number;
  root: NodeInfo;
  found: FoundPath[];
  /** Each record a path may name (the start included), by id. */
  info: Map<string, NodeInfo>;
  /** The walk itself stopped at its row limit. */
  cut: boolean;
  totals: PortfolioTotals | null;
}

/** The tier reached after each step: an address role or an OWNER link is one more, CO-OWNER none. */
const tiersOf = (steps: OwnershipStep[]) => {
  let tier = 0;
  return steps.map((s) => {
    if (s.link !== 'CO-OWNER') tier += 1;
    return tier;
  });
};

export function buildGraph({ depth, root, found, info, cut, totals }: GraphInput): OwnershipGraph {
  const label = (id: string) => info.get(id)?.label ?? '';
  const keyed = found.map((p) => {
    const tiers = tiersOf(p.steps);
    const ids = p.steps.map((s) => s.to);
    // A cycle's last step goes back to a record already on the path: no tier further.
    const reached = p.end === 'cycle' ? tiers.at(-2) : tiers.at(-1);
    return { path: { ...p, depth: reached ?? 0 }, tiers, labels: ids.map(label), ids };
  });
  keyed.sort(
    (a, b) =>
      (a.path.kind === b.path.kind ? 0 : a.path.kind === 'owner' ? -1 : 1) ||
      a.path.depth - b.path.depth ||
      compareLists(a.labels, b.labels) ||
      compareLists(a.ids, b.ids),
  );
  const kept = keyed.slice(0, OWNERSHIP_MAX_PATHS);

  const tiers = new Map<string, number>([[root.id, 0]]);
  for (const { ids, tiers: at } of kept)
    ids.forEach((id, i) => {
      if (!((tiers.get(id) ?? Number.POSITIVE_INFINITY) <= at[i]!)) tiers.set(id, at[i]!);
    });
  const nodes = [...tiers]
    .map(([id, tier]) => ({ ...(info.get(id) ?? root), id, tier }))
    .sort(
      (a, b) =>
        (a.id === root.id ? -1 : b.id === root.id ? 1 : 0) ||
        a.tier - b.tier ||
        collator.compare(a.label, b.label) ||
        compare(a.id, b.id),
    );
  return {
    depth,
    root: root.id,
    paths: kept.map((k) => k.path),
    nodes,
    truncated: cut || keyed.length > kept.length,
    totals,
  };
}

// One collator, built once: localeCompare with a locale builds one a call, which a sort of
// thousands of paths would pay each comparison.
const collator = new Intl.Collator('en');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareLists(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = collator.compare(a[i]!, b[i]!) || compare(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
