// /portal/updates (issue 29): what staff posted about the client's properties or portfolio, in the
// client's language, newest first (the server's order), attachments as download links.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../portal/page-title';
import { attachmentUrl, clientKeys, getUpdates } from './client-api';
import { useClientFormat } from './client-format';
import { LoadFailed, PageTitle } from './kit';

export function UpdatesPage() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  usePageTitle(t('meta.updates'));
  const updates = useQuery({ queryKey: clientKeys.updates, queryFn: ({ signal }) => getUpdates(signal) });
  return (
    <>
      <PageTitle>{t('updates.title')}</PageTitle>
      {updates.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void updates.refetch()} />
      ) : !updates.data ? (
        <p role="status">{t('loading')}</p>
      ) : updates.data.data.length === 0 ? (
        <p>{t('updates.none')}</p>
      ) : (
        <ol className="cp-list">
          {updates.data.data.map((update) => (
            <li key={update.id} className="cp-box">
              <article aria-labelledby={`update-${update.id}`}>
                <h2 id={`update-${update.id}`} className="cp-h3" style={{ fontSize: '1.125rem' }}>
                  {update.title}
                </h2>
                <p className="cp-small cp-muted" style={{ marginBottom: 8 }}>
                  {t('updates.published', { date: f.date(update.published_at) })}
                  {update.property && ` · ${t('updates.about', { address: update.property.address })}`}
                </p>
                <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{update.body}</p>
                {update.attachments.length > 0 && (
                  <div style={{ marginTop: 12 }}>
                    <h3 className="cp-small" style={{ margin: 0, fontWeight: 500 }}>
                      {t('updates.attachments')}
                    </h3>
                    <ul style={{ margin: 0, paddingLeft: 20 }}>
                      {update.attachments.map((file) => (
                        <li key={file.id}>
                          <a href={attachmentUrl(update.id, file.id)} download={file.file_name}>
                            {file.file_name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
