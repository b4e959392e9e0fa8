// The timeline's times, through the portal's one formatter a language (i18n/format.ts): an instant
// where the reader is; a task's due day and time as the wall clock they were written in.
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, wallClock } from '../../i18n/format';

export interface TimelineFormat {
  /** An instant (ISO text): "Nov. 27, 2026, 2:30 p.m." / "27 nov. 2026, 14 h 30". */
  instant: (iso: string) => string;
  /** A day (YYYY-MM-DD) and optional HH:MM, as written. */
  due: (day: string, time: string | null) => string;
}

export function useTimelineFormat(): TimelineFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    instant: (iso) => (Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso, language)),
    due: (day, time) => {
      const when = wallClock(day, time);
      if (!when) return day;
      return time ? formatDateTime(when, language) : formatDate(when, language);
    },
  };
}
