// The client portal's top bar: the firm's mark back to the website, the language switch and, once
// signed in, the account menu. Also the invitation page's.
import type { SessionUser } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { site } from '../../site-config';
import { GlobeIcon } from '../../ui/icons';
import { ClientAccountMenu } from './client-account-menu';

/** The top bar: the logo back to the website, the language switch, the account. */
export function TopBar({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const { lang, setLanguage, href } = useLanguage();
  const other = lang === 'en' ? 'fr' : 'en';
  return (
    <header className="cp-bar">
      <Link
        to={href('/')}
        className="cp-home"
        aria-label={t('auth:layout.homeLink', { company: site.companyName })}
      >
        <img src="/logo-mark.svg" alt="" width={40} height={40} />
        <span>{site.shortName}</span>
      </Link>
      <span className="cp-grow" />
      <button
        type="button"
        className="cp-bar-button"
        onClick={() => setLanguage(other)}
        aria-label={t('common:header.switchToLabel')}
        lang={other}
        data-testid="language-toggle"
      >
        <GlobeIcon />
        {t('common:header.switchTo')}
      </button>
      {user && <ClientAccountMenu user={user} />}
    </header>
  );
}
