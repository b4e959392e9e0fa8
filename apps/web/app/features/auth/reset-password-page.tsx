import { ResetPasswordForm } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFieldProps } from '../../portal/editing/fields';
import { usePageTitle } from '../../portal/page-title';
import { passwordRefusal, usePasswordHint } from '../../portal/password-rules';
import { errorKey, useErrorText, useMessage } from '../../portal/use-message';
import { resetPassword } from './api';
import { AuthFrame } from './auth-frame';
import { type Message, MessageDialog } from './message-dialog';
import { PasswordField } from './password-field';

const resolver = zodResolver(ResetPasswordForm);

/** /reset-password?token=…, the mailed link: a new password under the sign-up policy. A missing,
 * used or expired token is said plainly, with the way to ask for a new link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const tv = useMessage();
  const errorText = useErrorText();
  const passwordHint = usePasswordHint();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [tokenInvalid, setTokenInvalid] = useState(!token);
  const [message, setMessage] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<ResetPasswordForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form, 'reset');
  usePageTitle(t('reset.title'));

  const submit = async (values: ResetPasswordForm) => {
    try {
      await resetPassword(token, values.password);
      setDone(true);
      setMessage({ kind: 'success', text: t('reset.done') });
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) {
        form.setError('password', { message: refusal }, { shouldFocus: true });
        return;
      }
      const key = errorKey(error);
      if (key === 'auth.err.invalidToken') setTokenInvalid(true);
      else if (!key) console.error('Password reset failed', error);
      setMessage({ kind: 'error', text: errorText(error) });
    }
  };

  const toLogin = (
    <Button component={RouterLink} to="/login" variant="contained">
      {t('reset.toLogin')}
    </Button>
  );

  return (
    <AuthFrame>
      <Typography variant="h4" component="h1" id="reset-heading" sx={{ color: 'primary.main', mb: 1 }}>
        {t('reset.title')}
      </Typography>
      {tokenInvalid ? (
        <>
          <Alert severity="error" sx={{ my: 2 }}>
            {tv('auth.err.invalidToken')} {t('reset.newLink')}
          </Alert>
          {toLogin}
        </>
      ) : done ? (
        <>
          <Alert severity="success" sx={{ my: 2 }}>
            {t('reset.done')}
          </Alert>
          {toLogin}
        </>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('reset.intro')}</Typography>
          <Box
            component="form"
            noValidate
            aria-labelledby="reset-heading"
            onSubmit={handleSubmit(submit)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <PasswordField
              {...field('password', t('reset.password'), { required: true, hint: passwordHint })}
              autoComplete="new-password"
              visible={showPassword}
              onToggle={() => setShowPassword(!showPassword)}
            />
            <PasswordField
              {...field('confirmPassword', t('reset.confirmPassword'), { required: true })}
              autoComplete="new-password"
              visible={showPassword}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {t('reset.submit')}
            </Button>
          </Box>
        </>
      )}
      <MessageDialog
        message={message}
        onClose={() => setMessage(null)}
        actions={message?.kind === 'success' ? toLogin : undefined}
      />
    </AuthFrame>
  );
}
