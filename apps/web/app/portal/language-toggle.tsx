import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { GlobeIcon } from '../ui/icons';

/** Switches English ⇄ French at once; the choice is remembered (see LanguageProvider). */
export function LanguageToggle({ color }: { color: string }) {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  const other = lang === 'en' ? 'fr' : 'en';
  return (
    <Button
      onClick={() => setLanguage(other)}
      startIcon={<GlobeIcon />}
      aria-label={t('header.switchToLabel')}
      lang={other}
      data-testid="language-toggle"
      sx={{ color, minWidth: 0 }}
    >
      {t('header.switchTo')}
    </Button>
  );
}
