import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';

const TERMS = ['confidential', 'purpose', 'disclosure', 'contact', 'record'] as const;

/** The agreement itself, in a scrollable region (focusable, so it scrolls from the keyboard). */
export function NdaText({ version }: { version: string }) {
  const { t } = useTranslation('showcase');
  const company = site.companyName;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="nda-text" aria-label={t('nda.textLabel')} tabIndex={0} data-testid="nda-text">
      <ol>
        {TERMS.map((term) => (
          <li key={term}>
            <strong>{t(`nda.terms.${term}.title`)}</strong> {t(`nda.terms.${term}.body`, { company })}
          </li>
        ))}
      </ol>
      <p>{t('nda.version', { version })}</p>
    </section>
  );
}
