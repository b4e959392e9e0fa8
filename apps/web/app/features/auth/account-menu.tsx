// The signed-in header's account button and menu (spec §2: admin, new entity, new address, logout;
// Users for administrators) for staff; a client's portal pages, or a pending account's status. Loaded lazily, once someone is signed in: the public pages' first
// download never carries it.
import { isAdmin, type SessionUser } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../http/client';
import { useLanguage } from '../../i18n/language';
import { PENDING_PATH, useAccountKind } from '../../session/account-kind';
import { setSession } from '../../session/session';
import { signOut } from './api';
import { LogoutIcon } from './icons';

/** A client's menu: the pages of their portal. */
const CLIENT_LINKS = [
  { to: '/portal', label: 'auth:account.clientHome' },
  { to: '/portal/updates', label: 'auth:account.clientUpdates' },
  { to: '/portal/documents', label: 'auth:account.clientDocuments' },
  { to: '/portal/messages', label: 'auth:account.clientMessages' },
  { to: '/portal/settings', label: 'auth:account.clientSettings' },
] as const;

const initialOf = (user: SessionUser) => (user.name || user.email).trim().charAt(0).toUpperCase() || '?';

export default function AccountMenu({
  user,
  inboxCount,
}: {
  user: SessionUser;
  /** Given by the portal to staff: an Inbox entry with the count of new leads beside it. */
  inboxCount?: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  const kind = useAccountKind(user);

  const logout = async () => {
    close();
    try {
      await signOut();
      setSession(null, true);
      navigate(href('/'));
    } catch (error) {
      // Spec §8: the code is logged, a message shown.
      console.error('Logout failed:', error instanceof ApiError ? error.code : error);
      setLogoutFailed(true);
    }
  };

  // Issue 29: the CRM's items to staff only; a client's menu is their portal; an account waiting
  // for the firm has only its status and its security.
  const links: Array<{ to: string; label: string; extra?: ReactNode }> =
    kind === 'staff'
      ? [
          { to: '/admin', label: t('common:nav.admin') },
          // Only in the portal, for staff (it gives the count): on phones this menu is the portal's nav.
          ...(inboxCount
            ? [
                { to: '/admin/today', label: t('auth:account.today') },
                { to: '/admin/inbox', label: t('auth:account.inbox'), extra: inboxCount },
                { to: '/admin/import', label: t('auth:account.import') },
                { to: '/admin/duplicates', label: t('auth:account.duplicates') },
                { to: '/admin/lists', label: t('auth:account.lists') },
                { to: '/admin/requirements', label: t('auth:account.requirements') },
                { to: '/admin/comps', label: t('auth:account.comps') },
                { to: '/admin/deals/board', label: t('auth:account.deals') },
                { to: '/admin/deals/forecast', label: t('auth:account.forecast') },
                { to: '/admin/listings', label: t('auth:account.listings') },
              ]
            : []),
          { to: '/admin/contacts/new', label: t('common:nav.newEntity') },
          { to: '/admin/addresses/new', label: t('common:nav.newAddress') },
          ...(isAdmin(user.role)
            ? [
                { to: '/admin/users', label: t('auth:account.users') },
                { to: '/admin/pipelines', label: t('auth:account.pipelines') },
              ]
            : []),
          { to: '/admin/security', label: t('auth:account.security') },
        ]
      : kind === 'client'
        ? [
            ...CLIENT_LINKS.map(({ to, label }) => ({ to, label: t(label) })),
            { to: '/admin/security', label: t('auth:account.security') },
          ]
        : kind === 'pending'
          ? [
              { to: PENDING_PATH, label: t('auth:account.pending') },
              { to: '/admin/security', label: t('auth:account.security') },
            ]
          : [];

  return (
    <>
      <IconButton
        aria-label={t('auth:account.menu', { email: user.email })}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="account-menu"
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: '#ffffff', fontSize: '1rem' }}>
          {initialOf(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography component="li" role="none" sx={{ px: 2, py: 1, fontSize: '0.875rem' }}>
          <Typography
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: 'inherit' }}
          >
            {t('auth:account.signedInAs')}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 500, fontSize: 'inherit' }}>
            {user.email}
          </Typography>
        </Typography>
        <Divider />
        {links.map(({ to, label, extra }) => (
          <MenuItem key={to} component={Link} to={to} onClick={close}>
            {label}
            {extra}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:account.logout')}
        </MenuItem>
      </Menu>
      <Snackbar
        open={logoutFailed}
        autoHideDuration={8000}
        onClose={() => setLogoutFailed(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={() => setLogoutFailed(false)}
          closeText={t('auth:dialog.close')}
        >
          {t('auth:account.logoutFailed')}
        </Alert>
      </Snackbar>
    </>
  );
}
