// Whether an address a client names is one of their properties (issue 29): walked down from each
// root of their scope (their contact, then the companies they represent) with the portfolio's own
// walk, so "theirs" means exactly what "My properties" lists. Never trusted from the request.
import { OWNERSHIP_DEPTH } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { uuidKey } from '../../shared/uuid.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { controlledAddresses, walkPortfolio } from '../ownership/walk-portfolio.js';

/** The building the client controls under `id` (a building reached, or a space's building when
 * `id` names the space or its building), or null when it is not theirs. */
export async function clientBuildingOf(
  database: Database,
  scope: ClientScope,
  id: string,
): Promise<string | null> {
  const key = uuidKey(id);
  if (!key) return null;
  for (const root of scope.entityIds) {
    const { rows } = await walkPortfolio(database, root, { depth: OWNERSHIP_DEPTH.default });
    for (const [address, building] of controlledAddresses(rows)) {
      const property = (building ?? address).toLowerCase();
      if (address.toLowerCase() === key || property === key) return property;
    }
  }
  return null;
}
