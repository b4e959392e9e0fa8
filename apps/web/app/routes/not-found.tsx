import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type MetaArgs, Link as RouterLink } from 'react-router';
import { useLanguage } from '../i18n/language';
import { pageMeta } from '../seo';
import { NAVBAR_HEIGHT } from '../site-config';

export const meta = ({ location }: MetaArgs) =>
  pageMeta(location.pathname, { title: 'meta.notFoundTitle' }, { index: false });

/** Spec §2: 'Page Not Found!' with a link home. The server answers these with a 404 status. */
export function NotFound() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <Container maxWidth="md" sx={{ pt: `${NAVBAR_HEIGHT + 110}px`, pb: 12, minHeight: '60vh' }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3, color: 'primary.main' }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem' }}>
        {t('notFound.before')}
        <Link component={RouterLink} to={href('/')}>
          {t('notFound.link')}
        </Link>
        {t('notFound.after')}
      </Typography>
    </Container>
  );
}

export default NotFound;
