// /portal/invite/:token (issue 29): a contact the firm invited to the client portal chooses a
// password (the sign-up's policy, judged by the shared schema here and on the server) or continues
// with Google when the server offers it, then lands on their portal. An unknown link answers 404
// (client.err.inviteInvalid), an expired or used one 410 (client.err.inviteExpired): the page says
// so and asks them to request a new invitation.
import type { ClientInviteAccept } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { auth, crm, hasStatus } from '../../http/client';
import { storedLanguage, useLanguage } from '../../i18n/language';
import { usePageTitle } from '../../portal/page-title';
import { passwordRefusal, usePasswordHint } from '../../portal/password-rules';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { CLIENT_HOME, forgetAccountKinds } from '../../session/account-kind';
import { loginPath } from '../../session/redirect';
import { refreshSession } from '../../session/session';
import { site } from '../../site-config';
import { GoogleIcon, VisibilityIcon, VisibilityOffIcon } from '../../ui/icons';
import { TopBar } from './client-top-bar';
import { ClientStyle } from './kit';

// The sign-up's password policy, judged here before anything is sent (the API judges it again),
// loaded at the first check.
const resolver: Resolver<ClientInviteAccept> = async (...args) =>
  (await import('./password-schema')).passwordResolver(...args);

/** The page's frame: the portal's top bar and one card. */
function InviteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ClientStyle />
      <div className="cp">
        <TopBar user={null} />
        <main id="main" className="cp-main cp-invite">
          <div className="cp-box">{children}</div>
        </main>
      </div>
    </>
  );
}

export function ClientInvitePage({ token }: { token: string }) {
  const { t } = useTranslation('clientPortal');
  const { t: tAuth } = useTranslation('auth');
  usePageTitle(t('meta.invite'));
  const navigate = useNavigate();
  const hint = usePasswordHint();
  const fieldMessage = useFieldMessage();
  const errorText = useErrorText();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const invite = useQuery({
    queryKey: queryKeys.clientInvite(token),
    queryFn: ({ signal }) => crm('GET /public/client-invites/:token', { params: [token], signal }),
    retry: false,
  });
  // The page, and the portal after it, open in the invitation's language unless this browser has
  // already chosen one (the toggle stays there to change it). Chosen for them, so the portal (and
  // the server's rendering of it) keeps it, even when the page was already rendered in it.
  const { setLanguage } = useLanguage();
  const invited = invite.data?.lang;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the invitation is read
  useEffect(() => {
    if (invited && !storedLanguage()) setLanguage(invited);
  }, [invited]);
  const config = useQuery({
    queryKey: queryKeys.authConfig,
    queryFn: ({ signal }) => crm('GET /public/auth-config', { signal }),
    retry: false,
  });
  const form = useForm<ClientInviteAccept>({ resolver, defaultValues: { password: '' }, mode: 'onTouched' });
  const { register, handleSubmit, setError, formState } = form;
  const passwordError = formState.errors.password?.message;

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
      const { url } = await auth('POST /sign-in/social', {
        body: {
          provider: 'google',
          callbackURL: CLIENT_HOME,
          errorCallbackURL: `/portal/invite/${encodeURIComponent(token)}`,
          newUserCallbackURL: CLIENT_HOME,
          loginHint: invite.data?.email,
        },
      });
      if (url) window.location.assign(url);
    } catch (error) {
      setFailure(error);
    }
  };

  // An unknown, expired or used link (404, 410), whether found on opening or on submitting.
  const gone = [invite.error, failure].find((error) => hasStatus(error, 404, 410));
  if (gone)
    return (
      <InviteFrame>
        <h1 className="cp-h2">{t('invite.title')}</h1>
        <p className="cp-alert cp-alert-warning">
          {hasStatus(gone, 410) ? t('invite.expired') : t('invite.invalid')}
        </p>
        <p style={{ margin: '16px 0 8px' }}>{t('invite.askNew')}</p>
        <a href={`mailto:${site.contactEmail}`}>{t('invite.contact', { email: site.contactEmail })}</a>
      </InviteFrame>
    );

  return (
    <InviteFrame>
      <h1 className="cp-h2">{t('invite.title')}</h1>
      {invite.isError ? (
        <p role="alert" className="cp-alert cp-alert-error">
          {errorText(invite.error)}
        </p>
      ) : !invite.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form noValidate onSubmit={accept} className="cp-form">
          <p>{t('invite.intro', { name: invite.data.name, email: invite.data.email })}</p>
          {failure !== null && (
            <p role="alert" className="cp-alert cp-alert-error">
              {errorText(failure)}
            </p>
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
          <div className="cp-field">
            <label htmlFor="invite-password" className={passwordError ? 'cp-error' : undefined}>
              {t('invite.password')}
              <span aria-hidden="true"> *</span>
            </label>
            <div className="cp-password">
              <input
                id="invite-password"
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                required
                aria-invalid={!!passwordError}
                aria-describedby="invite-password-help"
                {...register('password')}
              />
              <button
                type="button"
                className="cp-button"
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                aria-label={visible ? tAuth('login.hidePassword') : tAuth('login.showPassword')}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </button>
            </div>
            <p id="invite-password-help" className={`cp-help${passwordError ? ' cp-error' : ''}`}>
              {passwordError ? fieldMessage(passwordError) : hint}
            </p>
          </div>
          <button type="submit" className="cp-button cp-contained cp-wide" disabled={formState.isSubmitting}>
            {t('invite.submit')}
          </button>
          {config.data?.google && (
            <>
              <p className="cp-or">{t('invite.or')}</p>
              <button type="button" className="cp-button cp-outlined cp-wide" onClick={google}>
                <GoogleIcon />
                {t('invite.google')}
              </button>
            </>
          )}
        </form>
      )}
    </InviteFrame>
  );
}
