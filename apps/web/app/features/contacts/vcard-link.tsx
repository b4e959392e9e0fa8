// The contact page's "Export vCard": a plain link to the contact's card (GET /entities/{id}/export),
// so the browser downloads it with the session cookie and a phone opens it into its contacts.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { crmUrl } from '../../http/client';

export function VcardLink({ id }: { id: string }) {
  const { t } = useTranslation('records');
  return (
    <Button
      variant="outlined"
      size="small"
      component="a"
      href={crmUrl(`/entities/${encodeURIComponent(id)}/export`, { format: 'vcf' })}
      download
    >
      {t('vcard')}
    </Button>
  );
}
