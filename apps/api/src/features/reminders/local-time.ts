// A moment read as a wall clock in a time zone: the day (YYYY-MM-DD) and time (HH:MM) there, the
// form tasks store their due day and time in (ADR 0036). Comparing these strings compares moments
// within one zone with no conversion of the wall clock back to UTC (DST gaps need none).
const formats = new Map<string, Intl.DateTimeFormat>();

export interface WallClock {
  date: string;
  time: string;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(at)) part[p.type] = p.value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
