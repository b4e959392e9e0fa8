import type { Showcase } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';

const TERMS = ['confidential', 'purpose', 'disclosure', 'contact', 'record'] as const;

/** The agreement itself, in a scrollable region (focusable, so it scrolls from the keyboard): the
 * spec's NDA, or the page's listing's agreement once staff changed it (issue 28), in the page's
 * language (the other when that one was left empty), its paragraphs as staff wrote them. */
export function NdaText({ version, agreement }: { version: string; agreement?: Showcase['agreement'] }) {
  const { t, i18n } = useTranslation('showcase');
  const language = i18n.language;
  const company = site.companyName;
  const written = agreement
    ? language === 'fr'
      ? agreement.fr || agreement.en
      : agreement.en || agreement.fr
    : '';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="nda-text" aria-label={t('nda.textLabel')} tabIndex={0} data-testid="nda-text">
      {agreement ? (
        written
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, i) => (
            // The text has no ids of its own; its paragraphs never move.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={i}>{paragraph.trim()}</p>
          ))
      ) : (
        <ol>
          {TERMS.map((term) => (
            <li key={term}>
              <strong>{t(`nda.terms.${term}.title`)}</strong> {t(`nda.terms.${term}.body`, { company })}
            </li>
          ))}
        </ol>
      )}
      <p>{t('nda.version', { version: agreement ? String(agreement.version) : version })}</p>
    </section>
  );
}
