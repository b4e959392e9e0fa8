// A client's account button and its list (issue 29): who is signed in, their portal's pages, the
// security page (two-factor) and sign-out. A disclosure of links, not an ARIA menu: each entry is a
// link or a button the keyboard reaches in order. The staff's menu (features/auth/account-menu.tsx)
// is MUI's, which this portal does without (ADR 0051).
import type { SessionUser } from '@crm/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, auth } from '../../http/client';
import { useLanguage } from '../../i18n/language';
import { setSession } from '../../session/session';
import { useClientNotify } from './client-notify';

const LINKS = [
  { to: '/portal', label: 'auth:account.clientHome' },
  { to: '/portal/updates', label: 'auth:account.clientUpdates' },
  { to: '/portal/documents', label: 'auth:account.clientDocuments' },
  { to: '/portal/messages', label: 'auth:account.clientMessages' },
  { to: '/portal/settings', label: 'auth:account.clientSettings' },
  { to: '/admin/security', label: 'auth:account.security' },
] as const;

const initialOf = (user: SessionUser) => (user.name || user.email).trim().charAt(0).toUpperCase() || '?';

export function ClientAccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'common']);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const notify = useClientNotify();
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Closed by Escape (the focus back on the button) or a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    try {
      await auth('POST /sign-out', { body: {} });
      setSession(null, true);
      navigate(href('/'));
    } catch (error) {
      // Spec §8: the code is logged, a message shown.
      console.error('Logout failed:', error instanceof ApiError ? error.code : error);
      notify(t('auth:account.logoutFailed'));
    }
  };

  return (
    <div className="cp-account" ref={box}>
      <button
        ref={button}
        type="button"
        className="cp-bar-button"
        aria-label={t('auth:account.menu', { email: user.email })}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((was) => !was)}
        data-testid="account-menu"
      >
        <span className="cp-avatar" aria-hidden="true">
          {initialOf(user)}
        </span>
      </button>
      {open && (
        <div className="cp-menu" id={`${id}-list`}>
          <p className="cp-menu-who">
            <span>{t('auth:account.signedInAs')}</span>
            <strong>{user.email}</strong>
          </p>
          <ul>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} onClick={() => setOpen(false)}>
                  {t(label)}
                </Link>
              </li>
            ))}
            <li className="cp-menu-end">
              <button type="button" onClick={() => void logout()}>
                {t('auth:account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
