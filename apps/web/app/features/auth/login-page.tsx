import {
  AuthEmail,
  authErrorKey,
  ForgotPasswordForm,
  hasStaffAccess,
  LoginForm,
  type MessageKey,
  type SessionUser,
  SignUpForm,
} from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../http/client';
import { useLanguage } from '../../i18n/language';
import { useFieldProps } from '../../portal/editing/fields';
import { usePageTitle } from '../../portal/page-title';
import { passwordRefusal, usePasswordHint } from '../../portal/password-rules';
import { errorKey, useErrorText, useMessage } from '../../portal/use-message';
import { landingFor } from '../../session/account-kind';
import { ENROL_PATH, fetchAccountSecurity } from '../../session/account-security';
import { landingPath, loginPath, safeRedirect, TODAY_PATH } from '../../session/redirect';
import { setSession, useSession } from '../../session/session';
import { googleSignIn, requestPasswordReset, signIn, signUp } from './api';
import { AuthFrame } from './auth-frame';
import { GoogleIcon } from './icons';
import { type Message, MessageDialog } from './message-dialog';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';

/** `code`: the password was right, the account's two-factor code comes next. */
type Mode = 'login' | 'signup' | 'code';
type Values = { email: string; password: string; confirmPassword: string; rememberMe: boolean };
const EMPTY: Values = { email: '', password: '', confirmPassword: '', rememberMe: false };
/** What a submit receives: the values as the mode's schema checked them. */
type Checked = LoginForm | SignUpForm;
/** The provider's answer when the person cancels on Google's page: silent (spec §8). */
const CANCELLED = new Set(['access_denied']);

const loginResolver = zodResolver(LoginForm);
const signUpResolver = zodResolver(SignUpForm);

