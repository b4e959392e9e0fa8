// The timeline's one formatter of times, in the portal's language (Intl; the app has no shared
// date formatter): an instant in the viewer's zone; a task's due day and time as the wall clock
// they were written in (never shifted by a zone).
import { useTranslation } from 'react-i18next';

export interface TimelineFormat {
  /** An instant (ISO text): "Nov 27, 2026, 2:30 PM". */
  instant: (iso: string) => string;
  /** A day (YYYY-MM-DD) and optional HH:MM, as written. */
  due: (day: string, time: string | null) => string;
}

export function useTimelineFormat(): TimelineFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return {
    instant: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : instant.format(date);
    },
    due: (on, at) => {
      const [y, m, d] = on.split('-').map(Number);
      const [h, min] = (at ?? '').split(':').map(Number);
      if (!y || !m || !d) return on;
      return at && h !== undefined && min !== undefined
        ? dayTime.format(Date.UTC(y, m - 1, d, h, min))
        : day.format(Date.UTC(y, m - 1, d));
    },
  };
}
