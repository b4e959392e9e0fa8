// Who controls a property (issue 17): GET /addresses/{id}/owners walks up from an address through
// its owner roles and the OWNER links above them to the ultimate owners; GET /entities/{id}/portfolio
// walks down from a contact to every address it controls. Both answer the same graph shape.
import { z } from 'zod';

/** Address roles that make the linked contact an owner of the address: walked upward. */
export const OWNER_ROLES = ['RECORDED_OWNER', 'TRUE_OWNER', 'OWNER'] as const;
/** Address roles naming whom to call about an owner: shown apart, never walked through. */
export const OWNER_CONTACT_ROLES = ['TRUE_OWNER_CONTACT', 'OWNER_CONTACT'] as const;

export const OWNERSHIP_DEPTH = { min: 1, max: 8, default: 6 } as const;

/** `?depth=`: how many ownership tiers to walk (an address role is the first tier; each OWNER
 * link one more; a CO-OWNER link stays on its tier). */
export const OwnershipQuery = z.object({
  depth: z.coerce
    .number({ error: 'val.depth' })
    .int('val.depth')
    .min(OWNERSHIP_DEPTH.min, 'val.depth')
    .max(OWNERSHIP_DEPTH.max, 'val.depth')
    .default(OWNERSHIP_DEPTH.default),
});
export type OwnershipQuery = z.infer<typeof OwnershipQuery>;

/** What joins two records of a path: an address role, or an entity link. */
export const OWNERSHIP_LINKS = [...OWNER_ROLES, ...OWNER_CONTACT_ROLES, 'OWNER_OF', 'CO-OWNER'] as const;

export const OwnershipStep = z.object({
  from: z.string().describe('The record the walk comes from (owners: the owned one; portfolio: the owner)'),
  to: z
    .string()
    .describe(
      "The record it reaches; on a path ending in 'cycle', the last step's is a record already on the path (the link that closes the loop)",
    ),
  link: z
    .enum(OWNERSHIP_LINKS)
    .describe(
      'An address role (RECORDED_OWNER…, or a _CONTACT role), OWNER_OF for an entity OWNER link (the owner is entity_id), CO-OWNER for a co-owner link (same tier)',
    ),
});
export type OwnershipStep = z.infer<typeof OwnershipStep>;

/** Why a path stops: at an ultimate owner (nobody owns it) or, for a portfolio, at an address; at
 * an OWNER link back to a record already on the path (a cycle: its last step is that link, one
 * path for each such link, never walked round); at the depth asked for, with more beyond (owners
 * above, or for a portfolio what the last contact holds or owns); or, for a path of kind
 * 'contact', because a _CONTACT role is never walked through. */
export const PATH_ENDS = ['ultimate', 'address', 'cycle', 'depth', 'contact'] as const;

export const OwnershipPath = z.object({
  kind: z.enum(['owner', 'contact']).describe("'contact': a _CONTACT role, shown apart from the owners"),
  depth: z
    .number()
    .int()
    .describe(
      "Tiers from the start to the last record reached (a cycle's closing step, back onto the path, adds none)",
    ),
  end: z
    .enum(PATH_ENDS)
    .describe(
      "Why it stops: 'ultimate' (nobody owns the last record), 'address' (portfolio), 'cycle' (the last step is an OWNER link back to a record already on the path), 'depth' (more lies beyond the depth asked for), 'contact' (a _CONTACT role, never walked through)",
    ),
  steps: z.array(OwnershipStep).min(1),
});
export type OwnershipPath = z.infer<typeof OwnershipPath>;

export const OwnershipNode = z.object({
  id: z.string().describe("The record's uuid"),
  kind: z.enum(['address', 'entity']),
  label: z.string().describe("A contact's name, or an address's text"),
  is_person: z.boolean().nullable().describe('Contacts only; null for an address'),
  tier: z.number().int().describe('The least depth at which a path reaches it (the start: 0)'),
  ultimate: z.boolean().describe('Owners only: a contact whom no one owns in turn'),
  subpremise: z.string().nullable().describe('Addresses only: the unit, when the record is one'),
  rba: z.number().nullable().describe('Addresses only: rentable building area, square feet'),
});
export type OwnershipNode = z.infer<typeof OwnershipNode>;

export const OWNERSHIP_MAX_PATHS = 500;
/** At most this many partial paths are walked: a dense graph (a clique of co-owners) would
 * otherwise grow factorially. */
export const OWNERSHIP_WALK_ROWS = 5000;

export const PortfolioTotals = z.object({
  properties: z.number().int().describe('Distinct addresses controlled (owner paths only)'),
  units: z.number().int().describe('Of those, addresses that are a unit (a subpremise)'),
  square_feet: z.number().describe('Sum of rba over those that have one'),
  with_square_feet: z.number().int().describe('How many of them have an rba'),
  partial: z
    .boolean()
    .describe(
      `The walk stopped at its limit (${OWNERSHIP_WALK_ROWS} partial paths): addresses within the depth may be missing`,
    ),
});
export type PortfolioTotals = z.infer<typeof PortfolioTotals>;

export const OwnershipGraph = z.object({
  depth: z.number().int().describe('The depth walked'),
  root: z.string().describe('The address (owners) or contact (portfolio) asked about'),
  paths: z.array(OwnershipPath),
  nodes: z.array(OwnershipNode).describe('Every record on a path, the root first, each once'),
  truncated: z
    .boolean()
    .describe(
      `Not every path is listed: more than ${OWNERSHIP_MAX_PATHS} were found (the first ones only), or the walk stopped at its limit of ${OWNERSHIP_WALK_ROWS} partial paths (then some were never found, and a portfolio's totals are partial)`,
    ),
  totals: PortfolioTotals.nullable().describe('Portfolio only; null for owners'),
});
export type OwnershipGraph = z.infer<typeof OwnershipGraph>;
