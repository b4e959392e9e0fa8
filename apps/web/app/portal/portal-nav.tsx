// The desktop's navigation, from 1024 px: the pages brokers open all day as links (My day, Search,
// Inbox, Requirements, Comps), the deal pages under one Deals menu and the occasional ones (lists,
// import, duplicates, users) under More, so it holds on one line in French at 1024 px (measured
// with Roboto's advance widths: about 980 px with the bar's language button and account menu).
// Under 1024 px the account menu holds every entry under the same labels (the phones' navigation).
import { isAdmin, type SessionUser } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NAV_FROM } from './site-bar';

const MenuArrow = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

const LINK_SX = {
  color: '#ffffff',
  borderBottom: '2px solid transparent',
  borderRadius: 0,
  whiteSpace: 'nowrap',
  '&[aria-current="page"], &[data-current="true"]': { borderBottomColor: '#9cc3ff' },
} as const;

interface Entry {
  to: string;
  label: string;
  end?: boolean;
  extra?: ReactNode;
}

export function PortalNav({ user, inboxCount }: { user: SessionUser; inboxCount: ReactNode }) {
  const { t } = useTranslation('admin');
  const admin = isAdmin(user.role);
  const links: Entry[] = [
    { to: '/admin/today', label: t('layout.today') },
    { to: '/admin', label: t('layout.search'), end: true },
    { to: '/admin/inbox', label: t('layout.inbox'), extra: inboxCount },
    { to: '/admin/requirements', label: t('layout.requirements') },
    { to: '/admin/comps', label: t('layout.comps') },
  ];
  const deals: Entry[] = [
    { to: '/admin/deals/board', label: t('layout.board') },
    { to: '/admin/deals/forecast', label: t('layout.forecast') },
    // Issue 28: the website's listings and their deal rooms, the deals' other face.
    { to: '/admin/listings', label: t('layout.listings') },
    ...(admin ? [{ to: '/admin/pipelines', label: t('layout.pipelines') }] : []),
  ];
  const more: Entry[] = [
    { to: '/admin/lists', label: t('layout.lists') },
    { to: '/admin/import', label: t('layout.import') },
    { to: '/admin/duplicates', label: t('layout.duplicates') },
    ...(admin ? [{ to: '/admin/users', label: t('layout.users') }] : []),
  ];
  return (
    <Box
      component="nav"
      aria-label={t('layout.nav')}
      sx={(theme: Theme) => ({
        display: 'none',
        [theme.breakpoints.up(NAV_FROM)]: { display: 'flex' },
        gap: 0.5,
        mr: 2,
      })}
    >
      {links.map(({ to, label, end, extra }) => (
        <Button key={to} component={NavLink} to={to} end={end} sx={LINK_SX}>
          {label}
          {extra}
        </Button>
      ))}
      <NavMenu label={t('layout.deals')} entries={deals} also={['/admin/deals/']} />
      <NavMenu label={t('layout.more')} entries={more} />
    </Box>
  );
}

/** A button opening a menu of links; underlined while one of its pages (or `also`'s) is open. */
function NavMenu({ label, entries, also = [] }: { label: string; entries: Entry[]; also?: string[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const id = useId();
  const current =
    entries.some((e) => pathname === e.to || pathname.startsWith(`${e.to}/`)) ||
    also.some((prefix) => pathname.startsWith(prefix));
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-current={current}
        endIcon={<MenuArrow />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={LINK_SX}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {entries.map(({ to, label: name }) => (
          <MenuItem
            key={to}
            component={NavLink}
            to={to}
            selected={pathname === to}
            onClick={() => setAnchor(null)}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
