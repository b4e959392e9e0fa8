// /account/pending (issue 29): a signed-in account that is neither staff nor a client yet (a
// self sign-up). It sees nothing of the CRM: only that the firm will be in touch.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { usePageTitle } from '../../portal/page-title';

export function PendingPage({ email }: { email: string | null }) {
  const { t } = useTranslation('clientPortal');
  const { href } = useLanguage();
  usePageTitle(t('pending.title'));
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('pending.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('pending.body')}</Typography>
      {email && (
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('pending.signedInAs', { email })}</Typography>
      )}
      <Button component={Link} to={href('/')} variant="contained">
        {t('pending.home')}
      </Button>
    </Paper>
  );
}
