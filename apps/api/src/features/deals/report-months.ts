// The months a forecast or results answer covers: the query's, else its default window around
// this month (in TIME_ZONE), each month's first day and the day after the last month.
import { addMonthsTo, monthIndex } from '@crm/shared';
import { dayIn } from '../../shared/days.js';

export interface Months {
  list: string[];
  /** The first day of the first month, YYYY-MM-DD. */
  start: string;
  /** The first day after the last month. */
  end: string;
}

/** `from`..`to`; a missing end is `span` months from the other, or from this month when both are
 * missing (`span` negative: counting back from `to`). */
export function reportMonths(
  q: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  span: number,
): Months {
  const thisMonth = dayIn(timeZone).slice(0, 7);
  let { from, to } = q;
  if (!from && !to)
    [from, to] =
      span > 0
        ? [thisMonth, addMonthsTo(thisMonth, span - 1)]
        : [addMonthsTo(thisMonth, span + 1), thisMonth];
  else if (!from) from = addMonthsTo(to!, -(Math.abs(span) - 1));
  else if (!to) to = addMonthsTo(from, Math.abs(span) - 1);
  const list: string[] = [];
  for (let i = monthIndex(from!); i <= monthIndex(to!); i++)
    list.push(addMonthsTo(from!, i - monthIndex(from!)));
  return { list, start: `${from}-01`, end: `${addMonthsTo(to!, 1)}-01` };
}
