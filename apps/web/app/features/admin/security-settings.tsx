import type { SecuritySettings } from '@crm/shared';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { getSecuritySettings, setSecuritySettings } from './users-api';

/** The Users page's settings block: whether staff must use two-factor sign-in (stored in the
 * database; the server refuses it to an administrator without two-factor of their own). */
export function SecuritySettingsBlock() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const settings = useQuery({ queryKey: queryKeys.securitySettings, queryFn: getSecuritySettings });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (next: SecuritySettings) => setSecuritySettings(next),
    onSuccess: (saved) => {
      cache.securitySettingsSaved(saved);
      setOutcome({
        severity: 'success',
        text: saved.requireTwoFactor ? t('users.security.on') : t('users.security.off'),
      });
    },
    onError: (error) => setOutcome({ severity: 'error', text: errorText(error) }),
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="security-settings-heading"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography variant="h6" component="h2" id="security-settings-heading" sx={{ mb: 1 }}>
        {t('users.security.heading')}
      </Typography>
      <FormControlLabel
        label={t('users.security.requireTwoFactor')}
        control={
          <Switch
            checked={settings.data?.requireTwoFactor ?? false}
            disabled={!settings.data || change.isPending}
            onChange={(_event, checked) => {
              setOutcome(null);
              change.mutate({ requireTwoFactor: checked });
            }}
            slotProps={{ input: { 'aria-describedby': 'security-settings-help' } }}
          />
        }
      />
      <Typography id="security-settings-help" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('users.security.help')}
      </Typography>
      {outcome && (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOutcome(null)}
          sx={{ mt: 2 }}
        >
          {outcome.text}
        </Alert>
      )}
    </Paper>
  );
}
