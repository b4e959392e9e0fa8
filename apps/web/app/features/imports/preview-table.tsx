// The first rows as they will be saved, each with what the run would do and the reasons a row is
// refused, in the user's language.
import type {
  ImportDryRun,
  ImportKind,
  ImportPreviewComp,
  ImportPreviewDeal,
  ImportPreviewLease,
  MessageKey,
} from '@crm/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { useMessage } from '../../portal/use-message';
import { useFieldLabel } from './use-field-label';

type Row = ImportDryRun['preview'][number];

type Parts = (string | null | undefined)[];

/** What the row saves, in a line: the contact's name (or the address), then its emails and
 * numbers; a comp's kind, day, address, area, figure and contacts; a lease's tenant (or Vacant),
 * units, building, term, area and rent; a deal's name, pipeline, property, stage, figures, close and
 * parties. */
function summary(
  row: Row,
  comp: (comp: ImportPreviewComp) => Parts,
  lease: (lease: ImportPreviewLease) => Parts,
  deal: (deal: ImportPreviewDeal) => Parts,
): string {
  const addresses = row.addresses.length > 0 ? row.addresses : [row.address];
  const own = row.comp ? comp(row.comp) : row.lease ? lease(row.lease) : row.deal ? deal(row.deal) : [];
  const parts = [row.entity?.name, ...own.slice(0, 2), ...addresses.map((a) => a?.address), ...own.slice(2)]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .concat(
      row.emails.map((e) => e.email),
      row.numbers.map((n) => n.phone_number),
    );
  return parts.join(' · ');
}

export function PreviewTable({ kind, rows }: { kind: ImportKind; rows: Row[] }) {
  const { t, i18n } = useTranslation(['imports', 'deals']);
  const label = useFieldLabel(kind);
  const tv = useMessage();
  const format = useNumberFormat();
  const day = (d: string | null) => (d ? formatDate(d, i18n.language) : '');
  const leaseParts = (l: ImportPreviewLease) => [
    l.tenant ?? t('preview.leaseVacant'),
    l.units.length > 0 ? t('preview.leaseUnits', { units: l.units.join(', ') }) : null,
    l.start_on ? t('preview.leaseTerm', { start: day(l.start_on), end: day(l.end_on) }) : null,
    l.area_sqft != null ? t('preview.compArea', { area: format.number(l.area_sqft) }) : null,
    l.base_rent == null
      ? null
      : t(l.rent_basis === 'per_month' ? 'preview.leaseRentMonthly' : 'preview.compRent', {
          rent: format.money(l.base_rent),
        }),
  ];
  const dealParts = (d: ImportPreviewDeal) => [
    d.name,
    d.pipeline,
    d.stage,
    d.value != null ? format.money(d.value) : null,
    d.commission_pct != null
      ? t('preview.dealCommissionPct', { pct: format.percent(d.commission_pct) })
      : null,
    d.commission_amount != null
      ? t('preview.dealCommission', { amount: format.money(d.commission_amount) })
      : null,
    d.probability != null ? t('preview.dealProbability', { pct: format.percent(d.probability) }) : null,
    d.expected_close_on ? t('preview.dealClose', { date: day(d.expected_close_on) }) : null,
    ...d.parties.map((p) => t('preview.dealParty', { role: t(`deals:roles.${p.role}`), name: p.name })),
  ];
  const compParts = (c: ImportPreviewComp) => [
    t(`preview.compKind.${c.kind}`),
    formatDate(c.date_on, i18n.language),
    t('preview.compArea', { area: format.number(c.area_sqft) }),
    c.price != null ? format.money(c.price) : null,
    c.rent_per_sqft != null ? t('preview.compRent', { rent: format.money(c.rent_per_sqft) }) : null,
    c.buyer,
    c.seller,
    c.tenant,
  ];
  return (
    // A phone scrolls the table, not the page.
    <TableContainer>
      <Table size="small" aria-label={t('preview.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.row')}</TableCell>
            <TableCell>{t('preview.action')}</TableCell>
            <TableCell>{t('preview.values')}</TableCell>
            <TableCell>{t('preview.errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} data-action={row.action}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{t(`actions.${row.action}`)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {summary(row, compParts, leaseParts, dealParts)}
              </TableCell>
              <TableCell>
                {Object.entries(row.error_keys).map(([field, key]) => (
                  <Typography key={field} variant="body2" sx={{ color: 'error.main' }}>
                    {t('preview.error', { field: label(field), message: tv(key as MessageKey) })}
                  </Typography>
                ))}
                {row.refused.map((cell) => (
                  <Typography key={`${cell.column}-${cell.value}`} variant="body2">
                    {t('preview.refused', {
                      column: cell.column,
                      value: cell.value,
                      message: tv(cell.key as MessageKey),
                    })}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
