import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { GlobeIcon } from './icons';

/** Switches English ⇄ French at once; the choice is remembered (see LanguageProvider). The public
 * pages' toggle, styled by site.css; the portal's is MUI's (language-toggle.tsx). */
export function SiteLanguageToggle({ className = 'btn btn-text' }: { className?: string }) {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  const other = lang === 'en' ? 'fr' : 'en';
  return (
    <button
      type="button"
      className={className}
      onClick={() => setLanguage(other)}
      aria-label={t('header.switchToLabel')}
      lang={other}
      data-testid="language-toggle"
    >
      <GlobeIcon fontSize="small" />
      {t('header.switchTo')}
    </button>
  );
}
