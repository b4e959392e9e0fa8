import { hasStaffAccess, type SessionUser } from '@crm/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../portal/page-title';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** /admin/security, for every signed-in user: two-factor sign-in on or off, change of password,
 * the sessions of the account, each of which can be ended, and for staff their reminders and time
 * zone. */
export function SecurityPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('security.title'));
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
          {t('security.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('security.intro')}</Typography>
      </Box>
      <TwoFactorSection user={user} />
      <PasswordSection />
      <SessionsSection />
      <PreferencesSection enabled={hasStaffAccess(user.role)} />
    </Box>
  );
}
