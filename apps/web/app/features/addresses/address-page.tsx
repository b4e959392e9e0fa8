// An address's page (issue 25: the property first): its full text as the heading, the property at a
// glance (type, class, area, leased, contacts), then the form in edit mode, where the geocoder's
// internals wait folded under "Address details".
import type { AddressComplete } from '@crm/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/format';
import { visuallyHidden } from '../../ui/visually-hidden';
import { EditAddressForm } from './address-form';
import { cityOf, draftOf } from './address-values';

export function AddressDetail({ record }: { record: AddressComplete }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.address}
      </Typography>
      <PropertySummary record={record} />
      <EditAddressForm record={record} />
    </>
  );
}

/** The property as a broker asks about it; a fact not recorded is left out. */
export function PropertySummary({ record }: { record: AddressComplete }) {
  const { t, i18n } = useTranslation('addresses');
  const number = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  const city = cityOf(draftOf(record));
  const facts: [string, string | null][] = [
    [t('summary.propertyType'), record.property_type],
    [t('summary.city'), [city, record.administrative_area_level_1].filter(Boolean).join(', ') || null],
    [t('summary.buildingClass'), record.building_class],
    [t('summary.rba'), record.rba === null ? null : t('summary.sqft', { value: number.format(record.rba) })],
    [
      t('summary.leased'),
      record.pct_leased === null ? null : t('summary.percent', { value: number.format(record.pct_leased) }),
    ],
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
          .filter((fact): fact is [string, string] => !!fact[1])
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
