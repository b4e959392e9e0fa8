// One page of comps: the columns of its kind (a sale's price and parties, a lease's rent, term and
// tenant), addresses and contacts as links to their pages, and each row's menu (Edit, Delete). On a
// phone the table scrolls sideways rather than squeezing its columns.
import type { Comp, CompKind } from '@crm/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createSvgIcon } from '@mui/material/utils';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { detailPath } from '../../portal/record-kinds';
import { visuallyHidden } from '../../ui/visually-hidden';

// The material "more vert" glyph, as the timeline's row menus draw it.
const MoreIcon = createSvgIcon(
  <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />,
  'More',
);

type Column = { key: string; cell: (c: Comp) => ReactNode };

export function CompTable({
  kind,
  rows,
  busy,
  onEdit,
  onDelete,
}: {
  kind: CompKind;
  rows: Comp[];
  busy: boolean;
  onEdit: (comp: Comp) => void;
  onDelete: (comp: Comp) => void;
}) {
  const { t, i18n } = useTranslation('comps');
  const format = useNumberFormat();
  const money = (value: number | null) => (value === null ? '' : format.money(value));
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const contact = (id: string | null, name: string | null) =>
    id ? <Link to={detailPath('entity', id)}>{name ?? id}</Link> : null;
  const columns: Column[] = [
    { key: 'date', cell: (c) => formatDate(c.date_on, i18n.language) },
    { key: 'address', cell: (c) => <Link to={detailPath('address', c.address_id)}>{c.address}</Link> },
    { key: 'type', cell: (c) => t(`types.${c.property_type}`) },
    { key: 'area', cell: (c) => t('area', { area: format.number(c.area_sqft) }) },
    ...(kind === 'sale'
      ? [
          { key: 'price', cell: (c: Comp) => money(c.price) },
          { key: 'pricePerSqft', cell: (c: Comp) => money(c.price_per_sqft) },
          {
            key: 'capRate',
            cell: (c: Comp) => (c.cap_rate === null ? '' : format.percent(c.cap_rate)),
          },
          { key: 'buyer', cell: (c: Comp) => contact(c.buyer_id, c.buyer_name) },
          { key: 'seller', cell: (c: Comp) => contact(c.seller_id, c.seller_name) },
        ]
      : [
          { key: 'tenant', cell: (c: Comp) => contact(c.tenant_id, c.tenant_name) },
          { key: 'rent', cell: (c: Comp) => money(c.rent_per_sqft) },
          { key: 'term', cell: (c: Comp) => count(c.term_months) },
          { key: 'freeRent', cell: (c: Comp) => count(c.free_rent_months) },
        ]),
    { key: 'source', cell: (c) => c.source },
  ];
  return (
    <Paper variant="outlined" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <TableContainer>
        <Table size="small" aria-label={t('search.results')} aria-busy={busy}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key}>{t(`columns.${column.key}` as 'columns.date')}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((comp) => (
              <TableRow key={comp.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    sx={{ whiteSpace: column.key === 'address' ? undefined : 'nowrap' }}
                  >
                    {column.cell(comp)}
                  </TableCell>
                ))}
                <TableCell padding="checkbox">
                  <RowMenu
                    label={t('more', { address: comp.address })}
                    actions={[
                      { label: t('edit'), run: () => onEdit(comp) },
                      { label: t('delete'), run: () => onDelete(comp) },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** A row's "more" button, named after its comp: the table holds many. */
function RowMenu({ label, actions }: { label: string; actions: { label: string; run: () => void }[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
