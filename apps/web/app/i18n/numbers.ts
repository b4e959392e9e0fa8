// Money and areas as the reader's language writes them: "$1,234.50" in English, "1 234,50 $" in
// French (the Canadian locales, as dates are: the firm works in Canada, in dollars).
import { useTranslation } from 'react-i18next';
import { localeOf } from './format';

const formatters = new Map<string, Intl.NumberFormat>();
const OPTIONS = {
  money: { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2 },
  // Prices, incomes, ceilings: whole dollars are written without cents.
  amount: {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  },
  number: { maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

function formatter(locale: string, kind: keyof typeof OPTIONS) {
  const key = `${locale}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, OPTIONS[kind]);
    formatters.set(key, found);
  }
  return found;
}

/** The formatters of the current language. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    money: (value: number) => formatter(locale, 'money').format(value),
    /** Money without cents when whole: "$4,500,000", "$18.50"; "4 500 000 $", "18,50 $". */
    amount: (value: number) => formatter(locale, 'amount').format(value),
    number: (value: number) => formatter(locale, 'number').format(value),
    /** A percentage as stored (5.5 for 5.5 %): "5.5%", "5,5 %". */
    percent: (value: number) => formatter(locale, 'percent').format(value / 100),
  };
}
