// The "more" button of a timeline row and its menu (an activity's, a task's): named after the item,
// since a list of rows holds many such buttons. An action's dialog, once closed, leaves the focus on
// the button again.
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { MoreIcon } from './icons';

export interface RowAction {
  label: string;
  run: () => void;
}

export function RowMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              // Back on the button before the action opens its dialog: the dialog gives the focus
              // back to what held it when it opened, and this menu item is gone by then.
              anchor?.focus();
              setAnchor(null);
              action.run();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
