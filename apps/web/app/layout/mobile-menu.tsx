import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';
import { HOME_SECTIONS, type HomeSection } from '../site-config';
import { CloseIcon } from '../ui/icons';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The highlighted section, on the home page. */
  active: HomeSection | null;
  sectionHref: (section: HomeSection) => string;
  /** Signed in, the account menu replaces the Login link. */
  signedIn: boolean;
}

/** The section links below lg, in a panel from the right (loaded lazily by the header). A modal
 * <dialog>: the browser keeps focus inside, closes it on Escape, makes the page behind inert and
 * gives focus back to the menu button when it closes; site.css stops the page scrolling. */
export default function MobileMenu({ open, onClose, active, sectionHref, signedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Focus goes back to the menu button as the dialog closes, which would undo a jump made while it
  // is open: close first, then follow the link.
  const follow = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    dialog.current?.close();
    requestAnimationFrame(() => window.location.assign(href));
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the dimmed page around the panel; keyboards have Escape and the close button
    <dialog
      ref={dialog}
      className="drawer"
      aria-label={t('header.mainNav')}
      onClose={onClose}
      // A click on the dimmed page (the dialog itself, outside the panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <nav className="drawer-panel" aria-label={t('header.mainNav')}>
        <div className="drawer-close">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('header.closeMenu')}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <ul>
          {HOME_SECTIONS.map((s) => (
            <li key={s}>
              <a
                className="drawer-link"
                href={sectionHref(s)}
                aria-current={active === s ? 'location' : undefined}
                onClick={follow(sectionHref(s))}
              >
                {t(`nav.${s}`)}
              </a>
            </li>
          ))}
          <li>
            <Link className="drawer-link" to={href('/listings')} onClick={() => dialog.current?.close()}>
              {t('nav.listings')}
            </Link>
          </li>
          {!signedIn && (
            <li>
              <Link className="drawer-link" to="/login" onClick={() => dialog.current?.close()}>
                {t('header.login')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </dialog>
  );
}
