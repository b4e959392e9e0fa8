import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';
import { NAVBAR_HEIGHT, site } from '../site-config';

/** The portal's page area under the bar: its background, filling the rest of the window. */
export const PORTAL_MAIN_SX = { bgcolor: '#f3f6fa', minHeight: `calc(100vh - ${NAVBAR_HEIGHT}px)` } as const;

/** The portal's top bar: the logo back to the website, then `children` at the right. */
export function SiteBar({ children }: { children?: ReactNode }) {
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
        <Typography component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
          {site.shortName}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  );
}
