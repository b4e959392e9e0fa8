import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** The section links below lg, in a drawer (loaded lazily by the header). */
export default function MobileMenu({ open, onClose, active, sectionHref, signedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  // The drawer locks the page's scrolling and gives focus back to the menu button as it closes,
  // which would undo a jump made while it is open: follow the link once it has closed.
  const pending = useRef<string | null>(null);
  const follow = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    pending.current = href;
    onClose();
  };
  const afterClose = () => {
    const href = pending.current;
    pending.current = null;
    if (href) requestAnimationFrame(() => window.location.assign(href));
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ transition: { onExited: afterClose } }}>
      <Box component="nav" aria-label={t('header.mainNav')} sx={{ width: 260 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {HOME_SECTIONS.map((s) => (
            <ListItem key={s} disablePadding>
              <ListItemButton
                component="a"
                href={sectionHref(s)}
                selected={active === s}
                onClick={follow(sectionHref(s))}
              >
                <ListItemText primary={t(`nav.${s}`)} />
              </ListItemButton>
            </ListItem>
          ))}
          {!signedIn && (
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/login" onClick={onClose}>
                <ListItemText primary={t('header.login')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
