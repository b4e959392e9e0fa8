// The deal room's visitor-specific part (issue 28): it depends on the visitor's cookie or emailed
// link, so it is never in the cached HTML; loaded once the section nears the screen.
import type { PublicListing, ShowcaseAccessForm } from '@crm/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { acceptAgreement, dealRoomQueryClient, fetchDealRoom } from './api';
import { DocumentList } from './document-list';

export interface AccessFormSlot {
  /** The agreement's text, shown above the fields. */
  agreement: ReactNode;
  submit: (form: ShowcaseAccessForm) => Promise<unknown>;
  onAccepted: () => void;
}

export interface DealRoomProps {
  slug: string;
  agreement: PublicListing['agreement'];
  version: number;
  /** The access form (the showcase's, composed by the route). */
  accessForm: (slot: AccessFormSlot) => ReactNode;
}

function Room({ slug, agreement, version, accessForm }: DealRoomProps) {
  const { t } = useTranslation('listingsSite');
  const { t: ts } = useTranslation('showcase');
  const { lang } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('access');
  const key = ['deal-room', slug, token];
  const room = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDealRoom(slug, token, signal) });

  if (room.isPending) return <p aria-busy="true">{t('room.loading')}</p>;
  if (room.isError)
    return (
      <p role="alert" className="alert alert-error">
        {t('room.failed')}
      </p>
    );
  const { level, data } = room.data;
  return (
    <>
      {level === 'agreement' && <p className="alert alert-info">{t('room.accepted')}</p>}
      {level === 'approved' && <p className="alert alert-info">{t('room.approved')}</p>}
      <DocumentList slug={slug} token={token} documents={data} />
      {level === 'none' && (
        <div className="lp-agreement">
          <h3 className="lp-h3">{t('room.agreementTitle')}</h3>
          <p>{t('room.agreementIntro')}</p>
          {/* The form's code may still be loading: the documents stay in view meanwhile. */}
          <Suspense fallback={null}>
            {accessForm({
              agreement: (
                <>
                  <section
                    className="lp-agreement-text"
                    aria-label={t('room.agreementTitle')}
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                    tabIndex={0}
                  >
                    {agreement[lang]}
                  </section>
                  <p className="lp-version">{ts('nda.version', { version })}</p>
                </>
              ),
              submit: acceptAgreement(slug, lang),
              // The room's own query, on the public page's own client (not the portal's cache).
              onAccepted: () => room.refetch(),
            })}
          </Suspense>
        </div>
      )}
    </>
  );
}

/** The documents and, until the visitor accepts, the agreement and its form. */
export default function DealRoom(props: DealRoomProps) {
  return (
    <QueryClientProvider client={dealRoomQueryClient}>
      <Room {...props} />
    </QueryClientProvider>
  );
}
