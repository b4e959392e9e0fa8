// /portal/updates (issue 29): what staff posted about the client's properties or portfolio, in the
// client's language, newest first (the server's order), attachments as download links.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { attachmentUrl, clientKeys, getUpdates } from './client-api';
import { useClientFormat } from './client-format';

export function UpdatesPage() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  usePageTitle(t('meta.updates'));
  const updates = useQuery({ queryKey: clientKeys.updates, queryFn: ({ signal }) => getUpdates(signal) });
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('updates.title')}
      </Typography>
      {updates.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void updates.refetch()} />
      ) : !updates.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : updates.data.data.length === 0 ? (
        <Typography>{t('updates.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {updates.data.data.map((update) => (
            <Paper component="li" variant="outlined" key={update.id} sx={{ p: 2 }}>
              <Box component="article" aria-labelledby={`update-${update.id}`}>
                <Typography
                  variant="h6"
                  component="h2"
                  id={`update-${update.id}`}
                  sx={{ fontSize: '1.125rem' }}
                >
                  {update.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t('updates.published', { date: f.date(update.published_at) })}
                  {update.property && ` · ${t('updates.about', { address: update.property.address })}`}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {update.body}
                </Typography>
                {update.attachments.length > 0 && (
                  <Box sx={{ mt: 1.5 }}>
                    <Typography variant="subtitle2" component="h3">
                      {t('updates.attachments')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {update.attachments.map((file) => (
                        <li key={file.id}>
                          <Link href={attachmentUrl(update.id, file.id)} download={file.file_name}>
                            {file.file_name}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  </Box>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
