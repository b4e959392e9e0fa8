// /portal (issue 29): the client's home. Their properties (each with how they hold it: the
// ownership path and their share) and the portfolio's figures, each dated.
import type { ClientMe, ClientProperty } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getPortfolio, getProperties } from './client-api';
import { useClientFormat } from './client-format';
import { FigureTiles, FigureTilesLoading } from './figure-tiles';
import { LoadFailed } from './kit';

/** "You → Company X (60%) → 123 Main St": each step's share is of the record after it. */
export function pathWords(
  steps: ClientProperty['paths'][number]['steps'],
  address: string,
  me: Pick<ClientMe, 'contact'>,
  you: string,
  percent: (value: number) => string,
): string {
  const names = [...steps.map((step) => (step.id === me.contact.id ? you : step.name)), address];
  return names
    .map((name, i) => {
      const share = i > 0 ? steps[i - 1]?.share : null;
      return share == null ? name : `${name} (${percent(share)})`;
    })
    .join(' → ');
}

function PropertyCard({ property, me }: { property: ClientProperty; me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const facts = [property.city, property.property_type, property.rba === null ? null : f.area(property.rba)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="cp-card">
      <Link
        to={`/portal/properties/${encodeURIComponent(property.id)}`}
        aria-label={t('home.open', { address: property.address })}
      >
        <h3 className="cp-h3">{property.address}</h3>
        {facts && (
          <p className="cp-muted" style={{ marginBottom: 8 }}>
            {facts}
          </p>
        )}
        {property.paths.map((path) => (
          <p key={path.steps.map((s) => s.id).join('/')} className="cp-small" data-testid="ownership-path">
            {pathWords(path.steps, property.address, me, t('home.you'), f.percent)}
          </p>
        ))}
        {property.share !== null && (
          <p className="cp-small" style={{ marginTop: 4, fontWeight: 500 }}>
            {t('home.share', { share: f.percent(property.share) })}
          </p>
        )}
      </Link>
    </li>
  );
}

export function PortfolioPage({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.home'));
  const properties = useQuery({
    queryKey: clientKeys.properties,
    queryFn: ({ signal }) => getProperties(signal),
  });
  const portfolio = useQuery({
    queryKey: clientKeys.portfolio,
    queryFn: ({ signal }) => getPortfolio(signal),
  });
  return (
    <>
      <h1 className="cp-h1" style={{ marginBottom: 4 }}>
        {t('home.title')}
      </h1>
      <p className="cp-lead">{t('home.welcome', { name: me.contact.name })}</p>

      <section aria-labelledby="portfolio-summary" className="cp-section">
        <h2 id="portfolio-summary" className="cp-h2">
          {t('home.summary')}
        </h2>
        {portfolio.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void portfolio.refetch()} />
        ) : !portfolio.data ? (
          <FigureTilesLoading />
        ) : (
          <FigureTiles figures={portfolio.data} />
        )}
      </section>

      <section aria-labelledby="my-properties">
        <h2 id="my-properties" className="cp-h2">
          {t('home.properties')}
        </h2>
        {properties.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void properties.refetch()}
          />
        ) : !properties.data ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            {properties.data.partial && <p className="cp-alert cp-alert-info">{t('home.partial')}</p>}
            {properties.data.data.length === 0 ? (
              <p>{t('home.none')}</p>
            ) : (
              <ul className="cp-cards">
                {properties.data.data.map((property) => (
                  <PropertyCard key={property.id} property={property} me={me} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
