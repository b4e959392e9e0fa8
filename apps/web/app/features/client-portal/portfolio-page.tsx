// /portal (issue 29): the client's home. Their properties (each with how they hold it: the
// ownership path and their share) and the portfolio's figures, each dated.
import type { ClientMe, ClientProperty } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getPortfolio, getProperties } from './client-api';
import { useClientFormat } from './client-format';
import { FigureTiles, FigureTilesLoading } from './figure-tiles';

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
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={`/portal/properties/${encodeURIComponent(property.id)}`}
        aria-label={t('home.open', { address: property.address })}
      >
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.0625rem' }}>
            {property.address}
          </Typography>
          {facts && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{facts}</Typography>}
          {property.paths.map((path) => (
            <Typography
              key={path.steps.map((s) => s.id).join('/')}
              variant="body2"
              data-testid="ownership-path"
            >
              {pathWords(path.steps, property.address, me, t('home.you'), f.percent)}
            </Typography>
          ))}
          {property.share !== null && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
              {t('home.share', { share: f.percent(property.share) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
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
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 0.5, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('home.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('home.welcome', { name: me.contact.name })}</Typography>

      <Box component="section" aria-labelledby="portfolio-summary" sx={{ mb: 4 }}>
        <Typography variant="h5" component="h2" id="portfolio-summary" sx={{ mb: 1.5, fontSize: '1.25rem' }}>
          {t('home.summary')}
        </Typography>
        {portfolio.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void portfolio.refetch()} />
        ) : !portfolio.data ? (
          <FigureTilesLoading />
        ) : (
          <FigureTiles figures={portfolio.data} />
        )}
      </Box>

      <Box component="section" aria-labelledby="my-properties">
        <Typography variant="h5" component="h2" id="my-properties" sx={{ mb: 1.5, fontSize: '1.25rem' }}>
          {t('home.properties')}
        </Typography>
        {properties.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void properties.refetch()}
          />
        ) : !properties.data ? (
          <Typography role="status">{t('loading')}</Typography>
        ) : (
          <>
            {properties.data.partial && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('home.partial')}
              </Alert>
            )}
            {properties.data.data.length === 0 ? (
              <Typography>{t('home.none')}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 2,
                  p: 0,
                  m: 0,
                }}
              >
                {properties.data.data.map((property) => (
                  <PropertyCard key={property.id} property={property} me={me} />
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </>
  );
}
