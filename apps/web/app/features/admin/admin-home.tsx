import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../auth/page-title';

/** /admin until the portal issue brings search (spec §2, "Admin search"). */
export function AdminHome() {
  const { t } = useTranslation('admin');
  usePageTitle(t('home.title'));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 3 }}>
        {t('home.title')}
      </Typography>
      <Alert severity="info">{t('home.note')}</Alert>
    </>
  );
}
