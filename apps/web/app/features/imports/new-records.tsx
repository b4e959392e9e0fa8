// A comps or leases dry run's addresses (a rent roll's buildings), spaces and contacts that no
// stored one matches: what the run would create besides the comps or leases, named before anything
// is saved.
import type { ImportKind, ImportNewRecords } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function NewRecords({ kind, found }: { kind: ImportKind; found: ImportNewRecords }) {
  const { t } = useTranslation('imports');
  const list = (names: string[], total: number) =>
    total > names.length
      ? t('preview.more', { list: names.join(', '), count: total - names.length })
      : names.join(', ');
  const spaces = found.spaces_total ?? 0;
  if (found.addresses_total === 0 && spaces === 0 && found.contacts_total === 0) return null;
  return (
    <Alert severity="info" data-testid="import-new-records" sx={{ mb: 1 }}>
      {found.addresses_total > 0 && (
        <Typography variant="body2">
          {t(kind === 'leases' ? 'preview.newBuildings' : 'preview.newAddresses', {
            count: found.addresses_total,
            list: list(found.addresses, found.addresses_total),
          })}
        </Typography>
      )}
      {spaces > 0 && (
        <Typography variant="body2">
          {t('preview.newSpaces', { count: spaces, list: list(found.spaces ?? [], spaces) })}
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
