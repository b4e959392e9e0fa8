// A deals file's own cells (issue 27): percentages as brokers write them, parties by role, splits
// by email and percent, a lost reason by its words. Money, areas, terms and days are read as a
// comps file's are (read-comp-cell.ts); a cell that cannot be read stays text, so the deal schema
// refuses it with its own message.
import {
  DEAL_PARTY_ROLES,
  type DealPartyRole,
  dealHeaderMeaning,
  headerKey,
  LOST_REASON_WORDS,
  LOST_REASONS,
  type LostReason,
} from '@crm/shared';
import { readCapRate } from './read-comp-cell.js';

/** A percentage: "2.5%", "2,5 %", "2.5" and Excel's percent cell 0.025 all give 2.5 (a figure under
 * 1 without a % sign is a fraction, as a cap rate's is). */
export const readPercent = readCapRate;

/** The names a party column gives: one or several, "; " between them. */
export const readNames = (text: string): string[] =>
  text
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean);

/** A role by its key or a party column's header word ("Acheteur", "Landlord"); "other", "autre". */
export function readRole(text: string): DealPartyRole | undefined {
  const key = headerKey(text);
  const own = DEAL_PARTY_ROLES.find((r) => headerKey(r) === key);
  if (own) return own;
  if (key === 'autre') return 'other';
  const field = dealHeaderMeaning(text)?.field;
  return DEAL_PARTY_ROLES.find((r) => r === field);
}

/** The export's `parties` cell, "buyer: Jane Doe; seller: Acme Inc.": each item's role and name, or
 * null when an item is not of that form. */
export function readParties(text: string): { role: DealPartyRole; name: string }[] | null {
  const parties: { role: DealPartyRole; name: string }[] = [];
  for (const item of readNames(text)) {
    const match = /^([^:]+):\s*(.+)$/.exec(item);
    const role = match ? readRole(match[1]!) : undefined;
    if (!match || !role) return null;
    parties.push({ role, name: match[2]!.trim() });
  }
  return parties;
}

/** The export's `splits` cell, "a@b.com (60%); c@d.com (40%)": each staff member's email and
 * percent, or null when an item is not of that form. */
export function readSplits(text: string): { staff: string; pct: number }[] | null {
  const splits: { staff: string; pct: number }[] = [];
  for (const item of readNames(text)) {
    const match = /^(.+?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*%?\s*\)$/.exec(item);
    if (!match) return null;
    splits.push({ staff: match[1]!.trim(), pct: Number(match[2]!.replace(',', '.')) });
  }
  return splits;
}

const REASONS = new Map<string, LostReason>();
for (const reason of LOST_REASONS) {
  REASONS.set(headerKey(reason), reason);
  for (const word of LOST_REASON_WORDS[reason]) REASONS.set(headerKey(word), reason);
}

/** A lost reason by its key or words; any other text is the reason `other`, the text its note (a
 * broker's "Buyer's financing fell through"). */
export function readLostReason(text: string): { reason: LostReason; note?: string } {
  const reason = REASONS.get(headerKey(text));
  return reason ? { reason } : { reason: 'other', note: text };
}
