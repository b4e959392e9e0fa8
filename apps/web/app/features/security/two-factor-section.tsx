import type { SessionUser } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { ENROL_PATH, fetchAccountSecurity } from '../../session/account-security';
import { refreshSession } from '../../session/session';
import { NewRecoveryCodes } from './new-recovery-codes';
import { PasswordPrompt } from './password-prompt';
import { Section } from './section';
import { disableTwoFactor } from './security-api';

/** Two-factor sign-in: on or off, a link to the enrolment page, or turning it off with the password
 * (not offered while the administrators require it of staff). */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const security = useQuery({ queryKey: queryKeys.accountSecurity, queryFn: fetchAccountSecurity });
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const on = security.data?.twoFactorEnabled ?? !!user.twoFactorEnabled;

  const turnOff = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: async () => {
      setAsking(false);
      setPassword('');
      notify(t('security.twoFactor.turnedOff'), 'success');
      await Promise.all([cache.accountSecurityChanged(), refreshSession()]);
    },
    onError: (failure) => setError(errorText(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    turnOff.mutate();
  };

  return (
    <Section title={t('security.twoFactor.heading')}>
      <Typography sx={{ mb: 2 }} data-testid="two-factor-state">
        {on ? t('security.twoFactor.on') : t('security.twoFactor.off')}
      </Typography>
      {security.data?.required && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('security.twoFactor.required')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!on && (
          <Button component={Link} to={ENROL_PATH} variant="contained">
            {t('security.twoFactor.turnOn')}
          </Button>
        )}
        {on && <NewRecoveryCodes />}
        {on && !security.data?.required && (
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {t('security.twoFactor.turnOff')}
          </Button>
        )}
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="two-factor-off-title">
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="two-factor-off-title">{t('security.twoFactor.offTitle')}</DialogTitle>
          <PasswordPrompt
            id="two-factor-off-password"
            intro={t('security.twoFactor.offBody')}
            password={password}
            onChange={setPassword}
            error={error}
          />
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('security.twoFactor.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={turnOff.isPending || !password}>
              {t('security.twoFactor.confirmOff')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Section>
  );
}
