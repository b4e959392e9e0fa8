import { useTranslation } from 'react-i18next';
import { Link, type MetaArgs } from 'react-router';
import { useLanguage } from '../i18n/language';
import { pageMeta } from '../seo';

export const meta = ({ location }: MetaArgs) =>
  pageMeta(location.pathname, { title: 'meta.notFoundTitle' }, { index: false });

/** Spec §2: 'Page Not Found!' with a link home. The server answers these with a 404 status. */
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

export default NotFound;
