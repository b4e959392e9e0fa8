// A comps dry run's addresses and contacts that no stored one matches: what the run would create
// besides the comps, named before anything is saved.
import type { ImportNewRecords } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function NewRecords({ found }: { found: ImportNewRecords }) {
  const { t } = useTranslation('imports');
  const list = (names: string[], total: number) =>
    total > names.length
      ? t('preview.more', { list: names.join(', '), count: total - names.length })
      : names.join(', ');
  if (found.addresses_total === 0 && found.contacts_total === 0) return null;
  return (
    <Alert severity="info" data-testid="import-new-records" sx={{ mb: 1 }}>
      {found.addresses_total > 0 && (
        <Typography variant="body2">
          {t('preview.newAddresses', {
            count: found.addresses_total,
            list: list(found.addresses, found.addresses_total),
          })}
        </Typography>
      )}
      {found.contacts_total > 0 && (
        <Typography variant="body2">
          {t('preview.newContacts', {
            count: found.contacts_total,
            list: list(found.contacts, found.contacts_total),
          })}
        </Typography>
      )}
    </Alert>
  );
}