/** Spec §2/§4/§5/§8: one screen for login and sign-up. The shared schemas validate (the API runs
 * the same ones); a password the server refuses (a common one) shows under the password field,
 * other server refusals and the password-reset outcome in the Error/Success dialog.
 * Signed in, the user goes (history replaced) to the `redirect` path when it is on this site. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const tv = useMessage();
  const errorText = useErrorText();
  const passwordHint = usePasswordHint();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // Set while this page signs the user in, so the session change does not send them home.
  const signingIn = useRef(false);
  const hasRedirect = params.has('redirect');
  const target = safeRedirect(params.get('redirect'), href('/'));
  const home = href('/');

  // Login mode's schema is strict: the hidden confirmation is not part of its values. useForm takes
  // its options anew at each render, so the resolver follows the mode.
  const resolver: Resolver<Values, unknown, Checked> = (values, context, { names, ...options }) =>
    mode === 'login'
      ? loginResolver(
          { email: values.email, password: values.password, rememberMe: values.rememberMe },
          context,
          // Names the resolver may be asked about: login's schema has no confirmation among them.
          { ...options, names: names?.filter((name) => name !== 'confirmPassword') },
        )
      : signUpResolver(values, context, { ...options, names });
  const form = useForm<Values, unknown, Checked>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const { control, handleSubmit, getValues, clearErrors, setValue, setError } = form;
  const field = useFieldProps(form, 'login');

  usePageTitle(mode === 'signup' ? t('login.signUpTitle') : t('login.title'));

  // Spec §2: a signed-in user opening /login is sent on (staff to the portal, others home).
  useEffect(() => {
    // (A sign-in on this page lands where finish() says: a client's portal, the pending page.)
    if (session.status === 'signedIn' && !signingIn.current)
      navigate(landingPath(session.user?.role, home), { replace: true });
  }, [session.status, session.user, navigate, home]);

  // Back from Google with an error: show it once, then drop it from the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const error = params.get('error');
    if (!error) return;
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('error_description');
    setParams(next, { replace: true });
    if (CANCELLED.has(error)) return;
    setMessage({ kind: 'error', text: tv(authErrorKey(error) ?? 'auth.err.googleFailed') });
  }, []);

  const showError = (error: unknown) => {
    if (!errorKey(error)) console.error('Sign-in request failed', error);
    setMessage({ kind: 'error', text: errorText(error) });
  };

  /** Signed in: to the `redirect` page, else staff to the portal and others home; a staff member
   * whom the administrators require to use two-factor, without it, to its enrolment first. */
  const finish = async (user: SessionUser) => {
    signingIn.current = true;
    let next = hasRedirect ? target : landingPath(user.role, home);
    // Issue 29: an account without staff access is a client (the client portal) or waits for the
    // firm (the pending page), never sent to the public home page without a word.
    if (!hasRedirect && !hasStaffAccess(user.role)) next = await landingFor(user, TODAY_PATH);
    if (hasStaffAccess(user.role)) {
      const security = await fetchAccountSecurity().catch(() => null);
      if (security?.mustEnrol) next = ENROL_PATH;
    }
    setSession(user);
    navigate(next, { replace: true });
  };

  const submit = async (values: Checked) => {
    setBusy(true);
    signingIn.current = true;
    try {
      const credentials = { email: values.email, password: values.password, rememberMe: values.rememberMe };
      // Sign-up does not sign in (ADR 0049): the new account signs in next, as on the login form.
      if (mode === 'signup') await signUp(credentials);
      const answer = await signIn(credentials);
      if (answer.user) await finish(answer.user);
      else {
        signingIn.current = false;
        setMode('code');
      }
    } catch (error) {
      signingIn.current = false;
      const refusal = mode === 'signup' ? passwordRefusal(error) : undefined;
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  // Spec §2/§8: sends a reset mail to the address typed in the form.
  const forgotPassword = async () => {
    const parsed = ForgotPasswordForm.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      setMessage({ kind: 'error', text: tv(parsed.error.issues[0]!.message as MessageKey) });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setMessage({ kind: 'success', text: tv('auth.resetSent') });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const google = async () => {
    setBusy(true);
    try {
      const back = hasRedirect ? loginPath(target) : '/login';
      const typed = AuthEmail.safeParse(getValues('email'));
      // The role is not known before Google answers: without a redirect, My day in the portal
      // (which tells a new account that it waits for staff access).
      const { url } = await googleSignIn(
        hasRedirect ? target : TODAY_PATH,
        back,
        typed.success ? typed.data : undefined,
      );
      if (!url) throw new ApiError(0, 'NO_URL');
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      showError(error);
    }
  };

  const switchMode = () => {
    clearErrors();
    setValue('confirmPassword', '');
    setMode(mode === 'login' ? 'signup' : 'login');
  };

  if (mode === 'code')
    return (
      <AuthFrame>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 3 }}>
          {t('login.title')}
        </Typography>
        <TwoFactorStep
          onSignedIn={finish}
          onRestart={() => {
            setValue('password', '');
            setMode('login');
          }}
        />
      </AuthFrame>
    );

  return (
    <AuthFrame>
      <Typography variant="h4" component="h1" id="login-heading" sx={{ color: 'primary.main', mb: 1 }}>
        {mode === 'login' ? t('login.title') : t('login.signUpTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {mode === 'login' ? t('login.intro') : t('login.signUpIntro')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby="login-heading"
        onSubmit={handleSubmit(submit)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          {...field('email', t('login.email'), { required: true })}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...field('password', t('login.password'), {
            required: true,
            hint: mode === 'signup' ? passwordHint : undefined,
          })}
          visible={showPassword}
          onToggle={() => setShowPassword(!showPassword)}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        />
        {mode === 'signup' && (
          <PasswordField
            {...field('confirmPassword', t('login.confirmPassword'), { required: true })}
            visible={showPassword}
            autoComplete="new-password"
          />
        )}
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Controller
            name="rememberMe"
            control={control}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <FormControlLabel
                label={t('login.rememberMe')}
                control={
                  <Checkbox
                    checked={value}
                    onChange={(_event, checked) => onChange(checked)}
                    slotProps={{ input: { ref, onBlur } }}
                  />
                }
              />
            )}
          />
          {mode === 'login' && (
            <Link component="button" type="button" onClick={forgotPassword} disabled={busy}>
              {t('login.forgot')}
            </Link>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {mode === 'login' ? t('login.submitLogin') : t('login.submitSignUp')}
        </Button>
      </Box>
      <Divider sx={{ my: 3 }}>{t('login.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={google}
        disabled={busy}
      >
        {t('login.google')}
      </Button>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button onClick={switchMode}>{mode === 'login' ? t('login.toSignUp') : t('login.toLogin')}</Button>
      </Box>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </AuthFrame>
  );
}
