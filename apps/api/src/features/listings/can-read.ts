// The one rule of who reads a deal-room document. Every route that serves one (staff's download,
// the visitor's deal room) asks it, so a level means the same thing everywhere.
import type { DocumentLevel } from '@crm/shared';

export interface Visitor {
  /** Signed-in staff or an API key: reads everything. */
  staff: boolean;
  /** What this visitor has on this listing: nothing yet, the agreement accepted, or approved. */
  level: 'none' | 'agreement' | 'approved';
}

const RANK = { none: 0, agreement: 1, approved: 2 } as const;
/** The lead level each document level needs; private is staff only (never reached). */
const NEEDS: Record<DocumentLevel, number> = { public: 0, agreement: 1, approved: 2, private: 3 };

export function canRead(level: DocumentLevel, visitor: Visitor): boolean {
  if (visitor.staff) return true;
  return RANK[visitor.level] >= NEEDS[level];
}

/** Whether `to` opens more than `from` (a lead with no row is 'none'): what the lead is told of. */
export const rises = (from: Visitor['level'], to: Visitor['level']) => RANK[to] > RANK[from];
