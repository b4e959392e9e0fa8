// /portal/documents (issue 29): the files staff shared with the client, each a download link (the
// server records the download), with when it was shared and when this client last downloaded it.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, documentUrl, getDocuments } from './client-api';
import { useClientFormat } from './client-format';

export function DocumentsPage() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  usePageTitle(t('meta.documents'));
  const documents = useQuery({
    queryKey: clientKeys.documents,
    queryFn: ({ signal }) => getDocuments(signal),
  });
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('documents.title')}
      </Typography>
      {documents.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : documents.data.data.length === 0 ? (
        <Typography>{t('documents.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {documents.data.data.map((doc) => (
            <Paper component="li" variant="outlined" key={doc.id} sx={{ p: 2 }}>
              <Link
                href={documentUrl(doc.id)}
                download={doc.file_name}
                aria-label={t('documents.download', { title: doc.title })}
                // The list is asked again on return, so "downloaded on" follows.
                onClick={() => window.setTimeout(() => void documents.refetch(), 1500)}
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {doc.title}
              </Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  doc.file_name,
                  doc.property?.address,
                  t('documents.shared', { date: f.date(doc.shared_at) }),
                  doc.downloaded_at
                    ? t('documents.downloaded', { date: f.date(doc.downloaded_at) })
                    : t('documents.notDownloaded'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
