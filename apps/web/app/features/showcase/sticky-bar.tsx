import { formatPhone } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type MouseEvent, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionAnchor } from '../../site-config';
import { HEADER_HEIGHT } from '../../theme/theme';
import { EmailIcon, MenuIcon, PhoneIcon } from '../../ui/icons';
import { useScrolledPast } from '../../ui/use-scrolled';

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
const SectionMenu = lazy(() => import('./section-menu'));

/** Sticks under the fixed header (whose height it follows as the header shrinks on scroll): the
 * property's address, email and phone, and a button per section — a menu below md. */
export function StickyBar({ ref, contact, sections, active, onNavigate }: StickyBarProps) {
  const { t } = useTranslation('showcase');
  const scrolled = useScrolledPast(0);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);

  // From the menu, the page scrolls once the menu has gone: its scroll lock, lifted at the end of
  // its exit, would stop a smooth scroll halfway, and its focus return would undo the section's.
  const pending = useRef<string | null>(null);

  const go = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    onNavigate(key);
  };
  const goFromMenu = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    pending.current = key;
    setMenuAnchor(null);
  };
  const afterMenu = () => {
    const key = pending.current;
    pending.current = null;
    if (key) requestAnimationFrame(() => onNavigate(key));
  };

  return (
    <Box
      component="nav"
      ref={ref}
      aria-label={t('bar.label')}
      data-testid="showcase-bar"
      data-active={active ?? undefined}
      sx={{
        position: 'sticky',
        top: {
          xs: scrolled ? HEADER_HEIGHT.smallScrolled : HEADER_HEIGHT.small,
          md: scrolled ? HEADER_HEIGHT.scrolled : HEADER_HEIGHT.normal,
        },
        zIndex: 1000,
        bgcolor: '#ffffff',
        borderBottom: '1px solid',
        borderColor: 'divider',
        boxShadow: scrolled ? '0 4px 12px rgba(13, 42, 74, 0.08)' : 'none',
        transition: 'top 200ms ease, box-shadow 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Container
        maxWidth="xl"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          py: 1,
          minHeight: 56,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.25,
            // Below md the info shares its first row with the menu button (and wraps inside).
            flex: { xs: '1 1 0', md: '1 1 auto' },
            minWidth: 0,
          }}
        >
          {contact ? (
            <>
              <Typography
                component="p"
                sx={{
                  fontWeight: 700,
                  color: 'primary.main',
                  lineHeight: 1.3,
                  fontSize: { xs: '0.95rem', sm: '1rem' },
                }}
              >
                {contact.address}
              </Typography>
              <BarLink
                href={`mailto:${contact.email}`}
                label={t('bar.email', { email: contact.email })}
                icon={<EmailIcon fontSize="small" />}
                text={contact.email}
              />
              <BarLink
                href={`tel:${contact.phone}`}
                label={t('bar.phone', { phone: formatPhone(contact.phone) })}
                icon={<PhoneIcon fontSize="small" />}
                text={formatPhone(contact.phone)}
              />
            </>
          ) : (
            <>
              <Skeleton width={240} height={24} />
              <Skeleton width={180} height={24} />
              <Skeleton width={130} height={24} />
            </>
          )}
        </Box>
        <Box
          component="ul"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {sections.map(({ key, title }) => (
            <li key={key}>
              <Button
                component="a"
                href={`#${sectionAnchor(key)}`}
                onClick={go(key)}
                aria-current={active === key ? 'location' : undefined}
                sx={{
                  px: 1.25,
                  minWidth: 0,
                  whiteSpace: 'nowrap',
                  borderRadius: 0,
                  color: active === key ? 'secondary.main' : 'primary.main',
                  borderBottom: '2px solid',
                  borderColor: active === key ? 'secondary.main' : 'transparent',
                }}
              >
                {title}
              </Button>
            </li>
          ))}
        </Box>
        {/* Icon only on phones (the label then names it), icon and label on tablets. */}
        <Button
          variant="outlined"
          size="small"
          aria-label={t('bar.sections')}
          aria-haspopup="true"
          aria-controls={menuAnchor ? MENU_ID : undefined}
          aria-expanded={menuAnchor ? 'true' : 'false'}
          disabled={!sections.length}
          onClick={(event) => {
            setMenuLoaded(true);
            setMenuAnchor(event.currentTarget);
          }}
          sx={{ display: { md: 'none' }, flexShrink: 0, minWidth: 0, gap: 1, px: { xs: 1, sm: 1.5 } }}
        >
          <MenuIcon fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('bar.sections')}
          </Box>
        </Button>
        {menuLoaded && (
          <Suspense fallback={null}>
            <SectionMenu
              id={MENU_ID}
              anchor={menuAnchor}
              sections={sections}
              active={active}
              onPick={goFromMenu}
              onClose={() => setMenuAnchor(null)}
              onExited={afterMenu}
            />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}

function BarLink({
  href,
  label,
  icon,
  text,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  text: string;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontSize: '0.95rem',
        color: 'primary.main',
      }}
    >
      {icon}
      {text}
    </Link>
  );
}
