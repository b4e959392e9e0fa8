import { ChangePasswordForm } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { useErrorText } from '../../portal/use-message';
import { Section } from './section';
import { changePassword } from './security-api';

const resolver = zodResolver(ChangePasswordForm);
const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/** Change of password: the current one, the new one twice (the shared policy, checked again by the
 * server); the other sessions end, this one goes on. */
export function PasswordSection() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangePasswordForm>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const field = useFieldProps(form, 'change-password');
  const { handleSubmit, reset, formState } = form;

  const submit = async (values: ChangePasswordForm) => {
    setOutcome(null);
    try {
      await changePassword(values.currentPassword, values.password);
      reset(EMPTY);
      setOutcome({ severity: 'success', text: t('security.password.done') });
      await cache.sessionsChanged();
    } catch (error) {
      setOutcome({ severity: 'error', text: errorText(error) });
    }
  };

  return (
    <Section title={t('security.password.heading')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('security.password.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(submit)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
      >
        <TextField
          {...field('currentPassword', t('security.password.current'), { required: true })}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...field('password', t('security.password.next'), { required: true })}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...field('confirmPassword', t('security.password.confirm'), { required: true })}
          type="password"
          autoComplete="new-password"
        />
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('security.password.submit')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
