import { EXPORT_FORMATS } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { exportUrl } from './search-api';
import type { SearchState } from './search-state';

/** Downloads every result of the search on screen (issue 13): plain links, so the browser streams
 * the file to disk with the session cookie, however many rows it holds. */
export function ExportButtons({ search }: { search: SearchState }) {
  const { t } = useTranslation('search');
  return (
    <Box role="group" aria-label={t('export.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {EXPORT_FORMATS.map((format) => (
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
