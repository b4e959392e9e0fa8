// The properties a set of contacts controls, as the client's property list reads them: the walk
// DOWN from each root (walk-portfolio.ts), every address reached through an owner role, and each
// space's building (a space reached counts as its building). Read at every request, so a property
// sold or bought since shows at once.
import { OWNERSHIP_DEPTH } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { controlledAddresses, walkPortfolio } from '../ownership/walk-portfolio.js';

export async function scopeAddresses(database: Database, roots: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const root of roots) {
    const walk = await walkPortfolio(database, root, { depth: OWNERSHIP_DEPTH.max });
    for (const [address, building] of controlledAddresses(walk.rows)) {
      ids.add(address);
      if (building) ids.add(building);
    }
  }
  return [...ids];
}
