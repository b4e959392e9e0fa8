import type { PublicListingDocument } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../ui/icons';
import { documentUrl } from './api';

interface DocumentListProps {
  slug: string;
  token: string | null;
  documents: PublicListingDocument[];
}

/** The deal room's documents: the ones the visitor's level opens as links (open, download), the
 * others marked locked with what would open them. */
export function DocumentList({ slug, token, documents }: DocumentListProps) {
  const { t } = useTranslation('listingsSite');
  if (documents.length === 0) return <p>{t('room.empty')}</p>;
  return (
    <ul className="lp-docs">
      {documents.map((doc) => (
        <li key={doc.id} className="lp-doc" data-locked={!doc.readable}>
          {!doc.readable && <LockIcon className="lp-lock" />}
          <span className="lp-doc-text">
            <span className="lp-doc-title">{doc.title}</span>
            <span className="lp-doc-meta">
              {t(`room.levels.${doc.level}`)} ·{' '}
              {t('room.size', { size: Math.max(1, Math.round(doc.size / 1024)) })}
            </span>
          </span>
          {doc.readable ? (
            <span className="lp-doc-actions">
              <a href={documentUrl(slug, doc.id, token)} target="_blank" rel="noopener">
                {t('room.open')}
                <span className="vh"> {doc.title}</span>
              </a>
              <a href={documentUrl(slug, doc.id, token, true)} download={doc.filename}>
                {t('room.download')}
                <span className="vh"> {doc.title}</span>
              </a>
            </span>
          ) : (
            <span className="lp-doc-locked">
              <span className="vh">{t('room.locked')}: </span>
              {doc.level === 'approved' ? t('room.lockedApproved') : t('room.lockedAgreement')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
