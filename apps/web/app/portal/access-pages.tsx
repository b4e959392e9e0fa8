import type { SessionUser } from '@crm/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';
import { site } from '../site-config';
import { usePageTitle } from './page-title';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Signed in without staff access (every new account): an administrator must grant it. */
export function AccessPending({ user }: { user: SessionUser }) {
  const { t } = useTranslation('admin');
  const { href } = useLanguage();
  return (
    <Notice title={t('pending.title')}>
      <Typography sx={{ mb: 2 }}>{t('pending.body', { email: user.email })}</Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        {t('pending.next', { company: site.companyName })}
      </Typography>
      <Button component={Link} to={href('/')} variant="contained">
        {t('pending.home')}
      </Button>
    </Notice>
  );
}

/** Staff opening an administrators' page. */
export function AccessDenied() {
  const { t } = useTranslation('admin');
  return (
    <Notice title={t('denied.title')}>
      <Typography sx={{ mb: 3 }}>{t('denied.body')}</Typography>
      <Button component={Link} to="/admin" variant="contained">
        {t('denied.back')}
      </Button>
    </Notice>
  );
}

/** A portal path no page answers yet (issue 5 adds contacts, addresses …). */
export function PortalNotFound() {
  const { t } = useTranslation('admin');
  return (
    <Notice title={t('notFound.title')}>
      <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
      <Button component={Link} to="/admin" variant="contained">
        {t('denied.back')}
      </Button>
    </Notice>
  );
}
