import { CONTACT_EXPORT_FORMATS, EXPORT_FORMATS } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { exportUrl } from './search-api';
import type { SearchState } from './search-state';

/** Downloads every result of the search on screen (issue 13): plain links, so the browser streams
 * the file to disk with the session cookie, however many rows it holds. Contacts also come as
 * vCard, for a phone or an address book. */
export function ExportButtons({ search }: { search: SearchState }) {
  const { t } = useTranslation('search');
  const formats = search.tab === 'contacts' ? CONTACT_EXPORT_FORMATS : EXPORT_FORMATS;
  return (
    <Box role="group" aria-label={t('export.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          component="a"
          href={exportUrl(search, format)}
          download
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Box>
  );
}
