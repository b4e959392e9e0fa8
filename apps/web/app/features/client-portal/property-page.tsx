// /portal/properties/:id (issue 29): one property's figures, its leases ending within two years and
// its NOI by year. A property the client does not control answers 403 or 404: "not in your
// portfolio", never another client's figures.
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasStatus } from '../../http/client';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getPropertyPerformance } from './client-api';
import { useClientFormat } from './client-format';
import { FigureTiles } from './figure-tiles';
import { LoadFailed, PageTitle } from './kit';

const NoiChart = lazy(() => import('./noi-chart'));
const noSubscription = () => () => {};
/** False on the server and while the page hydrates: the chart (MUI X) is drawn in the browser only,
 * after the figures, never into the HTML the API renders (ADR 0052). */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** A table that scrolls sideways on a phone: focusable, so the keyboard reaches it too. */
function TableBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
    // biome-ignore lint/a11y/useSemanticElements: a group of one table, not a form's fieldset
    <div className="cp-table-box" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="cp-table" aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}

export function PropertyPage({ id }: { id: string }) {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const hydrated = useHydrated();
  const performance = useQuery({
    queryKey: clientKeys.property(id),
    queryFn: ({ signal }) => getPropertyPerformance(id, signal),
  });
  const data = performance.data;
  usePageTitle(data?.property.address ?? t('meta.property'));
  const back = (
    <Link to="/portal" className="cp-button cp-back">
      {t('property.back')}
    </Link>
  );
  if (performance.isError)
    return (
      <>
        {back}
        {hasStatus(performance.error, 403, 404) ? (
          <p>{t('property.notFound')}</p>
        ) : (
          <LoadFailed
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void performance.refetch()}
          />
        )}
      </>
    );
  if (!data)
    return (
      <>
        {back}
        <p role="status">{t('loading')}</p>
      </>
    );
  return (
    <>
      <div>{back}</div>
      <PageTitle>{data.property.address}</PageTitle>
      <FigureTiles figures={data} />

      <section aria-labelledby="expiries" style={{ marginTop: 32 }}>
        <h2 id="expiries" className="cp-h2" style={{ marginBottom: 0 }}>
          {t('property.expiries')}
        </h2>
        <p className="cp-small cp-muted" style={{ marginBottom: 8 }}>
          {f.asOf(data.as_of)}
        </p>
        {data.upcoming.length === 0 ? (
          <p>{t('property.noExpiries')}</p>
        ) : (
          <TableBox labelledBy="expiries">
            <thead>
              <tr>
                <th>{t('property.tenant')}</th>
                <th>{t('property.unit')}</th>
                <th>{t('property.endOn')}</th>
                <th className="cp-num">{t('property.area')}</th>
                <th className="cp-num">{t('property.rent')}</th>
              </tr>
            </thead>
            <tbody>
              {data.upcoming.map((lease) => (
                <tr key={`${lease.unit}|${lease.end_on}|${lease.tenant ?? ''}`}>
                  <td>{lease.tenant ?? t('property.vacant')}</td>
                  <td>{lease.unit}</td>
                  <td>{f.date(lease.end_on)}</td>
                  <td className="cp-num">{f.area(lease.area_sqft)}</td>
                  <td className="cp-num">
                    {lease.annual_rent === null ? t('notRecorded') : f.money(lease.annual_rent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </section>

      <section aria-labelledby="noi-by-year" style={{ marginTop: 32 }}>
        <h2 id="noi-by-year" className="cp-h2" style={{ marginBottom: 8 }}>
          {t('property.noiByYear')}
        </h2>
        {data.noi.length === 0 ? (
          <p>{t('property.noNoi')}</p>
        ) : (
          <>
            <TableBox labelledBy="noi-by-year">
              <thead>
                <tr>
                  <th>{t('property.year')}</th>
                  <th className="cp-num">{t('figures.noiNone')}</th>
                </tr>
              </thead>
              <tbody>
                {data.noi.map((year) => (
                  <tr key={year.year}>
                    <td>{year.year}</td>
                    <td className="cp-num">
                      {year.noi === null ? t('notRecorded') : f.money(year.noi)}
                      <span className="cp-muted">{f.asOf(year.as_of)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
            {data.noi.length > 1 && hydrated && (
              <Suspense fallback={null}>
                <NoiChart years={data.noi} />
              </Suspense>
            )}
          </>
        )}
      </section>
    </>
  );
}
