import { lazy, type MouseEvent, type Ref, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionAnchor } from '../../site-config';
import { MenuIcon } from '../../ui/icons';
import { EmailLink, PhoneLink } from './contact-links';
import { Skeleton } from './showcase-skeleton';

export interface BarSection {
  key: string;
  title: string;
}

interface StickyBarProps {
  ref?: Ref<HTMLElement>;
  /** Absent while the showcase loads: the bar keeps its height, so nothing moves when it arrives. */
  contact?: { address: string; email: string; phone: string };
  sections: BarSection[];
  active: string | null;
  onNavigate: (key: string) => void;
}

const MENU_ID = 'showcase-sections-menu';
// Most visitors never open it: loaded on the first click.
const SectionMenu = lazy(() => import('./section-menu'));

/** Sticks under the fixed header (its top follows the header's height, which shrinks once the page
 * scrolls: showcase.css reads the header's data-scrolled): the property's address, email and
 * phone, and a link per section — a menu below md. */
export function StickyBar({ ref, contact, sections, active, onNavigate }: StickyBarProps) {
  const { t } = useTranslation('showcase');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const go = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    // Focus moves to the section (useScrollToSection) before the menu that held it goes.
    onNavigate(key);
  };
  const closeMenu = (refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) menuButton.current?.focus();
  };

  return (
    <nav
      ref={ref}
      className="sc-bar"
      aria-label={t('bar.label')}
      data-testid="showcase-bar"
      data-active={active ?? undefined}
    >
      <div className="container">
        <div className="sc-bar-info">
          {contact ? (
            <>
              <p className="sc-bar-address">{contact.address}</p>
              <EmailLink className="sc-bar-link" email={contact.email} />
              <PhoneLink className="sc-bar-link" phone={contact.phone} />
            </>
          ) : (
            <>
              <Skeleton width={240} />
              <Skeleton width={180} />
              <Skeleton width={130} />
            </>
          )}
        </div>
        <ul className="sc-bar-sections">
          {sections.map(({ key, title }) => (
            <li key={key}>
              <a
                className="btn"
                href={`#${sectionAnchor(key)}`}
                onClick={go(key)}
                aria-current={active === key ? 'location' : undefined}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
        <div className="sc-menu-wrap">
          <button
            ref={menuButton}
            type="button"
            className="btn btn-outlined sc-menu-btn"
            aria-label={t('bar.sections')}
            aria-haspopup="menu"
            aria-controls={menuOpen ? MENU_ID : undefined}
            aria-expanded={menuOpen}
            disabled={!sections.length}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <MenuIcon fontSize="small" />
            <span>{t('bar.sections')}</span>
          </button>
          {menuOpen && (
            <Suspense fallback={null}>
              <SectionMenu id={MENU_ID} sections={sections} active={active} onPick={go} onClose={closeMenu} />
            </Suspense>
          )}
        </div>
      </div>
    </nav>
  );
}
