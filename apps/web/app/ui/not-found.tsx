import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';

/** Spec §2: 'Page Not Found!' with a link home: the not-found route, and a showcase whose slug is no
 * property. The server answers these with a 404 status. */
export function NotFound() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <div className="container container-md not-found">
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.before')}
        <Link to={href('/')}>{t('notFound.link')}</Link>
        {t('notFound.after')}
      </p>
    </div>
  );
}
