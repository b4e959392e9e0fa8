import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../i18n/language';
import { useSessionUser } from '../session/session';
import { HOME_SECTIONS, type HomeSection, sectionAnchor, site } from '../site-config';
import { useActiveSection } from '../ui/active-section';
import { MenuIcon } from '../ui/icons';
import { SiteLanguageToggle } from '../ui/site-language-toggle';
import { useScrolledPast } from '../ui/use-scrolled';

const MobileMenu = lazy(() => import('./mobile-menu'));
// Only for someone signed in: the session check runs after hydration, the menu's code loads then.
const AccountMenu = lazy(() => import('../features/auth/site-account-menu'));

/** Fixed header: logo home, section links (a menu below lg), language toggle, login (the account
 * menu once signed in). It shrinks once the page scrolls and takes the colours of the section
 * beneath it: `data-scrolled` and `data-tone` drive site.css, so the prerendered HTML is already
 * right for every screen width. The prerendered HTML shows the signed-out header. */
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
  const listings = href('/listings');
  const onHome = location.pathname === home;
  const sectionHref = (s: HomeSection) => (onHome ? `#${sectionAnchor(s)}` : `${home}#${sectionAnchor(s)}`);

  return (
    <header className="site-header" data-testid="site-header" data-tone={tone} data-scrolled={scrolled}>
      <div className="site-toolbar">
        <Link
          className="site-logo"
          to={home}
          aria-label={t('header.homeLink', { company: site.companyName })}
        >
          <img src="/logo-mark.svg" alt="" width={44} height={44} />
          <span>{site.shortName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('header.mainNav')}>
          {HOME_SECTIONS.map((s) => (
            <a
              key={s}
              className="btn nav-link"
              href={sectionHref(s)}
              aria-current={onHome && active === s ? 'location' : undefined}
            >
              {t(`nav.${s}`)}
            </a>
          ))}
          <Link
            className="btn nav-link"
            to={listings}
            aria-current={location.pathname.startsWith(listings) ? 'page' : undefined}
          >
            {t('nav.listings')}
          </Link>
        </nav>
        <div className="site-spacer" />
        <SiteLanguageToggle />
        {user ? (
          <Suspense fallback={null}>
            <AccountMenu user={user} />
          </Suspense>
        ) : (
          <Link className="btn btn-outlined login-btn" to="/login">
            {t('header.login')}
          </Link>
        )}
        <button
          type="button"
          className="icon-btn menu-btn"
          aria-label={t('header.menu')}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onPointerEnter={() => setMenuLoaded(true)}
        >
          <MenuIcon />
        </button>
      </div>
      {/* The menu's code loads on the first click (or hover): the phone layout needs it, the
          first paint does not. */}
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
    </header>
  );
}
