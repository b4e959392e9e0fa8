import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden';

/** What the page shows (and the prerendered HTML holds) until the showcase arrives: the shapes of
 * the page heading, the first section and its pictures, at their final sizes. */
export function ShowcaseSkeleton() {
  const { t } = useTranslation('showcase');
  return (
    <Box sx={{ py: { xs: 5, md: 8 }, minHeight: '100vh' }} data-testid="showcase-loading">
      <Box role="status" sx={visuallyHidden}>
        {t('page.loading')}
      </Box>
      <Container maxWidth="lg" aria-hidden="true">
        <Skeleton width={180} height={24} />
        <Skeleton width="60%" height={56} sx={{ mb: 3 }} />
        <Skeleton width={160} height={44} sx={{ mb: 2 }} />
        {[100, 96, 98, 70].map((width) => (
          <Skeleton key={width} width={`${width}%`} sx={{ maxWidth: '75ch' }} />
        ))}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2, mt: 4 }}
        >
          {[1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" sx={{ height: 'auto', aspectRatio: '3 / 2' }} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
