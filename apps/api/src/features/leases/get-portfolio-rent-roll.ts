// GET /entities/{id}/rent-roll: an owner's rent roll over every building it controls, reached by the
// walk of its portfolio (ADR 0025: owner roles, OWNER links down, CO-OWNER on the same tier; never a
// _CONTACT role). An address reached counts as its building (a space's is its parent), each
// building once, and whole: the data holds no ownership shares, so a co-owned building is in each
// co-owner's roll (ADR 0042).
import type { OwnershipQuery, PortfolioRentRoll } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { dayIn } from '../../shared/days.js';
import { controlledAddresses, walkPortfolio } from '../ownership/walk-portfolio.js';
import { labelOrder, readBuildingRolls } from './read-building-rolls.js';
import { portfolioRollFigures } from './rent-roll-figures.js';

/** The roll, and the contact's name (for a file's name). */
export async function getPortfolioRentRoll(
  database: Database,
  id: string,
  { as_of, depth }: { as_of?: string | undefined } & Pick<OwnershipQuery, 'depth'>,
  timeZone: string,
): Promise<PortfolioRentRoll & { label: string }> {
  const day = as_of ?? dayIn(timeZone);
  const { uuid, entity, rows, cut } = await walkPortfolio(database, id, { depth });
  const buildingIds = new Set<string>();
  for (const [address, parent] of controlledAddresses(rows)) buildingIds.add(parent ?? address);
  const buildings = await readBuildingRolls(database, [...buildingIds], day);
  buildings.sort((a, b) => labelOrder(a.label, b.label) || a.id.localeCompare(b.id));
  return {
    entity_id: uuid,
    entity_name: entity.name,
    as_of: day,
    partial: cut,
    label: entity.name,
    ...portfolioRollFigures(buildings, day),
  };
}
