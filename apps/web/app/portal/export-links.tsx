// Download links, one a format, for the search page's tabs and the deals board's list (issue 27):
// plain links, so the browser streams the file to disk with the session cookie, however many rows
// it holds.
import type { ContactExportFormat } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export function ExportLinks<F extends ContactExportFormat>({
  formats,
  href,
}: {
  formats: readonly F[];
  href: (format: F) => string;
}) {
  const { t } = useTranslation('search');
  return (
    <Box role="group" aria-label={t('export.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {formats.map((format) => (
        <Button key={format} variant="outlined" size="small" component="a" href={href(format)} download>
          {t(`export.${format}`)}
        </Button>
      ))}
    </Box>
  );
}
