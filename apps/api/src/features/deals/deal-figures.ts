// A deal's commission and its weighted commission, computed once for one deal (the answer) and once
// in SQL for sums (the board, the forecast, the results), by the same rule: the fixed amount, else
// the percentage of the value; weighted by the probability, the deal's override else its stage's.
import { sql } from 'kysely';

/** Money to the cent, as the answers give it. */
export const cents = (v: number) => Math.round(v * 100) / 100;

interface Figures {
  commission_amount: number | null;
  commission_pct: number | null;
  total_value: number | null;
}

export function commissionOf(d: Figures): number | null {
  if (d.commission_amount != null) return d.commission_amount;
  if (d.commission_pct == null || d.total_value == null) return null;
  return cents((d.commission_pct * d.total_value) / 100);
}

export function weightedCommission(d: Figures, probability: number): number | null {
  const commission = commissionOf(d);
  return commission == null ? null : cents((commission * probability) / 100);
}

/** Over `deals d JOIN pipeline_stages s`: the commission, and its weighted amount (null when the
 * deal has none, which a SUM leaves out). */
export const COMMISSION_SQL = sql<number | null>`(CASE WHEN d.commission_amount IS NOT NULL
  THEN d.commission_amount ELSE d.commission_pct * d.total_value / 100 END)`;
export const WEIGHTED_SQL = sql<
  number | null
>`${COMMISSION_SQL} * coalesce(d.probability, s.probability) / 100`;

/** A SUM over the deals as a number, 0 for none (PostgreSQL may answer it as text). */
export const sumOf = (v: unknown) => (v == null ? 0 : cents(Number(v)));
