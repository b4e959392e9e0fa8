// /portal/invite/:token (issue 29): a contact the firm invited to the client portal chooses a
// password (the sign-up's policy, judged by the shared schema here and on the server) or continues
// with Google when the server offers it, then lands on their portal. An unknown link answers 404
// (client.err.inviteInvalid), an expired or used one 410 (client.err.inviteExpired): the page says
// so and asks them to request a new invitation.
import { type ClientInviteAccept, PasswordPolicy } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { crm, hasStatus } from '../../http/client';
import { storedLanguage, useLanguage } from '../../i18n/language';
import { usePageTitle } from '../../portal/page-title';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { CLIENT_HOME, forgetAccountKinds } from '../../session/account-kind';
import { loginPath } from '../../session/redirect';
import { refreshSession } from '../../session/session';
import { site } from '../../site-config';
import { googleSignIn } from './api';
import { AuthFrame } from './auth-frame';
import { GoogleIcon } from './icons';
import { PasswordField, passwordRefusal, usePasswordHint } from './password-field';

// The sign-up's password policy, judged here before anything is sent (the API judges it again).
const resolver = zodResolver(z.strictObject({ password: PasswordPolicy }));

export function ClientInvitePage({ token }: { token: string }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.invite'));
  const navigate = useNavigate();
  const hint = usePasswordHint();
  const fieldMessage = useFieldMessage();
  const errorText = useErrorText();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const invite = useQuery({
    queryKey: ['client-invite', token],
    queryFn: ({ signal }) => crm('GET /public/client-invites/:token', { params: [token], signal }),
    retry: false,
  });
  // The page, and the portal after it, open in the invitation's language unless this browser has
  // already chosen one (the toggle stays there to change it).
  const { lang, setLanguage } = useLanguage();
  const invited = invite.data?.lang;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the invitation is read
  useEffect(() => {
    if (invited && invited !== lang && !storedLanguage()) setLanguage(invited);
  }, [invited]);
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => crm('GET /public/auth-config', { signal }),
    retry: false,
  });
  const form = useForm<ClientInviteAccept>({ resolver, defaultValues: { password: '' }, mode: 'onTouched' });
  const { control, handleSubmit, setError, formState } = form;

  const accept = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await crm('POST /public/client-invites/:token', { params: [token], body: values });
      forgetAccountKinds();
      // An address that already had an account is not signed in: it signs in, then lands here.
      if (!answer.signed_in) return navigate(loginPath(CLIENT_HOME), { replace: true });
      await refreshSession();
      navigate(CLIENT_HOME, { replace: true });
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      else setFailure(error);
    }
  });

  const google = async () => {
    setFailure(null);
    try {
      const { url } = await googleSignIn(
        CLIENT_HOME,
        `/portal/invite/${encodeURIComponent(token)}`,
        invite.data?.email,
      );
      if (url) window.location.assign(url);
    } catch (error) {
      setFailure(error);
    }
  };

  // An unknown, expired or used link (404, 410), whether found on opening or on submitting.
  const gone = [invite.error, failure].find((error) => hasStatus(error, 404, 410));
  if (gone)
    return (
      <AuthFrame>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('invite.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {hasStatus(gone, 410) ? t('invite.expired') : t('invite.invalid')}
        </Alert>
        <Typography sx={{ mb: 1 }}>{t('invite.askNew')}</Typography>
        <Link href={`mailto:${site.contactEmail}`}>{t('invite.contact', { email: site.contactEmail })}</Link>
      </AuthFrame>
    );

  return (
    <AuthFrame>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('invite.title')}
      </Typography>
      {invite.isError ? (
        <Alert severity="error">{errorText(invite.error)}</Alert>
      ) : !invite.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : (
        <form noValidate onSubmit={accept}>
          <Typography sx={{ mb: 2 }}>
            {t('invite.intro', { name: invite.data.name, email: invite.data.email })}
          </Typography>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(failure)}
            </Alert>
          )}
          {/* The account's address, for password managers. */}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={invite.data.email}
            readOnly
            hidden
          />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                visible={visible}
                onToggle={() => setVisible((v) => !v)}
                label={t('invite.password')}
                autoComplete="new-password"
                fullWidth
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ? fieldMessage(fieldState.error.message) : hint}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            disabled={formState.isSubmitting}
          >
            {t('invite.submit')}
          </Button>
          {config.data?.google && (
            <>
              <Divider sx={{ my: 2 }}>{t('invite.or')}</Divider>
              <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} onClick={google}>
                {t('invite.google')}
              </Button>
            </>
          )}
        </form>
      )}
    </AuthFrame>
  );
}
