// What the timeline shows, decided apart from React: consecutive history entries fold into one
// group ("3 record changes"), everything else is a row of its own, in the page's order (newest
// first). Listing only the history (its filter), nothing folds.
import type { TimelineItem } from '@crm/shared';

export type HistoryTimelineItem = Extract<TimelineItem, { type: 'history' }>;

export type TimelineRow =
  | { row: 'item'; key: string; item: Exclude<TimelineItem, HistoryTimelineItem> }
  | { row: 'history'; key: string; items: HistoryTimelineItem[] };

/** A stable key per item: the type and its id (a history entry's id is its seq). */
export const itemKey = (item: TimelineItem) => `${item.type}:${item.id}`;

export function timelineRows(items: readonly TimelineItem[], fold = true): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const item of items) {
    if (item.type !== 'history') {
      rows.push({ row: 'item', key: itemKey(item), item });
      continue;
    }
    const last = rows.at(-1);
    if (fold && last?.row === 'history') last.items.push(item);
    else rows.push({ row: 'history', key: itemKey(item), items: [item] });
  }
  return rows;
}

/** A `<input type="datetime-local">` value (local wall clock, minutes) of an instant. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a datetime-local value, as ISO text with its offset (UTC), or '' when it is no
 * date (the shared schema then refuses it with its own message). */
export function instantOf(local: string): string {
  const time = new Date(local).getTime();
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : '';
}

/** Today's date (YYYY-MM-DD) on this device's calendar. */
export const today = (now = new Date()) => localInputValue(now).slice(0, 10);

/** The message of the first error a form's fields do not show (a refused list of records
 * concerned, the activity followed up), or undefined. */
export function unseenError(errors: Record<string, { message?: unknown } | undefined>, values: object) {
  for (const [name, error] of Object.entries(errors))
    if (!(name in values) && typeof error?.message === 'string') return error.message;
  return undefined;
}
