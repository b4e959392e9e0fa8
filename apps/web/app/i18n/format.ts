// The one way dates and times are written, per language (issue 25: one page read "9:03 AM", another
// "9:05 a.m."). Each language has one locale, the Canadian one: the firm works in Canada, and the
// portal's numbers already use it ("9:03 a.m.", "09 h 03").
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../site-config';

export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The locale of an i18next language code; anything else is English's. */
export const localeOf = (language: string): string =>
  LOCALES[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'];

type Style = 'dateTime' | 'date' | 'time';
const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, style: Style) {
  const locale = localeOf(language);
  const key = `${locale}|${style}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    cache.set(key, found);
  }
  return found;
}

export type DateInput = Date | string | number;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day ("2025-03-05", a task's due_on) is that day where the reader is, not UTC's
 * midnight (which reads as the day before west of Greenwich). */
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A day and an optional HH:MM as written (a task's due day and time in its own zone): the wall
 * clock they name, read where the reader is so no zone shifts it. */
export function wallClock(day: string, time?: string | null): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [h = 0, m = 0] = (time ?? '').split(':').map(Number);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), h, m);
}

/** "Mar 5, 2025, 9:03 a.m." / "5 mars 2025, 09 h 03". */
export const formatDateTime = (value: DateInput, language: string) =>
  formatter(language, 'dateTime').format(toDate(value));
/** "Mar 5, 2025" / "5 mars 2025". */
export const formatDate = (value: DateInput, language: string) =>
  formatter(language, 'date').format(toDate(value));
/** "9:03 a.m." / "09 h 03". */
export const formatTime = (value: DateInput, language: string) =>
  formatter(language, 'time').format(toDate(value));

/** The three formatters in the current language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    locale: localeOf(language),
    dateTime: (value: DateInput) => formatDateTime(value, language),
    date: (value: DateInput) => formatDate(value, language),
    time: (value: DateInput) => formatTime(value, language),
  };
}
