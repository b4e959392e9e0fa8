import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { sectionAnchor } from '../../site-config';

interface SectionMenuProps {
  id: string;
  anchor: HTMLElement | null;
  sections: Array<{ key: string; title: string }>;
  active: string | null;
  onPick: (key: string) => (event: MouseEvent) => void;
  onClose: () => void;
  /** After the closing transition (the page scrolls then, see StickyBar). */
  onExited: () => void;
}

/** The sticky bar's section menu below md. Its own chunk: MUI's menu is a large part of the page's
 * JavaScript, and most visitors never open it (StickyBar loads it on the first click). */
export default function SectionMenu({
  id,
  anchor,
  sections,
  active,
  onPick,
  onClose,
  onExited,
}: SectionMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      {sections.map(({ key, title }) => (
        <MenuItem
          key={key}
          component="a"
          href={`#${sectionAnchor(key)}`}
          selected={active === key}
          aria-current={active === key ? 'location' : undefined}
          onClick={onPick(key)}
        >
          {title}
        </MenuItem>
      ))}
    </Menu>
  );
}
