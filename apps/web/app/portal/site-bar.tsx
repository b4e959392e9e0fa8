import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';
import { NAVBAR_HEIGHT, site } from '../site-config';

/** Where the portal's desktop navigation starts (portal-nav.tsx); below it, the account menu is
 * the navigation. Not a theme breakpoint: the nav is what needs it. */
export const NAV_FROM = 1024;

/** The portal's page area under the bar: its background, filling the rest of the window. */
export const PORTAL_MAIN_SX = { bgcolor: '#f3f6fa', minHeight: `calc(100vh - ${NAVBAR_HEIGHT}px)` } as const;

/** The portal's top bar: the logo back to the website, then `children` at the right. With the
 * desktop's navigation (`withNav`), the firm's name gives it the room from 1024 px to 1280 px. */
export function SiteBar({ children, withNav = false }: { children?: ReactNode; withNav?: boolean }) {
  const { t } = useTranslation('auth');
  const { href } = useLanguage();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: NAVBAR_HEIGHT,
        px: { xs: 1.5, md: 3 },
        bgcolor: 'primary.main',
        color: '#ffffff',
      }}
    >
      <Box
        component={Link}
        to={href('/')}
        aria-label={t('layout.homeLink', { company: site.companyName })}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
      >
        <img src="/logo-mark.svg" alt="" width={40} height={40} />
        <Typography
          component="span"
          sx={(theme: Theme) => ({
            fontWeight: 700,
            display: 'none',
            [theme.breakpoints.up('sm')]: { display: 'inline' },
            ...(withNav && {
              [theme.breakpoints.between(NAV_FROM, 'lg')]: { display: 'none' },
            }),
          })}
        >
          {site.shortName}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  );
}
