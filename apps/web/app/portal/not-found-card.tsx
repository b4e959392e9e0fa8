import type { MessageKey } from '@crm/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from './use-message';

/** Spec §2/§8: a missing record shows the spec's 'Could not find …' message, the id that was
 * asked for, and a way back to the search page. */
export function NotFoundCard({ messageKey, id }: { messageKey: MessageKey; id: string }) {
  const { t } = useTranslation('crm');
  const tv = useMessage();
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }} data-testid="not-found-card">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {tv(messageKey)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('notFound.id', { id })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/admin">
          {t('actions.backToSearch')}
        </Button>
      </CardActions>
    </Card>
  );
}
