import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import { useMessage } from '../auth/use-message';

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
      data-testid="exists-flag"
    />
  );
}
