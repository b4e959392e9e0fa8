// A rent roll's own cells (issue 26): a lease's status by its words, the units a row leases, and
// the tenant cell of a vacant unit. Figures and days are read as a comps file's are
// (read-comp-cell.ts); a cell that cannot be read stays text, so the lease schema refuses it with
// its own message.
import { headerKey, LEASE_STATUSES, type LeaseStatus } from '@crm/shared';

const STATUS_WORDS: Record<string, LeaseStatus> = {
  actif: 'active',
  active: 'active',
  current: 'active',
  occupied: 'active',
  occupe: 'active',
  envigueur: 'active',
  encours: 'active',
  // A future lease on a rent roll is signed: it binds its spaces from its start.
  future: 'active',
  futur: 'active',
  monthtomonth: 'active',
  mtm: 'active',
  holdover: 'active',
  expire: 'expired',
  echu: 'expired',
  past: 'expired',
  ended: 'expired',
  former: 'expired',
  termine: 'expired',
  resilie: 'terminated',
  cancelled: 'terminated',
  canceled: 'terminated',
  annule: 'terminated',
  brouillon: 'draft',
  pending: 'draft',
  proposed: 'draft',
  enattente: 'draft',
  ennegociation: 'draft',
};

/** draft, active, expired or terminated, by the value or a word for it ("Current", "Actif",
 * "Échu", "Résilié", "Pending"). */
export function readLeaseStatus(text: string): LeaseStatus | string {
  const key = headerKey(text);
  return LEASE_STATUSES.find((s) => s === key) ?? STATUS_WORDS[key] ?? text;
}

const VACANT = new Set([
  'vacant',
  'vacante',
  'vacancy',
  'available',
  'empty',
  'libre',
  'disponible',
  'inoccupe',
  'vide',
]);

/** A tenant cell saying the unit is empty ("VACANT", "Libre"): a rent roll lists its vacant units
 * among the leased ones, so the building's rentable area is whole. */
export const isVacant = (text: string) => VACANT.has(headerKey(text));

/** The units a row leases: one ("101", "Suite 200") or several a lease covers together ("101, 102",
 * "101 & 102", "3A et 3B"). A hyphen or a slash is part of a unit ("A-1", "1/2"), never a list. */
export function readUnits(text: string): string[] {
  const units = text
    .split(/\s*(?:[,;&+]|\band\b|\bet\b)\s*/i)
    .map((u) => u.trim())
    .filter(Boolean);
  return [...new Set(units)];
}
