// The forecast's answer as a grid: a row a month, a column a stage that has deals in the range
// (in pipeline order), each cell the weighted commission; the chart and its table both draw it.
import type { Forecast, Pipeline, Stage } from '@crm/shared';

export interface ForecastGrid {
  stages: { id: string; name: string }[];
  months: { month: string; label: string; byStage: Record<string, number>; total: number }[];
}

/** "2027-03" as the reader's language writes a month: "Mar 2027", "mars 2027". */
export const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(
    new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );

export function forecastGrid(
  forecast: Forecast,
  pipelines: readonly Pipeline[],
  stageName: (stage: Stage) => string,
  locale: string,
): ForecastGrid {
  const used = new Set(forecast.months.flatMap((m) => m.by_stage.map((s) => s.stage_id)));
  const ordered = pipelines.flatMap((p) => p.stages).filter((s) => used.has(s.id));
  return {
    stages: ordered.map((s) => ({ id: s.id, name: stageName(s) })),
    months: forecast.months.map((m) => {
      const byStage = Object.fromEntries(m.by_stage.map((s) => [s.stage_id, s.weighted_commission]));
      const total = m.by_stage.reduce((sum, s) => sum + s.weighted_commission, 0);
      return { month: m.month, label: monthLabel(m.month, locale), byStage, total };
    }),
  };
}
