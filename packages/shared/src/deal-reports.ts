// What deals add up to (issue 27, ADR 0044): a pipeline's kanban board (each stage's totals over all
// its deals, and its first cards), the forecast of open deals by expected close month, and the
// results: won and lost by month with the win rate, days spent in each stage, totals per owner.
import { z } from 'zod';
import { outNumber, outText, recordId, searchParam } from './fields.js';
import { STAGE_OUTCOMES, staffIdField } from './pipelines.js';

/** Months in one forecast or results answer, at most. */
export const REPORT_MONTHS_MAX = 120;

/** A month, YYYY-MM. */
export const monthField = z
  .string({ error: 'deals.val.month' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'deals.val.month');

/** The months both ends include; each report says its own default. */
const monthRange = z
  .object({
    pipeline_id: recordId.optional(),
    from: monthField.optional().describe('First month, YYYY-MM'),
    to: monthField.optional().describe('Last month, YYYY-MM (included)'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'deals.val.monthRange' });
    else if (q.from && q.to && monthIndex(q.to) - monthIndex(q.from) >= REPORT_MONTHS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'deals.val.monthSpan' });
  });

/** A month's number since year 0, so two months subtract. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The month `n` months after `month`, YYYY-MM. */
export const addMonthsTo = (month: string, n: number) => {
  const i = monthIndex(month) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/** GET /deals/forecast: from this month to 11 months on, unless said otherwise. */
export const ForecastQuery = monthRange;
export type ForecastQuery = z.infer<typeof ForecastQuery>;

const money = z.number().describe('Sum over the deals, in the firm’s currency');

/** GET /deals/open-totals: every open deal, whatever its pipeline (the portal's count card). */
export const DealOpenTotals = z.object({
  count: z.number().describe('Open deals'),
  value: money.describe('Sum of their values'),
  weighted_commission: money.describe('Sum of commission × probability / 100'),
});
export type DealOpenTotals = z.infer<typeof DealOpenTotals>;

export const Forecast = z.object({
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM: the month of their expected close'),
      by_stage: z.array(
        z.object({
          stage_id: z.string(),
          count: z.number(),
          value: money,
          weighted_commission: money.describe('Sum of commission × probability / 100'),
        }),
      ),
    }),
  ),
});
export type Forecast = z.infer<typeof Forecast>;

/** GET /deals/results: the 12 months up to this one, unless said otherwise. */
export const ResultsQuery = monthRange;
export type ResultsQuery = z.infer<typeof ResultsQuery>;

const winRate = outNumber.describe('won / (won + lost), 0–1; null when none closed');

export const DealResults = z.object({
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM: the month they closed (closed_on)'),
      won_count: z.number(),
      won_value: money,
      won_commission: money,
      lost_count: z.number(),
      win_rate: winRate,
    }),
  ),
  stages: z
    .array(
      z.object({
        stage_id: z.string(),
        name: z.string(),
        stays: z.number().describe('Stays in the stage that ended within the months'),
        average_days: outNumber.describe('Their average length in days; null for none'),
      }),
    )
    .describe('Average days in each stage, of the stays that ended within the months'),
  owners: z
    .array(
      z.object({
        owner_id: z.string(),
        owner_name: outText,
        won_count: z.number(),
        won_value: money,
        won_commission: money,
        lost_count: z.number(),
        win_rate: winRate,
      }),
    )
    .describe('Per owner, of the deals closed within the months'),
});
export type DealResults = z.infer<typeof DealResults>;

export const BOARD_LIMIT_MAX = 200;

/** GET /pipelines/{id}/board. */
export const BoardQuery = z.object({
  owner_id: staffIdField('deals.val.owner').optional(),
  city: searchParam,
  limit: z.coerce
    .number({ error: 'val.integer' })
    .int('val.integer')
    .min(1, 'val.integer')
    .max(BOARD_LIMIT_MAX, 'val.integer')
    .default(50)
    .describe('Cards per stage (the totals count every deal)'),
});
export type BoardQuery = z.infer<typeof BoardQuery>;

export const DealCard = z.object({
  id: z.string(),
  name: z.string(),
  value: outNumber,
  probability: z.number(),
  expected_close_on: outText,
  owner_id: z.string(),
  owner_name: outText,
  address: outText.describe("The property's address"),
  parties: z.array(z.string()).describe("The parties' names"),
});
export type DealCard = z.infer<typeof DealCard>;

export const Board = z.object({
  pipeline_id: z.string(),
  stages: z.array(
    z.object({
      stage_id: z.string(),
      key: outText,
      name: z.string(),
      outcome: z.enum(STAGE_OUTCOMES),
      probability: z.number(),
      count: z.number().describe('Every deal in the stage (of the owner and city asked)'),
      value: money,
      weighted_commission: money,
      cards: z.array(DealCard).describe('The first `limit`, by expected close (undated last), then name'),
    }),
  ),
});
export type Board = z.infer<typeof Board>;
