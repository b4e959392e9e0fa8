import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import { useMessage } from './use-message';

/** Spec §8's 'exists!' flag: the value typed is already a record; the flag links to it instead of
 * letting a duplicate be saved. */
export function ExistsFlag({ to }: { to: string }) {
  const tv = useMessage();
  return (
    <Chip
      component={Link}
      to={to}
      clickable
      size="small"
      color="warning"
      label={tv('exists')}
      // MUI's warning orange gives white text 3.1:1; these shades pass WCAG AA (5.4:1 and 7.3:1).
      sx={{ bgcolor: '#b54708', color: '#ffffff', '&:hover, &:focus-visible': { bgcolor: '#9a3412' } }}
      data-testid="exists-flag"
    />
  );
}
