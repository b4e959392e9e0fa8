// /portal/documents (issue 29): the files staff shared with the client, each a download link (the
// server records the download), with when it was shared and when this client last downloaded it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, documentUrl, getDocuments } from './client-api';
import { useClientFormat } from './client-format';
import { LoadFailed, PageTitle } from './kit';

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
      <PageTitle>{t('documents.title')}</PageTitle>
      {documents.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <p role="status">{t('loading')}</p>
      ) : documents.data.data.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <ul className="cp-list" style={{ gap: 12 }}>
          {documents.data.data.map((doc) => (
            <li key={doc.id} className="cp-box">
              <a
                href={documentUrl(doc.id)}
                download={doc.file_name}
                aria-label={t('documents.download', { title: doc.title })}
                // The list is asked again on return, so "downloaded on" follows.
                onClick={() => window.setTimeout(() => void documents.refetch(), 1500)}
                style={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {doc.title}
              </a>
              <p className="cp-small cp-muted">
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
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
