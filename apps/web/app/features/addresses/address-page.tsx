// An address's page (issue 25: the property first): its full text as the heading, the property at a
// glance (type, class, area, leased, the facts the route module adds, contacts), then the form in
// edit mode, where the geocoder's internals wait folded under "Address details".
import type { AddressComplete } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../i18n/format';
import { visuallyHidden } from '../../ui/visually-hidden';
import { EditAddressForm } from './address-form';
import { cityOf, draftOf } from './address-values';

/** A line of the summary: its label and its value, null when not recorded (then left out). */
export type Fact = readonly [label: string, value: string | null];

export function AddressDetail({ record, facts }: { record: AddressComplete; facts?: readonly Fact[] }) {
  const { t } = useTranslation('addresses');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.address}
      </Typography>
      {/* A listing markets a building or a space on the website (issue 28), as brokers start one
          from the property in Buildout. */}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button component={Link} to={`/admin/listings/new?address=${encodeURIComponent(record.uuid)}`}>
          {t('page.createListing')}
        </Button>
      </Box>
      <PropertySummary record={record} facts={facts} />
      <EditAddressForm record={record} />
    </>
  );
}

/** The property as a broker asks about it; a fact not recorded is left out. `facts` (the property
 * feature's: year built, land, parking, zoning, sale) come after the occupancy. */
export function PropertySummary({
  record,
  facts: more = [],
}: {
  record: AddressComplete;
  facts?: readonly Fact[];
}) {
  const { t, i18n } = useTranslation('addresses');
  const number = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  const city = cityOf(draftOf(record));
  const leased =
    record.pct_leased === null ? null : t('summary.percent', { value: number.format(record.pct_leased) });
  const facts: Fact[] = [
    [t('summary.propertyType'), record.property_type],
    [t('summary.city'), [city, record.administrative_area_level_1].filter(Boolean).join(', ') || null],
    [t('summary.buildingClass'), record.building_class],
    [t('summary.rba'), record.rba === null ? null : t('summary.sqft', { value: number.format(record.rba) })],
    [
      t('summary.leased'),
      leased && record.pct_leased_from_leases ? t('summary.fromRoll', { value: leased }) : leased,
    ],
    ...more,
    [t('summary.contacts'), number.format(record.n_linked_entities)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="property-summary-title"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography component="h2" id="property-summary-title" sx={visuallyHidden}>
        {t('summary.title')}
      </Typography>
      <Box
        component="dl"
        data-testid="property-summary"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {facts
          .filter((fact): fact is readonly [string, string] => !!fact[1])
          .map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Paper>
  );
}
