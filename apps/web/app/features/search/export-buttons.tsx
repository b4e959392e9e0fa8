import { CONTACT_EXPORT_FORMATS, type ContactExportFormat, EXPORT_FORMATS } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { exportUrl } from './search-api';
import type { SearchState } from './search-state';

/** Download links, one a format: plain links, so the browser streams the file to disk with the
 * session cookie, however many rows it holds. */
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

/** Downloads every result of the search on screen (issue 13; deals, issue 27). Contacts also come
 * as vCard, for a phone or an address book. */
export function ExportButtons({ search }: { search: SearchState }) {
  const formats = search.tab === 'contacts' ? CONTACT_EXPORT_FORMATS : EXPORT_FORMATS;
  return <ExportLinks formats={formats} href={(format) => exportUrl(search, format)} />;
}
