// How the client portal writes its figures: money and areas in the reader's language (sq ft /
// pi²), and each figure's date in words ("as of November 29, 2026", "au 29 novembre 2026").
import { useTranslation } from 'react-i18next';
import { localeOf, wallClock } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';

const longDates = new Map<string, Intl.DateTimeFormat>();
/** A day (YYYY-MM-DD, the firm's calendar) or an instant, as a long date. */
export function longDate(value: string, language: string): string {
  const locale = localeOf(language);
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDates.set(locale, format);
  }
  return format.format(wallClock(value) ?? new Date(value));
}

/** The portal's formatters in the current language. */
export function useClientFormat() {
  const { t, i18n } = useTranslation('clientPortal');
  const num = useNumberFormat();
  return {
    date: (value: string) => longDate(value, i18n.language),
    asOf: (value: string) => t('asOf', { date: longDate(value, i18n.language) }),
    money: (value: number) => num.amount(Math.round(value)),
    area: (value: number | null) =>
      value === null ? t('notRecorded') : t('sqft', { value: num.number(value) }),
    /** 0…1 as a percentage. */
    ratio: (value: number | null) => (value === null ? t('notRecorded') : num.percent(value * 100)),
    /** A share as recorded (percent). */
    percent: (value: number) => num.percent(value),
    years: (value: number | null) =>
      value === null ? t('notRecorded') : t('years', { value: num.number(Math.round(value * 10) / 10) }),
  };
}
