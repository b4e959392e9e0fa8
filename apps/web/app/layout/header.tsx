import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../features/auth/session';
import { useLanguage } from '../i18n/language';
import { HOME_SECTIONS, type HomeSection, sectionAnchor, site } from '../site-config';
import { HEADER_HEIGHT, LOGO_WIDTH, theme } from '../theme/theme';
import { MenuIcon } from '../ui/icons';
import { useScrolledPast } from '../ui/use-scrolled';
import { useActiveSection } from './active-section';
import { LanguageToggle } from './language-toggle';

const MobileMenu = lazy(() => import('./mobile-menu'));
// Only for someone signed in: the session check runs after hydration, the menu's code loads then.
const AccountMenu = lazy(() => import('../features/auth/account-menu'));

/** Fixed header: logo home, section links (a menu below lg), language toggle, login (the account
 * menu once signed in). It shrinks once the page scrolls and takes the colours of the section
 * beneath it. The prerendered HTML shows the signed-out header. */
export function Header() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { section: active, tone } = useActiveSection();
  const location = useLocation();
  const scrolled = useScrolledPast(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const user = useSessionUser();
  const home = href('/');
  const onHome = location.pathname === home;
  // Media queries rather than a JS breakpoint hook, so the prerendered HTML is already right.
  const height = {
    xs: scrolled ? HEADER_HEIGHT.smallScrolled : HEADER_HEIGHT.small,
    md: scrolled ? HEADER_HEIGHT.scrolled : HEADER_HEIGHT.normal,
  };
  const dark = tone === 'dark';
  const fg = dark ? '#ffffff' : theme.palette.primary.main;
  const sectionHref = (s: HomeSection) => (onHome ? `#${sectionAnchor(s)}` : `${home}#${sectionAnchor(s)}`);

  const links = HOME_SECTIONS.map((s) => (
    <Button
      key={s}
      component="a"
      href={sectionHref(s)}
      aria-current={onHome && active === s ? 'location' : undefined}
      sx={{
        color: fg,
        px: 1,
        minWidth: 0,
        whiteSpace: 'nowrap',
        borderBottom: '2px solid',
        borderColor: onHome && active === s ? (dark ? '#9cc3ff' : 'secondary.main') : 'transparent',
        borderRadius: 0,
      }}
    >
      {t(`nav.${s}`)}
    </Button>
  ));

  return (
    <AppBar
      component="header"
      position="fixed"
      elevation={scrolled ? 4 : 0}
      data-testid="site-header"
      data-tone={tone}
      data-scrolled={scrolled}
      sx={{
        height,
        justifyContent: 'center',
        bgcolor: dark ? 'primary.main' : '#ffffff',
        color: fg,
        transition: 'height 200ms ease, background-color 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 2, md: 3 } }}>
        <Box
          component={Link}
          to={home}
          aria-label={t('header.homeLink', { company: site.companyName })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            width: { xs: LOGO_WIDTH.upToMd, lg: LOGO_WIDTH.aboveMd },
            flexShrink: 0,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <img src="/logo-mark.svg" alt="" width={44} height={44} />
          <Typography
            component="span"
            sx={{ fontWeight: 700, lineHeight: 1.1, fontSize: { xs: '0.95rem', lg: '1.15rem' } }}
          >
            {site.shortName}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={t('header.mainNav')}
          sx={{ display: { xs: 'none', lg: 'flex' }, flexGrow: 1, justifyContent: 'center', gap: 0.5 }}
        >
          {links}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        <LanguageToggle color={fg} />
        {user ? (
          <Suspense fallback={null}>
            <AccountMenu user={user} />
          </Suspense>
        ) : (
          <Button
            component={Link}
            to="/login"
            variant={dark ? 'outlined' : 'contained'}
            sx={{
              color: dark ? '#ffffff' : undefined,
              borderColor: dark ? '#ffffff' : undefined,
              display: { xs: 'none', sm: 'inline-flex' },
            }}
          >
            {t('header.login')}
          </Button>
        )}
        <IconButton
          aria-label={t('header.menu')}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onPointerEnter={() => setMenuLoaded(true)}
          sx={{ color: fg, display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {/* The menu's code (Drawer, focus trap, list) loads on the first click: the phone layout
          needs it, the first paint does not. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            active={onHome ? active : null}
            sectionHref={sectionHref}
            signedIn={!!user}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
